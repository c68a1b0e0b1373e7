// What an isolate remembers of the request context (settings, the member behind a session, content versions) is a
// guess that each request checks in the same round trip as its page's reads (workers/remembered-reads.ts). These tests
// change D1 behind the Worker's back, as another isolate's write would, and expect the next page to show the change.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseServerTiming } from "../../workers/server-timing";
import { askQuestion, cookieFor, createUser, getPage, visibleText, questionPage, rowId } from "../helpers";
import { sha256Hex } from "~/server/crypto.server";

async function read(path: string, cookie?: string) {
  const response = await getPage(path, { cookie });
  expect(response.status, path).toBe(200);
  const timing = parseServerTiming(response.headers.get("Server-Timing"));
  return { html: await response.text(), rounds: timing!.rounds, edge: timing!.edge };
}

/** A write by another isolate: straight to D1, so this isolate's memory knows nothing of it. */
const writeElsewhere = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

/** Anonymous reads take what the isolate read within the last second as it is (workers/remembered-reads.ts). */
const pastTheTrustedSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe("the remembered request context", () => {
  it("a member's page makes one round trip once the isolate knows their session", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const cookie = cookieFor(asker.token);
    await read(questionPage(question.id), cookie);
    const again = await read(questionPage(question.id), cookie);
    expect(again.rounds).toBe(1);
    expect(again.html).toContain(`/answer/menu/posts/${rowId(question.id)}/edit`);
  });

  it("a session ended elsewhere is seen on the next page: the reader is a visitor", async () => {
    const member = await createUser({ name: "会话将被结束" });
    const cookie = cookieFor(member.token);
    expect(visibleText((await read("/answer/menu/questions", cookie)).html)).toContain("会话将被结束");

    await writeElsewhere("DELETE FROM sessions WHERE token_hash = ?", await sha256Hex(member.token));
    const after = await read("/answer/menu/questions", cookie);
    expect(visibleText(after.html)).not.toContain("会话将被结束");
    expect(after.html).toContain("/answer/menu/users/login");
  });

  it("a member changed elsewhere (a new name) is seen on the next page", async () => {
    const member = await createUser({ name: "旧的名字" });
    const cookie = cookieFor(member.token);
    await read("/answer/menu/questions", cookie);

    await writeElsewhere("UPDATE users SET display_name = ? WHERE id = ?", "新的名字", member.user.id);
    const renamed = visibleText((await read("/answer/menu/questions", cookie)).html);
    expect(renamed).toContain("新的名字");
    expect(renamed).not.toContain("旧的名字");
  });

  it("a setting changed elsewhere applies to a member's next page at once, and to visitors within a second", async () => {
    const member = await createUser();
    const cookie = cookieFor(member.token);
    expect((await read("/answer/menu/questions", cookie)).html).toContain('<html lang="zh-CN"');
    await read("/answer/menu/questions");

    await writeElsewhere(
      `INSERT INTO site_settings (name, value) VALUES ('interface', '{"language":"en-US"}')
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    );
    expect((await read("/answer/menu/questions", cookie)).html).toContain('<html lang="en-US"');
    await pastTheTrustedSecond();
    expect((await read("/answer/menu/questions")).html).toContain('<html lang="en-US"');
  });

  it("a cached page whose question changed elsewhere is not served again", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    await read(questionPage(question.id));
    expect((await read(questionPage(question.id))).edge).toBe("hit");

    await writeElsewhere(
      "UPDATE questions SET title = ? WHERE id = ?",
      "劳动合同到期不续签有没有补偿",
      rowId(question.id),
    );
    await pastTheTrustedSecond();
    const after = await read(questionPage(question.id));
    expect(after.edge).toBe("miss");
    expect(visibleText(after.html)).toContain("劳动合同到期不续签有没有补偿");
  });
});
