import { Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { MemberName } from "./member-name";
import { TagChips } from "./tag-chips";
import { RegionChip } from "./question-cards";
import { RelativeTimeText } from "./relative-time";
import { useSite } from "./use-site";
import { formatCount } from "~/lib/format";
import { paths } from "~/lib/paths";
import { Pin, QuestionStatus } from "~/lib/status";
import type { QuestionListItem } from "~/lib/views/questions";

export function QuestionList({ items, now, timeZone }: { items: QuestionListItem[]; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  if (items.length === 0) return <p className="py-12 text-center text-muted">{t("questions.empty")}</p>;
  return (
    <ul className="divide-y divide-line rounded border border-line bg-surface">
      {items.map((question) => (
        <li
          key={question.id}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4"
          data-testid="question-item"
        >
          {/* one set of counts: under the title on phones, a column before it from sm on */}
          <p className="order-last flex gap-3 text-xs text-muted sm:order-first sm:w-20 sm:shrink-0 sm:flex-col sm:gap-0 sm:text-right">
            <span>{`${t("questions.votes")} ${formatCount(question.voteCount)}`}</span>
            <span className={question.acceptedAnswerId ? "font-semibold text-primary" : undefined}>
              {`${t("questions.answers")} ${formatCount(question.answerCount)}`}
            </span>
            <span>{`${t("questions.views")} ${formatCount(question.viewCount)}`}</span>
          </p>
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-medium">
              {question.pin === Pin.pinned ? (
                <span className="mr-2 rounded bg-primary px-1 text-xs text-primary-fg">{t("questions.pinned")}</span>
              ) : null}
              <Link to={paths.question(question, permalink)} className="text-fg no-underline hover:text-primary">
                {question.title}
              </Link>
              {question.status === QuestionStatus.closed ? (
                <span className="ml-1 text-muted">{t("questions.closed_suffix")}</span>
              ) : null}
            </h2>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-1">
                <TagChips tags={question.tags} />
                <RegionChip names={question.region} code={question.regionCode} />
              </div>
              <p className="text-xs text-muted">
                {question.operation.member ? (
                  <>
                    <MemberName member={question.operation.member} className="text-muted" />{" "}
                  </>
                ) : null}
                {`${t(`questions.${question.operation.type}`)} `}
                <RelativeTimeText seconds={question.operation.at} now={now} timeZone={timeZone} />
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
