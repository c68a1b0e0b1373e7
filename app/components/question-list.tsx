import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatCount } from "~/lib/format";
import { paths } from "~/lib/paths";
import { Pin, QuestionStatus } from "~/lib/status";
import { RelativeTimeText } from "./relative-time";

export type QuestionListItem = {
  id: number;
  title: string;
  status: number;
  pin: number;
  voteCount: number;
  answerCount: number;
  viewCount: number;
  acceptedAnswerId: number;
  createdAt: number;
  authorName: string;
  authorUsername: string;
};

export function QuestionList({ items, now, timeZone }: { items: QuestionListItem[]; now: number; timeZone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="py-12 text-center text-muted">{t("common.empty")}</p>;
  return (
    <ul className="divide-y divide-line rounded border border-line bg-surface">
      {items.map((question) => (
        <li key={question.id} className="flex gap-4 px-4 py-3">
          <dl className="hidden w-20 shrink-0 text-right text-xs text-muted sm:block">
            <div>
              <dt className="inline">{t("questions.votes")} </dt>
              <dd className="inline">{formatCount(question.voteCount)}</dd>
            </div>
            <div className={question.acceptedAnswerId ? "font-semibold text-primary" : undefined}>
              <dt className="inline">{t("questions.answers")} </dt>
              <dd className="inline">{formatCount(question.answerCount)}</dd>
            </div>
            <div>
              <dt className="inline">{t("questions.views")} </dt>
              <dd className="inline">{formatCount(question.viewCount)}</dd>
            </div>
          </dl>
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-medium">
              {question.pin === Pin.pinned ? (
                <span className="mr-2 rounded bg-primary px-1 text-xs text-primary-fg">{t("questions.pinned")}</span>
              ) : null}
              <Link to={paths.question(question.id)} className="text-fg no-underline hover:text-primary">
                {question.title}
              </Link>
              {question.status === QuestionStatus.closed ? (
                <span className="ml-1 text-muted">{t("questions.closed_suffix")}</span>
              ) : null}
            </h2>
            <p className="mt-1 text-xs text-muted">
              <Link to={paths.user(question.authorUsername)} className="text-muted">
                {question.authorName}
              </Link>{" "}
              · {t("questions.asked")} <RelativeTimeText seconds={question.createdAt} now={now} timeZone={timeZone} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
