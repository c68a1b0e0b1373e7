// Reactions (SPEC §3, §4, §7 meta/reaction; SECURITY.md §2): heart, smile and frown on posts, with counts, the
// member's own state and the names behind each; repeats and simultaneous requests are one reaction; the page's
// buttons as plain forms; a cached page shows a new reaction at once.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  cookieFor,
  createUser,
  getPage,
  postForm,
  withoutScripts,
  questionPage,
  newQuestion,
  rowId,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;
type Summary = { reaction_summary: { emoji: string; count: number; tooltip: string; is_active: boolean }[] };

function react(
  member: Member | undefined,
  objectId: string,
  emoji: string,
  reaction: "activate" | "deactivate",
  objectType?: "question" | "answer",
) {
  return api<Summary>("meta/reaction", {
    method: "PUT",
    token: member?.token,
    body: { object_id: objectId, object_type: objectType, emoji, reaction },
  });
}

const rows = async (objectType: string, id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM reactions WHERE object_type = ? AND object_id = ?")
    .bind(objectType, rowId(id))
    .first<{ n: number }>())!.n;

describe("reactions", () => {
  it("a member adds a heart and takes it back; adding it twice is one reaction", async () => {
    const { id } = await newQuestion();
    const member = await createUser({ name: "王律师" });
    const added = await react(member, id, "heart", "activate");
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      reaction_summary: [{ emoji: "heart", count: 1, tooltip: "王律师", is_active: true }],
    });
    expect((await react(member, id, "heart", "activate")).body.data.reaction_summary[0]!.count).toBe(1);
    expect(await rows("question", id)).toBe(1);
    expect((await react(member, id, "heart", "deactivate")).body.data).toEqual({ reaction_summary: [] });
    expect(await rows("question", id)).toBe(0);
  });

  it("counts each emoji apart, names who reacted, and tells each reader whether they did", async () => {
    const { id } = await newQuestion();
    const [a, b] = [await createUser({ name: "甲" }), await createUser({ name: "乙" })];
    await react(a, id, "heart", "activate");
    await react(b, id, "heart", "activate");
    await react(b, id, "frown", "activate");
    const seenByA = await api<Summary>(`meta/reaction?object_id=${id}`, { token: a.token });
    expect(seenByA.body.data.reaction_summary).toEqual([
      { emoji: "heart", count: 2, tooltip: "甲、乙", is_active: true },
      { emoji: "frown", count: 1, tooltip: "乙", is_active: false },
    ]);
    const seenByGuest = await api<Summary>(`meta/reaction?object_id=${id}`);
    expect(seenByGuest.body.data.reaction_summary.map((reaction) => reaction.is_active)).toEqual([false, false]);
    const english = await api<Summary>(`meta/reaction?object_id=${id}`, { lang: "en-US" });
    expect(english.body.data.reaction_summary[0]!.tooltip).toBe("甲, 乙");
  });

  it("the tooltip names five and then says how many reacted in all", async () => {
    const { id } = await newQuestion();
    const names = ["一", "二", "三", "四", "五", "六", "七"];
    for (const name of names) await react(await createUser({ name }), id, "smile", "activate");
    const summary = await api<Summary>(`meta/reaction?object_id=${id}`);
    expect(summary.body.data.reaction_summary).toEqual([
      { emoji: "smile", count: 7, tooltip: "一、二、三、四、五 等 7 人", is_active: false },
    ]);
  });

  it("answers take reactions too", async () => {
    const { id } = await newQuestion();
    const answerId = (await answerQuestion((await createUser()).token, id)).body.data.id;
    const result = await react(await createUser(), answerId, "smile", "activate", "answer");
    expect(result.body.data.reaction_summary).toMatchObject([{ emoji: "smile", count: 1 }]);
    expect(await rows("answer", answerId)).toBe(1);
  });

  it("guests log in to react; unknown emoji, unknown and deleted posts are refused", async () => {
    const { asker, id } = await newQuestion();
    expect((await react(undefined, id, "heart", "activate")).status).toBe(401);
    const suspended = await react(await createUser({ status: 9 }), id, "heart", "activate");
    expect([suspended.status, suspended.body.data]).toEqual([403, { type: "suspended" }]);
    const badEmoji = await react(asker, id, "thumbsup", "activate");
    expect(badEmoji.status).toBe(400);
    expect(badEmoji.body.data).toEqual([{ error_field: "emoji", error_msg: "内容是无效的" }]);
    expect((await react(asker, formatObjectId("question", 999999999), "heart", "activate")).status).toBe(404);
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id } })).status).toBe(200);
    expect((await react(await createUser(), id, "heart", "activate")).status).toBe(404);
    expect(await rows("question", id)).toBe(0);
  });

  it("20 identical reactions at once are one", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        postForm(questionPage(id), { intent: `${id}:react:heart:on` }, { cookie: cookieFor(member.token) }),
      ),
    );
    expect(await rows("question", id)).toBe(1);
  });
});

describe("the reaction buttons of the question page", () => {
  it("offer the emoji through one panel, work as plain forms, and a cached page shows the new count at once", async () => {
    const { id } = await newQuestion();
    const member = await createUser({ name: "赵律师" });
    // a visitor's view is cached before the reaction: no emoji yet, one link that opens the panel of the three
    const before = withoutScripts(await (await getPage(questionPage(id))).text());
    expect(before).not.toContain("添加表情回应：爱心");
    const panel = `react-question-${rowId(id)}`;
    expect(before).toContain(`href="${questionPage(id)}?open=${panel}#${panel}"`);
    const opened = withoutScripts(
      await (await getPage(`${questionPage(id)}?open=${panel}`, { cookie: cookieFor(member.token) })).text(),
    );
    expect(opened).toMatch(new RegExp(`<details id="${panel}" open=""`));
    for (const name of ["爱心", "微笑", "皱眉"]) {
      expect(opened).toMatch(new RegExp(`aria-pressed="false" aria-label="添加表情回应：${name}" title="${name}"`));
    }
    const posted = await postForm(
      questionPage(id),
      { intent: `${id}:react:heart:on` },
      { cookie: cookieFor(member.token) },
    );
    expect([posted.status, posted.headers.get("Location")]).toEqual([302, questionPage(id)]);
    // the heart is a toggle of its own now, pressed for the member; the panel offers the other two
    const own = withoutScripts(await (await getPage(questionPage(id), { cookie: cookieFor(member.token) })).text());
    expect(own).toMatch(/aria-pressed="true" aria-label="取消表情回应：爱心" title="赵律师"/);
    const ownOpened = withoutScripts(
      await (await getPage(`${questionPage(id)}?open=${panel}`, { cookie: cookieFor(member.token) })).text(),
    );
    expect(ownOpened.match(/aria-label="添加表情回应：[^"]*"/g)).toEqual([
      'aria-label="添加表情回应：微笑"',
      'aria-label="添加表情回应：皱眉"',
    ]);
    const visitor = withoutScripts(await (await getPage(questionPage(id))).text());
    expect(visitor).toMatch(
      /aria-pressed="false" aria-label="添加表情回应：爱心" title="赵律师"[^>]*>❤️<span[^>]*>1<\/span>/,
    );
  });

  it("show no panel once every emoji has a reaction", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    for (const emoji of ["heart", "smile", "frown"] as const) await react(member, id, emoji, "activate");
    const page = withoutScripts(await (await getPage(questionPage(id), { cookie: cookieFor(member.token) })).text());
    expect(page.match(/aria-label="取消表情回应：[^"]*"/g)).toHaveLength(3);
    expect(page).not.toContain(`open=react-question-${rowId(id)}`);
  });
});
