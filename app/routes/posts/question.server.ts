// What the question page shows, shaped for it from the question's detail: the rendered bodies without their markdown
// sources, the reactions as the page draws them, the notice an operation left and the member's place in the forms.
import { expandedPost } from "~/lib/comments";
import { QUESTION_NOTICES, noticeFrom } from "~/lib/notices";
import { parsePostId, withTitle } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { bodyForPage, postBodyId } from "~/lib/post-bodies";
import type { AppContext } from "~/server/context.server";
import { guardPage } from "~/server/remix.server";
import { questionDetail } from "~/server/services/question-detail.server";
import { answerOrderFrom } from "~/server/services/questions.server";
import { toReactionSummary } from "~/server/presenters/reactions.server";
import { uploadRulesFor } from "~/server/services/uploads.server";
import { recordView } from "~/server/services/views.server";
import { addStructuredData, questionHead } from "~/server/page-head.server";
import type { JsonLd } from "~/lib/seo";

/** The question and answer ids a URL names; the second segment is an answer id only when permalinks carry no title. */
export function idsFrom(params: Record<string, string | undefined>, permalink: number) {
  const questionId = parsePostId("question", params.qid);
  const answerSegment = params.aid ?? (!withTitle(permalink) ? params.slug : undefined);
  const answerId = answerSegment === undefined ? undefined : parsePostId("answer", answerSegment);
  if (questionId === null || answerId === null) throw new Response(null, { status: 404 });
  return { questionId, answerId };
}

export async function questionPageData(
  app: AppContext,
  request: Request,
  params: Record<string, string | undefined>,
  postBodies: Map<string, string> | null,
  structuredData: JsonLd[] | null,
) {
  const permalink = app.settings.seo.permalink;
  const { questionId, answerId } = idsFrom(params, permalink);
  const url = new URL(request.url);
  const order = answerOrderFrom(url.searchParams.get("order"));
  const expand = expandedPost(url.searchParams.get("comments"), url.searchParams.get("shown"));
  const detail = await guardPage(request, () => questionDetail(app, questionId, { order, answerId, expand }));
  app.waitUntil(recordView(app, detail.question.id, request.headers.get("User-Agent") ?? ""));
  const canonical = new URL(paths.question(detail.question, permalink, { answerId }), app.siteUrl).toString();
  // the page shows the rendered HTML: the markdown sources would double what every page carries to the browser, and
  // a page loaded whole carries that HTML in its markup only (app/lib/post-bodies.ts)
  const { originalText: _source, ...question } = detail.question;
  const reactions = (summaries: typeof detail.reactions) => toReactionSummary(app, summaries).reaction_summary;
  const body = (kind: "question" | "answer", id: number, html: string) =>
    bodyForPage(postBodies, postBodyId(kind, id), html);
  // notices are server-only texts (the titles file of locales): the loader hands over the sentence
  const notice = noticeFrom(QUESTION_NOTICES, url.searchParams.get("notice"));
  return {
    detail: {
      ...detail,
      question: { ...question, parsedText: body("question", question.id, question.parsedText) },
      reactions: reactions(detail.reactions),
      answers: detail.answers.map(({ originalText: _source, ...answer }) => ({
        ...answer,
        parsedText: body("answer", answer.id, answer.parsedText),
        reactions: reactions(answer.reactions),
      })),
    },
    answerId: answerId ?? null,
    canonical,
    head: addStructuredData(structuredData, questionHead(app, detail, canonical)),
    restricted: app.settings.write.restrict_answer,
    uploadRules: uploadRulesFor(app),
    loggedIn: app.user !== null,
    rank: app.user?.rank ?? 0,
    currentPath: paths.here(url),
    notice: notice ? app.t(`notice.${notice}`) : null,
    replyTo: Number(url.searchParams.get("reply")) || null,
    editingComment: Number(url.searchParams.get("edit_comment")) || null,
    now: app.now(),
    timeZone: app.settings.interface.time_zone,
  };
}
