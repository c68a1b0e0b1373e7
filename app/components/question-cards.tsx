// Questions shown beside others: the side cards listing questions, and the chip of a question's jurisdiction.
import { Link } from "~/components/navigation";
import type { ReactNode } from "react";
import { useSite } from "./use-site";
import { paths } from "~/lib/paths";

type CardQuestion = { id: number; title: string; urlTitle: string; answerCount: number; acceptedAnswerId?: number };

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

/** A question's jurisdiction beside its tags (in the list and on its page), linking to the questions of that place. */
export function RegionChip({ names, code }: { names: string[]; code: string }) {
  if (names.length === 0) return null;
  return (
    <Link
      to={paths.questions({ region: code })}
      className="rounded border border-line px-2 py-0.5 text-xs text-muted no-underline hover:text-fg"
      data-testid="question-region"
    >
      {names.join(" ")}
    </Link>
  );
}
