import { useTranslation } from "~/components/translation";
import { Notice } from "../form";

/** Says a local draft was put back into the form, and offers to throw it away. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const { t } = useTranslation();
  if (!restored) return null;
  return (
    <Notice>
      {t("editor.draft_restored")}{" "}
      <button type="button" onClick={onDiscard} className="text-primary underline">
        {t("editor.discard_draft")}
      </button>
    </Notice>
  );
}
