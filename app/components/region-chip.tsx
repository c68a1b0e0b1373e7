// A question's jurisdiction beside its tags, linking to the list of questions of that place.
import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { paths } from "~/lib/paths";

export function RegionChip({ names, code }: { names: string[]; code: string }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <Link
      to={paths.questions({ region: code })}
      className="rounded border border-line px-2 py-0.5 text-xs text-muted no-underline hover:text-fg"
      title={t("question.jurisdiction")}
      data-testid="question-region"
    >
      {names.join(" ")}
    </Link>
  );
}
