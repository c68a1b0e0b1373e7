// Indexing pings (issue: search engines): with the indexing settings on, a new or changed public question is sent to
// IndexNow and to Baidu through the queue, once per change, and a refused ping is retried and shown in the back office.
// The endpoints are real servers on loopback (tests/setup/global-ping-server.ts).
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  BASE,
  ask,
  createAdmin,
  createUser,
  deliver,
  editQuestion,
  operate,
  pageHtml,
  rowId,
  settingsApi,
  visibleText,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import type { PingRequest } from "../setup/global-ping-server";

const PINGS = inject("pingServerBase");
const SITE = "https://lvwen.example";
const KEY = "0a1b2c3d4e5f6a7b";
const INDEXING = {
  indexnow_enabled: true,
  indexnow_key: KEY,
  indexnow_endpoint: `${PINGS}/indexnow`,
  baidu_enabled: true,
  baidu_token: "Tok3n",
  baidu_endpoint: `${PINGS}/baidu`,
};

let admin: Member;
const { putGroup } = settingsApi(() => admin.token);
beforeAll(async () => {
  admin = await createAdmin();
  expect(
    (
      await putGroup("siteinfo/general", {
        ...DEFAULT_SETTINGS.general,
        site_url: SITE,
        contact_email: "admin@example.com",
      })
    ).status,
  ).toBe(200);
});

const received = async () => (await (await fetch(`${PINGS}/received`)).json()) as PingRequest[];
const refuseNext = async (count: number) => {
  await fetch(`${PINGS}/fail`, { method: "PUT", body: String(count) });
};
const pageOf = (id: string) => `${SITE}/answer/menu/questions/D${rowId(id).toString(36)}`;
/** The pings sent for a question's address: what IndexNow and Baidu were sent naming it. */
async function pingsFor(id: string): Promise<PingRequest[]> {
  const named = (ping: PingRequest) =>
    ping.path === "/indexnow" ? (JSON.parse(ping.body) as { urlList: string[] }).urlList[0] : ping.body.trim();
  return (await received()).filter((ping) => named(ping) === pageOf(id));
}
const rowsFor = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT engine, state, attempts, last_error FROM index_pings WHERE url = ? ORDER BY engine, id",
    )
      .bind(pageOf(id))
      .all<{ engine: string; state: number; attempts: number; last_error: string }>()
  ).results;

