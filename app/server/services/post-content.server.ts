// What every post body goes through on write: rendered once to sanitized HTML (DESIGN.md decision 5), and the
// questions of this site it refers to found, so they become linked-question records.
import type { AppContext } from "../context.server";
import { renderMarkdown } from "../markdown.server";
import { selectExistingQuestionIds } from "../models/questions.server";
import { requireActiveUser } from "./guards.server";
import { parsePostId } from "~/lib/permalink";

const QUESTION_URL = /(https?:\/\/[^\s/)>\]]+)?\/answer\/menu\/questions\/(D?[0-9a-z]{1,17})(?![0-9a-z])/gi;

/** Ids of this site's questions that a text refers to by URL (absolute on this site's host, or relative). */
export function referencedQuestionIds(markdown: string, siteUrl: string): number[] {
  const siteHost = new URL(siteUrl).host;
  const ids = new Set<number>();
  for (const match of markdown.matchAll(QUESTION_URL)) {
    const origin = match[1];
    if (origin) {
      try {
        if (new URL(origin).host !== siteHost) continue;
      } catch {
        continue;
      }
    }
    const id = parsePostId("question", match[2]);
    if (id !== null) ids.add(id);
  }
  return [...ids].slice(0, 50);
}

/** Renders a body and finds the existing questions it links to. */
export async function preparePostContent(ctx: AppContext, markdown: string) {
  const candidates = referencedQuestionIds(markdown, ctx.siteUrl);
  const [parsedText, existing] = await Promise.all([
    renderMarkdown(markdown),
    candidates.length ? selectExistingQuestionIds(ctx.db, candidates) : Promise.resolve([]),
  ]);
  return { parsedText, linkedQuestionIds: existing.map((row) => row.id) };
}

/** The editor's preview of a body (POST post/render): rendered as it would be stored, for active members only. */
export async function renderPreview(ctx: AppContext, markdown: string): Promise<string> {
  requireActiveUser(ctx);
  return renderMarkdown(markdown);
}
