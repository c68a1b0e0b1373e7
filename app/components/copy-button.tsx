// The copy buttons: a text's (the suspended page's contact address) and the share panel's, which loads with it when the
// panel opens and also tells the server of a member's copy, for the First Share badge.
import { useState } from "react";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";
import { formatObjectId } from "~/lib/object-ids";

/**
 * Copies a text and says whether it worked (SPEC §8 texts). Without JavaScript the text stays selectable. `onCopied`
 * runs after a successful copy.
 */
export function CopyButton({ text, label, onCopied }: { text: string; label?: string; onCopied?: () => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"" | "ok" | "failed">("");
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="rounded border border-line px-2 py-0.5 text-sm"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => {
              setResult("ok");
              onCopied?.();
            },
            () => setResult("failed"),
          )
        }
      >
        {label ?? t("common.copy")}
      </button>
      {result ? (
        <span role="status" className="text-sm text-muted">
          {t(result === "ok" ? "common.copied" : "common.copy_failed")}
        </span>
      ) : null}
    </span>
  );
}

export type ShareTarget = {
  /** the absolute address to share */
  url: string;
  objectType: "question" | "answer";
  objectId: number;
  loggedIn: boolean;
};

export function ShareCopy({ url, objectType, objectId, loggedIn }: ShareTarget) {
  const { t } = useTranslation();
  // a badge is a bonus: a failed call leaves the copy as it is
  const tellServer = () =>
    void fetch(paths.api("share"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ object_id: formatObjectId(objectType, objectId) }),
    }).catch(() => undefined);
  return (
    <div className="mb-2">
      <CopyButton text={url} label={t("share.copy")} onCopied={loggedIn ? tellServer : undefined} />
    </div>
  );
}
