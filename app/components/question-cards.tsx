import { Link } from "~/components/navigation";
import type { ReactNode } from "react";
import { useSite } from "./use-site";
import { paths } from "~/lib/paths";

type CardQuestion = { id: number; title: string; answerCount: number; acceptedAnswerId?: number };

/** A side card listing questions (hot, linked, related, similar), with an optional "more" link. */
export function QuestionCard({
  title,
  questions,
  more,
}: {
  title: string;
  questions: CardQuestion[];
  more?: ReactNode;
}) {
  const { permalink } = useSite();
  if (questions.length === 0) return null;
  return (
    <section className="rounded border border-line bg-surface p-4">
      <h2 className="mb-2 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {questions.map((question) => (
          <li key={question.id} className="flex gap-2">
            <span
              className={`min-w-8 shrink-0 self-start rounded px-1 text-center text-xs leading-5 ${
                question.acceptedAnswerId ? "bg-primary text-primary-fg" : "border border-line text-muted"
              }`}
            >
              {question.answerCount}
            </span>
            <Link to={paths.question(question, permalink)} className="text-fg no-underline hover:text-primary">
              {question.title}
            </Link>
          </li>
        ))}
      </ul>
      {more ? <div className="mt-2 text-right text-xs">{more}</div> : null}
    </section>
  );
}
