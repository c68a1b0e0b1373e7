// The header's search history popover: the reader's last searches (kept in this browser only), newest first, each a
// link that searches again and a button that forgets it. Loaded when the search box first gets focus.
import { useState } from "react";
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";
import { readSearchHistory, withoutEntry, writeSearchHistory, type SearchHistoryEntry } from "~/lib/search-history";

export default function SearchHistory({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState(readSearchHistory);
  if (entries.length === 0) return null;
  const forget = (entry: SearchHistoryEntry) => {
    const next = withoutEntry(entries, entry);
    writeSearchHistory(next);
    setEntries(next);
  };
  return (
    <div
      id="site-search-history"
      className="absolute left-0 right-0 top-full z-20 mt-1 rounded border border-line bg-surface py-1 text-sm text-fg shadow"
    >
      <p className="px-3 py-1 text-xs text-muted">{t("header.search.history")}</p>
      <ul aria-label={t("header.search.history")}>
        {entries.map((entry) => (
          <li
            key={`${entry.type}:${entry.value}`}
            className="flex items-center justify-between gap-2 px-3 hover:bg-page"
          >
            <Link
              to={paths.search({ type: entry.type === "question" ? undefined : entry.type, q: entry.value })}
              // keeps the focus in the box until the click lands (its blur would close the list first)
              onMouseDown={(event) => event.preventDefault()}
              onClick={onPick}
              className="min-w-0 flex-1 truncate py-1 text-fg no-underline"
            >
              {entry.type === "question" ? null : (
                <span className="mr-1 text-xs text-muted">{t(`header.search.${entry.type}`)}</span>
              )}
              {entry.value}
            </Link>
            <button
              type="button"
              // keeps the focus in the box, so the list stays open
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => forget(entry)}
              aria-label={t("header.search.forget", { value: entry.value })}
              className="px-1 text-muted hover:text-fg"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
