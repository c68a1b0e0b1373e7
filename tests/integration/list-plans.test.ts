// Every list order is one walk down an index that stops after a page: no full scan of questions, and no sort of all
// listed questions (issue #4's budget; EXPLAIN QUERY PLAN of the SQL the list really runs).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createUser, db } from "../helpers";
import { sqlOf, type BoundRead } from "~/server/db/templates.server";
import { listQuestions } from "~/server/models/question-lists.server";
import { QUESTION_ORDERS } from "~/lib/post-constants";

async function planOf(statement: BoundRead<unknown>): Promise<string[]> {
  const { sql, params } = sqlOf(statement);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Every order but hot: hot ranks the last days' questions by a score computed on them, so it sorts that window. */
const WALKED_ORDERS = QUESTION_ORDERS.filter((order) => order !== "hot");

describe("question list query plans", () => {
  it.each(WALKED_ORDERS.map((order) => [order]))("the %s order walks an index and sorts nothing", async (order) => {
    const member = await createUser();
    for (const tagId of [undefined, 1]) {
      const [total, rows] = listQuestions(db(), { order, page: 3, pageSize: 30, userId: member.user.id, tagId });
      const plan = await planOf(rows);
      const main = plan.filter((detail) => / questions\b/.test(detail) && !/question_tags|follows/.test(detail));
      expect(main.join("\n"), plan.join("\n")).toMatch(/SEARCH questions USING (COVERING )?INDEX questions_listed_/);
      expect(plan.join("\n")).not.toMatch(/SCAN questions\b/);
      expect(plan.join("\n")).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      const countPlan = await planOf(total);
      expect(countPlan.join("\n")).not.toMatch(/SCAN questions\b/);
    }
  });

  it("the hot order reads only its window of days through an index, and sorts only that window", async () => {
    const member = await createUser();
    const since = Math.floor(Date.now() / 1000) - 7 * 86400;
    for (const tagId of [undefined, 1]) {
      const [total, rows] = listQuestions(db(), {
        order: "hot",
        page: 1,
        pageSize: 30,
        userId: member.user.id,
        tagId,
        since,
      });
      const plan = (await planOf(rows)).join("\n");
      expect(plan).toMatch(
        /SEARCH questions USING (COVERING )?INDEX questions_listed_\w+ \(listed=\? AND created_at>\?\)/,
      );
      expect(plan).not.toMatch(/SCAN questions\b/);
      expect((await planOf(total)).join("\n")).not.toMatch(/SCAN questions\b/);
    }
  });
});
