// Rebuilding the search index: posts written without the queue (as content from before the index) are found once an
// administrator rebuilds it from the back office, or once the first scheduled run has built it; a step delivered twice
// does its work once; members may not start one.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import {
  adminApi,
  api,
  cookieFor,
  createAdmin,
  createUser,
  deliver,
  getPage,
  insertAnsweredQuestion,
  postForm,
  rowId,
  visibleText,
} from "../helpers";

type IndexState = { running: boolean; percent: number; indexed_up_to: number; last_id: number; finished_at: number };

const indexedRows = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM search_index").first<{ n: number }>())!.n;
const found = async (q: string) =>
  (await api<{ count: number }>(`search?q=${encodeURIComponent(q)}`, { method: "GET" })).body.data.count;

describe("the search index's rebuild", () => {
  it("the first scheduled run builds the index of content written before it; later runs leave it be", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    await insertAnsweredQuestion(asker, answerer);
    expect(await indexedRows()).toBe(0);
    expect(await found("劳动监察大队")).toBe(0);

    const run = () =>
      worker.scheduled!(createScheduledController({ scheduledTime: new Date(), cron: "*/30 * * * *" }), env as never);
    await run();
    await expect.poll(() => found("劳动监察大队"), { timeout: 10_000 }).toBe(1);
    const started = await env.DB.prepare("SELECT started_at AS n FROM search_rebuilds").first<{ n: number }>();
    await run();
    expect(await env.DB.prepare("SELECT started_at AS n FROM search_rebuilds").first<{ n: number }>()).toEqual(started);
  });

  it("an administrator rebuilds it from the back office and sees it done; a member may not", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const { questionId, answerId } = await insertAnsweredQuestion(asker, answerer);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM search_index WHERE rowid IN (?, ?)")
        .bind(rowId(questionId) * 2, rowId(answerId) * 2 + 1)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 });

    const member = await createUser();
    expect((await adminApi("search/index/rebuild", { token: member.token, body: {} })).status).toBe(403);

    const admin = await createAdmin();
    const started = await adminApi<IndexState>("search/index/rebuild", { token: admin.token, body: {} });
    expect(started.status).toBe(200);
    await expect
      .poll(async () => (await adminApi<IndexState>("search/index", { method: "GET", token: admin.token })).body.data, {
        timeout: 10_000,
      })
      .toMatchObject({ running: false, percent: 100, last_id: rowId(questionId) });
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM search_index WHERE rowid IN (?, ?)")
        .bind(rowId(questionId) * 2, rowId(answerId) * 2 + 1)
        .first<{ n: number }>(),
    ).toEqual({ n: 2 });

    // the page shows the state and starts one with a plain form
    const cookie = cookieFor(admin.token);
    const page = await getPage("/answer/admin/search", { cookie });
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("已完成");
    const posted = await postForm("/answer/admin/search", { intent: "rebuild" }, { cookie });
    expect(posted.status).toBe(200);
    expect(visibleText(await posted.text())).toContain("索引重建已开始。");
    expect((await postForm("/answer/admin/search", { intent: "other" }, { cookie })).status).toBe(400);
  });

  it("a step delivered twice, or one of a rebuild begun again since, does nothing", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const { questionId } = await insertAnsweredQuestion(asker, answerer);
    const last = rowId(questionId);
    await env.DB.prepare(
      "INSERT INTO search_rebuilds (id, cursor, last_id, started_at) VALUES (1, 0, ?, 1) " +
        "ON CONFLICT (id) DO UPDATE SET cursor = 0, last_id = excluded.last_id, finished_at = NULL",
    )
      .bind(last)
      .run();
    const step = { id: crypto.randomUUID(), type: "search.rebuild" as const, cursor: 0 };
    await deliver([{ id: "step-1", body: step }]);
    const after = await env.DB.prepare("SELECT cursor, finished_at FROM search_rebuilds").first();
    expect(after).toMatchObject({ cursor: last });
    expect(after!.finished_at).not.toBeNull();
    await deliver([{ id: "step-2", body: step }]);
    expect(await env.DB.prepare("SELECT cursor, finished_at FROM search_rebuilds").first()).toEqual(after);
    // a step of another rebuild's cursor finds nothing to do
    await deliver([{ id: "step-3", body: { ...step, cursor: 12345 } }]);
    expect(await env.DB.prepare("SELECT cursor, finished_at FROM search_rebuilds").first()).toEqual(after);
  });
});