describe("indexing pings", () => {
  it("are off by default: nothing is sent and the key file is not served", async () => {
    const id = await ask((await createUser()).token);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pingsFor(id)).toEqual([]);
    expect(await rowsFor(id)).toEqual([]);
    expect((await SELF.fetch(`${BASE}/${KEY}.txt`)).status).toBe(404);
  });

  it("tell IndexNow and Baidu of a new question once, in their own formats; the key file proves the site", async () => {
    expect((await putGroup("siteinfo/indexing", INDEXING)).status).toBe(200);
    const keyFile = await SELF.fetch(`${BASE}/${KEY}.txt`);
    expect(keyFile.status).toBe(200);
    expect(await keyFile.text()).toBe(KEY);

    const id = await ask((await createUser()).token);
    await expect.poll(async () => (await pingsFor(id)).length, { timeout: 10_000, interval: 100 }).toBe(2);
    const pings = await pingsFor(id);
    const indexNow = pings.find((ping) => ping.path === "/indexnow")!;
    expect(indexNow.contentType).toBe("application/json; charset=utf-8");
    expect(JSON.parse(indexNow.body)).toEqual({
      host: "lvwen.example",
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: [pageOf(id)],
    });
    const baidu = pings.find((ping) => ping.path === "/baidu")!;
    expect(baidu.query).toBe(`?site=${encodeURIComponent(SITE)}&token=Tok3n`);
    expect(baidu.contentType).toBe("text/plain");
    expect(baidu.body).toBe(`${pageOf(id)}\n`);
    await expect
      .poll(() => rowsFor(id), { timeout: 10_000, interval: 100 })
      .toEqual([
        { engine: "baidu", state: 2, attempts: 1, last_error: "" },
        { engine: "indexnow", state: 2, attempts: 1, last_error: "" },
      ]);

    // the same change delivered again sends nothing more
    const event = {
      id: `redelivered-${id}`,
      type: "question.created" as const,
      questionId: rowId(id),
      userId: 1,
      tagIds: [],
      at: 0,
    };
    await deliver([{ id: "first", body: event }]);
    await expect.poll(async () => (await pingsFor(id)).length, { timeout: 10_000, interval: 100 }).toBe(4);
    await deliver([{ id: "again", body: event }]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pingsFor(id)).toHaveLength(4);
  });

  it("tell them of an edit, never of an unlisted question", async () => {
    expect((await putGroup("siteinfo/indexing", INDEXING)).status).toBe(200);
    const member = await createUser();
    const id = await ask(member.token);
    await expect.poll(async () => (await pingsFor(id)).length, { timeout: 10_000, interval: 100 }).toBe(2);
    const edited = await editQuestion(member.token, {
      id,
      title: "劳动合同到期不续签有没有经济补偿",
      content: "合同到期公司不续签，是否应当支付经济补偿金？工作已满三年。",
      tags: [{ slug_name: "民法" }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expect.poll(async () => (await pingsFor(id)).length, { timeout: 10_000, interval: 100 }).toBe(4);

    const hidden = await ask(member.token);
    await expect.poll(async () => (await pingsFor(hidden)).length, { timeout: 10_000, interval: 100 }).toBe(2);
    expect((await operate(admin.token, hidden, "hide")).status).toBe(200);
    const again = await editQuestion(member.token, {
      id: hidden,
      title: "已隐藏的问题被编辑后不应推送给搜索引擎",
      content: "隐藏的问题不在列表中，也不应推送给搜索引擎，哪怕它被编辑。",
      tags: [{ slug_name: "民法" }],
    });
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pingsFor(hidden)).toHaveLength(2);
  });

  it("are retried when refused, each attempt recorded and shown in the back office", async () => {
    expect((await putGroup("siteinfo/indexing", INDEXING)).status).toBe(200);
    await refuseNext(2);
    const id = await ask((await createUser()).token);
    await expect
      .poll(() => rowsFor(id), { timeout: 10_000, interval: 100 })
      .toEqual([
        { engine: "baidu", state: 3, attempts: 1, last_error: "Baidu 400 over quota" },
        { engine: "indexnow", state: 3, attempts: 1, last_error: "IndexNow 500" },
      ]);
    const office = visibleText(await pageHtml("/answer/admin/index-pings", admin.token));
    expect(office).toContain("搜索引擎推送记录");
    expect(office).toContain("IndexNow 500");
    expect(office).toContain("失败");
    // the queue tries again after its backoff, and the endpoints take them this time
    await expect
      .poll(() => rowsFor(id), { timeout: 15_000, interval: 200 })
      .toEqual([
        { engine: "baidu", state: 2, attempts: 2, last_error: "" },
        { engine: "indexnow", state: 2, attempts: 2, last_error: "" },
      ]);
    expect((await pingsFor(id)).map((ping) => ping.refused).sort()).toEqual([false, false, true, true]);
    expect(visibleText(await pageHtml("/answer/admin/index-pings", admin.token))).toContain("已推送");
    // a member is not shown the list
    expect(
      (
        await SELF.fetch(`${BASE}/answer/admin/index-pings`, {
          headers: { Cookie: `lw_session=${(await createUser()).token}` },
        })
      ).status,
    ).toBe(403);
  });

  it("settings are checked: a bad key or endpoint is refused and nothing changes", async () => {
    const { expectFieldError } = settingsApi(() => admin.token);
    await expectFieldError("siteinfo/indexing", { ...INDEXING, indexnow_key: "short" }, "indexnow_key", "内容是无效的");
    await expectFieldError(
      "siteinfo/indexing",
      { ...INDEXING, baidu_endpoint: "ftp://x" },
      "baidu_endpoint",
      "内容是无效的",
    );
  });
});
