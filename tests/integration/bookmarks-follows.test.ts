// Bookmarks and follows (SPEC §4, §7; SECURITY.md §2, §4): collection/switch on questions and answers, follow on
// questions and tags; each states the wanted state, so repeats change nothing; counts always equal the rows; the
// guards; the page's buttons as plain forms.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  buttonSubmission,
  cookieFor,
  createTags,
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

function bookmark(member: Member | undefined, objectId: string, on: boolean, objectType?: "question" | "answer") {
  return api<{ object_collection_count: number }>("collection/switch", {
    token: member?.token,
    body: { group_id: "0", object_id: objectId, object_type: objectType, bookmark: on },
  });
}

function follow(
  member: Member | undefined,
  objectId: string | number,
  cancel: boolean,
  objectType?: "question" | "tag",
) {
  return api<{ follows: number; is_followed: boolean }>("follow", {
    token: member?.token,
    body: { object_id: String(objectId), object_type: objectType, is_cancel: cancel },
  });
}

async function count(query: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

/** The stored count and the rows it summarises. */
async function bookmarkTally(objectType: "question" | "answer", id: string) {
  return {
    count: await count(`SELECT collection_count AS n FROM ${objectType}s WHERE id = ?`, rowId(id)),
    rows: await count(
      "SELECT COUNT(*) AS n FROM bookmarks WHERE object_type = ? AND object_id = ?",
      objectType,
      rowId(id),
    ),
  };
}

async function followTally(objectType: "question" | "tag", id: string | number) {
  return {
    count: await count(`SELECT follow_count AS n FROM ${objectType}s WHERE id = ?`, rowId(id)),
    rows: await count(
      "SELECT COUNT(*) AS n FROM follows WHERE object_type = ? AND object_id = ?",
      objectType,
      rowId(id),
    ),
  };
}

describe("bookmarks", () => {
  it("a member bookmarks a question and lets it go; asking for the same state again changes nothing", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    expect((await bookmark(member, id, true)).body.data).toEqual({ object_collection_count: 1 });
    expect((await bookmark(member, id, true)).body.data).toEqual({ object_collection_count: 1 });
    expect(await bookmarkTally("question", id)).toEqual({ count: 1, rows: 1 });
    const info = await api<{ collected: boolean; collection_count: number }>(`question/info?id=${id}`, {
      token: member.token,
    });
    expect(info.body.data).toMatchObject({ collected: true, collection_count: 1 });
    expect((await bookmark(member, id, false)).body.data).toEqual({ object_collection_count: 0 });
    expect((await bookmark(member, id, false)).body.data).toEqual({ object_collection_count: 0 });
    expect(await bookmarkTally("question", id)).toEqual({ count: 0, rows: 0 });
  });

  it("answers can be bookmarked, authors may keep their own posts, and counts add up across members", async () => {
    const { asker, id } = await newQuestion();
    const answerer = await createUser();
    const answerId = (await answerQuestion(answerer.token, id)).body.data.id;
    expect((await bookmark(answerer, answerId, true, "answer")).body.data).toEqual({ object_collection_count: 1 });
    expect((await bookmark(asker, answerId, true, "answer")).body.data).toEqual({ object_collection_count: 2 });
    expect(await bookmarkTally("answer", answerId)).toEqual({ count: 2, rows: 2 });
    const page = await api<{ list: { id: string; collected: boolean }[] }>(`answer/page?question_id=${id}`, {
      token: asker.token,
    });
    expect(page.body.data.list.find((answer) => answer.id === answerId)?.collected).toBe(true);
  });

  it("20 identical bookmark requests at once count once", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => bookmark(member, id, true)));
    for (const result of results) {
      if (result.status !== 200) expect(result.body.msg).toBe("该请求已经发送过，避免重复发送");
    }
    // the same through the page's form, which has no in-flight guard: the database alone keeps it to one
    const forms = await Promise.all(
      Array.from({ length: 20 }, () =>
        postForm(questionPage(id), { intent: `${id}:bookmark:on` }, { cookie: cookieFor(member.token) }),
      ),
    );
    expect(forms.map((response) => response.status)).toEqual(Array(20).fill(302));
    expect(await bookmarkTally("question", id)).toEqual({ count: 1, rows: 1 });
  });

  it("guests log in, inactive and suspended members are sent to their pages, deleted posts and bad input are refused", async () => {
    const { asker, id } = await newQuestion();
    expect((await bookmark(undefined, id, true)).status).toBe(401);
    const inactive = await bookmark(await createUser({ activated: false }), id, true);
    expect([inactive.status, inactive.body.data]).toEqual([403, { type: "inactive" }]);
    const suspended = await bookmark(await createUser({ status: 9 }), id, true);
    expect([suspended.status, suspended.body.data]).toEqual([403, { type: "suspended" }]);
    const wrongType = await api("collection/switch", {
      token: asker.token,
      body: { object_id: id, bookmark: "yes" },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data).toEqual([{ error_field: "bookmark", error_msg: "内容是无效的" }]);
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id } })).status).toBe(200);
    const deleted = await bookmark(await createUser(), id, true);
    expect([deleted.status, deleted.body.msg]).toEqual([404, "问题不存在"]);
    expect(await bookmarkTally("question", id)).toEqual({ count: 0, rows: 0 });
  });
});

