// The search provider slot (SPEC §1 extension slots): what every caller of search goes through, so that an external
// engine (Meilisearch, Elasticsearch) can take the built-in index's place without touching them. The built-in one is
// the FTS5 index in D1 (DESIGN.md decision 9), which answers a search with its posts, authors and tags in one round.
import {
  removeDocsStatements,
  searchStatements,
  selectFamilies,
  similarTitlesStatement,
  writeDocsStatements,
  type SearchPlan,
  type SearchRow,
  type SimilarQuestion,
} from "../models/search.server";
import { runStatements, type Db } from "../db/client.server";
import { familyDocs } from "~/lib/search-docs";
import { titleTermsExpression } from "~/lib/search-text";

/** What search/desc tells clients of the provider: empty for the built-in index, as Apache Answer answers. */
export type SearchProviderInfo = { name: string; icon: string; link: string };

export interface SearchProvider {
  describe(): SearchProviderInfo;
  /** Writes the entries of questions and their answers as their texts read now (idempotent). */
  index(db: Db, questionIds: number[]): Promise<void>;
  /** Removes the entries of a question and of answers that no longer exist. */
  remove(db: Db, posts: { questionIds: number[]; answerIds: number[] }): Promise<void>;
  /** One page of a search and how many results there are. */
  search(db: Db, plan: SearchPlan): Promise<{ count: number; rows: SearchRow[] }>;
  /** Listed questions whose titles share words with `title`, the closest first. */
  similarTitles(db: Db, title: string, limit: number): Promise<SimilarQuestion[]>;
}

const builtIn: SearchProvider = {
  describe: () => ({ name: "", icon: "", link: "" }),
  async index(db, questionIds) {
    if (questionIds.length === 0) return;
    const [found, answers] = await db.batch(selectFamilies(db, questionIds));
    const docs = found.flatMap((question) =>
      familyDocs(
        question,
        answers.filter((answer) => answer.questionId === question.id),
      ),
    );
    const gone = questionIds.filter((id) => !found.some((question) => question.id === id));
    await runStatements(db, [
      ...writeDocsStatements(db, docs),
      ...removeDocsStatements(db, { questionIds: gone, answerIds: [] }),
    ]);
  },
  async remove(db, posts) {
    await runStatements(db, removeDocsStatements(db, posts));
  },
  async search(db, plan) {
    const statements = searchStatements(db, plan);
    if (!statements) return { count: 0, rows: [] };
    const [rows, [counted]] = await db.batch([statements.page, statements.count]);
    return { count: counted?.n ?? 0, rows };
  },
  async similarTitles(db, title, limit) {
    const match = titleTermsExpression(title);
    return match ? similarTitlesStatement(db, match, limit) : [];
  },
};

/** The site's search provider. */
export function searchProvider(): SearchProvider {
  return builtIn;
}
