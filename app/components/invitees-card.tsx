// The invitees card of a question page (SPEC §2): who has been invited to answer, and for members allowed to invite,
// the form that names them (loaded only for those members).
import { LawyerMark } from "./avatar";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/components/translation";
import type { Invitee } from "~/lib/views/question-detail";
import type { LawyerMatch } from "~/lib/views/lawyers";

const InviteForm = lazy(() => import("./invite-form"));

export function InviteesCard({
  questionId,
  invitees,
  canInvite,
  suggestedLawyers,
}: {
  questionId: number;
  invitees: Invitee[];
  canInvite: boolean;
  suggestedLawyers: LawyerMatch[];
}) {
  const { t } = useTranslation();
  if (invitees.length === 0 && !canInvite) return null;
  return (
    <section aria-labelledby="invitees-heading" className="rounded border border-line bg-surface p-3 text-sm">
      <h2 id="invitees-heading" className="mb-2 font-semibold">
        {t("invite.title")}
      </h2>
      {invitees.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="invitees">
          {invitees.map((member) => (
            <li key={member.id} className="rounded bg-tag px-2 py-0.5">
              {member.displayName}
              <LawyerMark lawyer={member.lawyer} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t("invite.none")}</p>
      )}
      {canInvite ? (
        <Suspense fallback={null}>
          <InviteForm
            questionId={questionId}
            usernames={invitees.map((member) => member.username)}
            lawyers={suggestedLawyers}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