describe("the bookmarks tab (personal/collection/page)", () => {
  type BookmarkPage = {
    count: number;
    list: {
      object_type: string;
      question_id: string;
      answer_id: string;
      title: string;
      tags: { slug_name: string }[];
    }[];
  };

  it("lists one's own bookmarks of visible posts, newest first; others' are never shown; guests log in", async () => {
    const { asker, id } = await newQuestion();
    const { asker: otherAsker, id: other } = await newQuestion();
    const answerer = await createUser();
    const answerId = (await answerQuestion(answerer.token, id)).body.data.id;
    const member = await createUser();
    expect((await bookmark(member, id, true)).status).toBe(200);
    expect((await bookmark(member, answerId, true, "answer")).status).toBe(200);
    expect((await bookmark(member, other, true)).status).toBe(200);
    expect((await bookmark(asker, other, true)).status).toBe(200);

    const mine = async () => (await api<BookmarkPage>("personal/collection/page", { token: member.token })).body.data;
    const first = await mine();
    expect(first.count).toBe(3);
    expect(first.list.map((item) => [item.object_type, item.question_id, item.answer_id])).toEqual([
      ["question", other, "0"],
      ["answer", id, answerId],
      ["question", id, "0"],
    ]);
    expect(first.list[2]!.tags.length).toBeGreaterThan(0);
    // a deleted post leaves the list
    expect((await api("question", { method: "DELETE", token: otherAsker.token, body: { id: other } })).status).toBe(
      200,
    );
    expect((await mine()).list.map((item) => item.question_id)).toEqual([id, id]);
    // the asker sees only the asker's own
    expect((await api<BookmarkPage>("personal/collection/page", { token: asker.token })).body.data.count).toBe(0);
    expect((await api("personal/collection/page")).status).toBe(401);
  });
});

describe("follows", () => {
  it("a member follows a question and stops; the count and is_followed say so", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    expect((await follow(member, id, false)).body.data).toEqual({ follows: 1, is_followed: true });
    expect((await follow(member, id, false)).body.data).toEqual({ follows: 1, is_followed: true });
    const info = await api<{ is_followed: boolean; follow_count: number }>(`question/info?id=${id}`, {
      token: member.token,
    });
    expect(info.body.data).toMatchObject({ is_followed: true, follow_count: 1 });
    expect((await follow(member, id, true)).body.data).toEqual({ follows: 0, is_followed: false });
    expect(await followTally("question", id)).toEqual({ count: 0, rows: 0 });
  });

  it("tags are followed by id; unknown and deleted tags are not found", async () => {
    await createTags("劳动仲裁");
    const tag = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?")
      .bind("劳动仲裁")
      .first<{ id: number }>();
    const tagId = formatObjectId("tag", tag!.id);
    const [a, b] = [await createUser(), await createUser()];
    await follow(a, tagId, false, "tag");
    expect((await follow(b, tagId, false, "tag")).body.data).toMatchObject({ is_followed: true });
    expect(await followTally("tag", tag!.id)).toMatchObject({ rows: 2 });
    expect((await followTally("tag", tag!.id)).count).toBe((await followTally("tag", tag!.id)).rows);
    const unknown = await follow(a, formatObjectId("tag", 999_999_999), false, "tag");
    expect([unknown.status, unknown.body.msg]).toEqual([404, "标签不存在"]);
    await env.DB.prepare(
      "INSERT INTO tags (slug_name, display_name, status) VALUES ('已删除的标签', '已删除的标签', 10)",
    ).run();
    const deleted = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = '已删除的标签'").first<{
      id: number;
    }>();
    expect((await follow(a, formatObjectId("tag", deleted!.id), false, "tag")).status).toBe(404);
  });

  it("20 identical follow requests at once count once", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        postForm(questionPage(id), { intent: `${id}:follow:on` }, { cookie: cookieFor(member.token) }),
      ),
    );
    expect(await followTally("question", id)).toEqual({ count: 1, rows: 1 });
  });
});

describe("the bookmark and follow buttons of the question page", () => {
  it("work as plain forms and show the member's state", async () => {
    const { id } = await newQuestion();
    const member = await createUser();
    const cookie = cookieFor(member.token);
    const page = async () => withoutScripts(await (await getPage(questionPage(id), { cookie })).text());
    const marked = await postForm(questionPage(id), await buttonSubmission(await page(), "收藏"), { cookie });
    expect([marked.status, marked.headers.get("Location")]).toEqual([302, questionPage(id)]);
    const followed = await postForm(questionPage(id), await buttonSubmission(await page(), "关注"), { cookie });
    expect(followed.status).toBe(302);
    const html = withoutScripts(await (await getPage(questionPage(id), { cookie })).text());
    expect(html).toMatch(/aria-pressed="true"[^>]*>已收藏 1</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>已关注 1</);
    // a visitor sees the counts, nothing pressed
    const visitor = withoutScripts(await (await getPage(questionPage(id))).text());
    expect(visitor).toMatch(/aria-pressed="false"[^>]*>收藏 1</);
  });
});
