// View counts: once per reader per question per day, counted through the queue, never a D1 write per page view.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { api, askQuestion, cookieFor, createUser, getPage, type QuestionInfo, rowId } from "../helpers";
import type { DomainEvent } from "~/server/events.server";

async function viewCount(id: string, reader: string): Promise<number> {
  // read as a member: anonymous reads come from the edge cache, where view counts may lag by design
  const info = await api<QuestionInfo & { view_count: number }>(`question/info?id=${id}`, { token: reader });
  return info.body.data.view_count;
}

describe("question view counts", () => {
  it("a reader opening a question several times in a day counts once; another reader counts again", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const reader = await createUser();
    const other = await createUser();
    const page = `/answer/menu/questions/${question.id}`;

    for (let i = 0; i < 3; i++) expect((await getPage(page, { cookie: cookieFor(reader.token) })).status).toBe(200);
    await getPage(page, { cookie: cookieFor(other.token) });

    await expect.poll(() => viewCount(question.id, asker.token), { timeout: 10_000 }).toBe(2);
    // and it stays there: the repeated views did not become late increments
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await viewCount(question.id, asker.token)).toBe(2);
  });

  it("the consumer adds up a batch's views and writes each question once", async () => {
    const asker = await createUser();
    const first = (await askQuestion(asker.token)).body.data;
    const second = (await askQuestion(asker.token)).body.data;
    const views = (questionId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${questionId}-${i}`,
        timestamp: new Date(),
        attempts: 1,
        body: { id: crypto.randomUUID(), type: "question.viewed", questionId: rowId(questionId) } as DomainEvent,
      }));
    const batch = createMessageBatch<DomainEvent>("lvwen-events", [...views(first.id, 3), ...views(second.id, 2)]);
    const ctx = createExecutionContext();
    await (worker.queue as (batch: MessageBatch<DomainEvent>, env: unknown, ctx: ExecutionContext) => Promise<void>)(
      batch,
      env,
      ctx,
    );
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(5);
    expect(await viewCount(first.id, asker.token)).toBe(3);
    expect(await viewCount(second.id, asker.token)).toBe(2);
  });
});
