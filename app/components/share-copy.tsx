// The share panel's copy button, loaded when the panel opens: copies the link, says whether it worked (SPEC §8
// texts), and tells the server of a member's share, for the First Share badge.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "~/lib/paths";

export function ShareCopy({
  url,
  objectType,
  objectId,
  loggedIn,
}: {
  url: string;
  objectType: "question" | "answer";
  objectId: number;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"" | "ok" | "failed">("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setResult("ok");
    } catch {
      setResult("failed");
      return;
    }
    if (!loggedIn) return;
    // a badge is a bonus: a failed call leaves the copy as it is
    await fetch(paths.api("share"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ object_type: objectType, object_id: String(objectId) }),
    }).catch(() => undefined);
  };
  return (
    <span className="mt-2 flex items-center gap-2">
      <button type="button" className="rounded border border-line px-2 py-0.5" onClick={() => void copy()}>
        {t("share.copy")}
      </button>
      {result ? (
        <span role="status" className="text-muted">
          {t(result === "ok" ? "common.copied" : "common.copy_failed")}
        </span>
      ) : null}
    </span>
  );
}
