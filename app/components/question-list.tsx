import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TagChips } from "./tag-chips";
import { RelativeTimeText } from "./relative-time";
import { useSite } from "./use-site";
import { formatCount } from "~/lib/format";
import { paths } from "~/lib/paths";
import { Pin, QuestionStatus } from "~/lib/status";
import type { QuestionListPage } from "~/server/services/questions.server";

export type QuestionListItem = QuestionListPage["list"][number];

export function QuestionList({ items, now, timeZone }: { items: QuestionListItem[]; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  if (items.length === 0) return <p className="py-12 text-center text-muted">{t("questions.empty")}</p>;
  return (
    <ul className="divide-y divide-line rounded border border-line bg-surface">
      {items.map((question) => (
        <li key={question.id} className="flex gap-4 px-4 py-3" data-testid="question-item">
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
              <Link to={paths.question(question, permalink)} className="text-fg no-underline hover:text-primary">
                {question.title}
              </Link>
              {question.status === QuestionStatus.closed ? (
                <span className="ml-1 text-muted">{t("questions.closed_suffix")}</span>
              ) : null}
            </h2>
            <p className="mt-1 text-xs text-muted sm:hidden">
              {t("questions.votes")} {formatCount(question.voteCount)} · {t("questions.answers")}{" "}
              {formatCount(question.answerCount)} · {t("questions.views")} {formatCount(question.viewCount)}
            </p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <TagChips tags={question.tags} />
              <p className="text-xs text-muted">
                {question.operation.username ? (
                  <>
                    <Link to={paths.user(question.operation.username)} className="text-muted">
                      {question.operation.displayName}
                    </Link>{" "}
                  </>
                ) : null}
                {t(`questions.${question.operation.type}`)}{" "}
                <RelativeTimeText seconds={question.operation.at} now={now} timeZone={timeZone} />
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
