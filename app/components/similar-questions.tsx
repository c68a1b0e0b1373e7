import { Link } from "~/components/navigation";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/translation";
import { useSite } from "./use-site";
import { SIMILAR_TITLE_MIN } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { parsePostId } from "~/lib/permalink";

type Similar = { id: string; title: string; url_title: string; answer_count: number; accepted: boolean };

const DEBOUNCE_MS = 400;

/** While a title is typed (10+ characters, 400 ms after typing stops), questions that may already answer it. */
export function SimilarQuestions({ title }: { title: string }) {
  const { t } = useTranslation();
  const { permalink } = useSite();
  const [list, setList] = useState<Similar[]>([]);
  useEffect(() => {
    const trimmed = title.trim();
    if ([...trimmed].length < SIMILAR_TITLE_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(paths.api("question/similar", { title: trimmed }), { signal: controller.signal })
        .then((response) => response.json() as Promise<{ code: number; data: Similar[] }>)
        .then((body) => setList(body.code === 200 ? body.data.slice(0, 5) : []))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [title]);
  // a title cut back below 10 characters clears the list (SPEC §5)
  if (list.length === 0 || [...title.trim()].length < SIMILAR_TITLE_MIN) return null;
  return (
    <section
      aria-label={t("question.ask.similar")}
      className="-mt-2 mb-4 rounded border border-line bg-page p-3 text-sm"
    >
      <h2 className="mb-1 font-medium">{t("question.ask.similar")}</h2>
      <ul className="space-y-1">
        {list.map((question) => (
          <li key={question.id}>
            <Link
              // the API's typed id is 17 digits, past what a JavaScript number holds exactly
              to={paths.question(
                { id: parsePostId("question", question.id) ?? 0, urlTitle: question.url_title },
                permalink,
              )}
              target="_blank"
              rel="noreferrer"
            >
              {question.title}
            </Link>{" "}
            <span className="text-xs text-muted">{t("question.answers_count", { count: question.answer_count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
