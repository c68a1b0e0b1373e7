import { useTranslation } from "~/components/translation";
import type { DiffPart } from "~/lib/views/timeline";

/** An inline diff: removed text struck through in red, added text underlined in green. */
export function DiffView({ parts, block = false }: { parts: DiffPart[]; block?: boolean }) {
  const { t } = useTranslation();
  const Tag = block ? "pre" : "span";
  return (
    <Tag className={block ? "overflow-x-auto whitespace-pre-wrap rounded bg-page p-2 text-sm" : undefined}>
      {parts.map((part, index) =>
        part.added ? (
          <ins
            key={index}
            className="bg-green-100 text-green-900 no-underline dark:bg-green-900/40 dark:text-green-100"
            title={t("timeline.added")}
          >
            {part.value}
          </ins>
        ) : part.removed ? (
          <del
            key={index}
            className="bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100"
            title={t("timeline.removed")}
          >
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Tag>
  );
}
