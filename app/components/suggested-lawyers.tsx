// Verified lawyers whose region and practice fields match the question, suggested to members who may invite others
// to answer (loaded only for them): each with the mark, where they practise and the fields that match.
import { MemberName } from "./member-name";
import { useTranslation } from "~/components/translation";
import type { LawyerMatch } from "~/lib/views/lawyers";

export default function SuggestedLawyers({ lawyers }: { lawyers: LawyerMatch[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" data-testid="suggested-lawyers">
      <h3 className="mb-1 text-xs font-semibold text-muted">{t("invite.suggested_lawyers")}</h3>
      <ul className="space-y-1">
        {lawyers.map((lawyer) => (
          <li key={lawyer.member.id}>
            <MemberName member={lawyer.member} />
            <span className="block text-xs text-muted">
              {[lawyer.region.join(" "), lawyer.domains.join("、")].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
