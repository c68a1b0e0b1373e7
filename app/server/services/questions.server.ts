// Question lists. The full list with every order arrives with the questions issue (#3).
import type { AppContext } from "../context.server";
import { listNewestQuestions } from "../models/questions.server";
import { QUESTIONS_PAGE_SIZE } from "~/lib/limits";

/** A page of the newest questions; a bad page number falls back to the first page. */
export async function newestQuestions(ctx: AppContext, pageParam: string | null) {
  const parsed = Number(pageParam ?? "1");
  const page = Number.isInteger(parsed) && parsed >= 1 && parsed <= 10_000 ? parsed : 1;
  const [totals, rows] = await ctx.db.batch(listNewestQuestions(ctx.db, page, QUESTIONS_PAGE_SIZE));
  return { page, pageSize: QUESTIONS_PAGE_SIZE, count: totals[0]?.total ?? 0, list: rows };
}
