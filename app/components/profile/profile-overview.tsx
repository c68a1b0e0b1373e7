// A profile's overview tab: the member's bio, their top answers and questions, and their latest badges.
import { useTranslation } from "~/components/translation";
import { BadgeCard } from "~/components/badge-card";
import { AnswerRow, ListRows, QuestionRow } from "./profile-lists";
import type { Badge } from "~/lib/views/badges";
import type { ProfileMember, TopPosts } from "~/lib/views/profiles";

type Times = { now: number; timeZone: string };

export function ProfileOverview({
  member,
  top,
  recentBadges,
  times,
}: {
  member: ProfileMember;
  top: TopPosts;
  recentBadges: Badge[];
  times: Times;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section>
        <h2 className="mb-2 font-medium">{t("profile.about_me")}</h2>
        {member.bioHtml ? (
          // rendered and sanitized when the member saved it
          <div className="post-body" data-testid="profile-bio" dangerouslySetInnerHTML={{ __html: member.bioHtml }} />
        ) : (
          <p className="font-mono text-sm text-muted">{t("profile.about_me_empty")}</p>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section>
          <h2 className="mb-2 font-medium">{t("profile.top_answers")}</h2>
          <ListRows empty={t("profile.content_empty")}>
            {top.answers.map((answer) => (
              <AnswerRow key={answer.id} answer={answer} times={times} />
            ))}
          </ListRows>
        </section>
        <section>
          <h2 className="mb-2 font-medium">{t("profile.top_questions")}</h2>
          <ListRows empty={t("profile.content_empty")}>
            {top.questions.map((question) => (
              <QuestionRow key={question.id} question={question} times={times} />
            ))}
          </ListRows>
        </section>
      </div>
      <section>
        <h2 className="mb-2 font-medium">{t("profile.recent_badges")}</h2>
        {recentBadges.length === 0 ? (
          <p className="py-4 text-center text-muted">{t("profile.content_empty")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {recentBadges.map((badge) => (
              <li key={badge.id}>
                <BadgeCard badge={badge} earnedBy="member" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
