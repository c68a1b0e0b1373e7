import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Copies a text and says whether it worked (SPEC §8 texts). Without JavaScript the text stays selectable. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"" | "ok" | "failed">("");
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="rounded border border-line px-2 py-0.5 text-sm"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setResult("ok"),
            () => setResult("failed"),
          )
        }
      >
        {t("common.copy")}
      </button>
      {result ? (
        <span role="status" className="text-sm text-muted">
          {t(result === "ok" ? "common.copied" : "common.copy_failed")}
        </span>
      ) : null}
    </span>
  );
}
