// URL titles for the questions written before they were stored (migrations/0018_seo.sql): the scheduled run gives a
// few at a time theirs. Until then their links simply have no title segment, which every permalink setting accepts.
import { runStatements, type Db } from "../db/client.server";
import { selectQuestionsWithoutUrlTitle } from "../models/questions.server";
import { setUrlTitleStatement } from "../models/question-writes.server";
import { urlTitleOf } from "../url-titles.server";

/** Writes the URL titles of up to `limit` questions that have none, oldest first, in one batch; answers how many. */
export async function fillUrlTitles(db: Db, limit: number): Promise<number> {
  const missing = await selectQuestionsWithoutUrlTitle(db, limit);
  await runStatements(
    db,
    missing.map((question) => setUrlTitleStatement(db, question, urlTitleOf(question.title))),
  );
  return missing.length;
}
