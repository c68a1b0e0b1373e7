// Typed public ids (SPEC §7's object_id-only calls; Apache Answer's id layout): a question, an answer and a comment
// that share one database number are each named by their own typed id, and a call acts on exactly the object named.
// Storage is shared by the tests of this file; its first question, answer and comment are made first, so they share
// the number 1.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApi, answer, api, ask, createAdmin, createUser, rowId } from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;

let asker: Member;
let answerer: Member;
let voter: Member;
let number: number;

const typed = {
  question: () => formatObjectId("question", number),
  answer: () => formatObjectId("answer", number),
  comment: () => formatObjectId("comment", number),
};

async function votesOn(table: "questions" | "answers" | "comments"): Promise<number> {
  const row = await env.DB.prepare(`SELECT vote_count AS n FROM ${table} WHERE id = ?`)
    .bind(number)
    .first<{ n: number }>();
  return row!.n;
}

async function rankOf(member: Member): Promise<number> {
  const row = await env.DB.prepare("SELECT rank FROM users WHERE id = ?")
    .bind(member.user.id)
    .first<{ rank: number }>();
  return row!.rank;
}

async function rowCount(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).bind(number).first<{ n: number }>())!.n;
}

beforeAll(async () => {
  asker = await createUser({ name: "同号提问者", rank: 1000 });
  answerer = await createUser({ name: "同号回答者", rank: 1000 });
  voter = await createUser({ name: "同号投票者", rank: 1000 });
  const questionId = await ask(asker.token);
  const answerId = await answer(answerer.token, questionId);
  const commented = await api<{ comment_id: string }>("comment", {
    token: voter.token,
    body: { object_id: answerId, object_type: "answer", original_text: "请补充劳动合同的具体约定。" },
  });
  expect(commented.status).toBe(200);
  // the fixture this file is about: three objects of three types under one number
  expect([rowId(questionId), rowId(answerId), rowId(commented.body.data.comment_id)]).toEqual([1, 1, 1]);
  number = 1;
});

describe("a call given only a typed object_id acts on the object it names", () => {
  it("an upvote of the answer's typed id lands on the answer, and its reputation goes to the answerer", async () => {
    const before = { asker: await rankOf(asker), answerer: await rankOf(answerer) };
    const voted = await api<{ votes: number }>("vote/up", { token: voter.token, body: { object_id: typed.answer() } });
    expect(voted.status).toBe(200);
    expect(voted.body.data.votes).toBe(1);
    expect(await votesOn("answers")).toBe(1);
    expect(await votesOn("questions")).toBe(0);
    await expect.poll(() => rankOf(answerer), { timeout: 10_000, interval: 100 }).toBe(before.answerer + 10);
    expect(await rankOf(asker)).toBe(before.asker);
  });

  it("a member voting on their own answer by its typed id is refused, though someone else's question has its number", async () => {
    const voted = await api("vote/up", { token: answerer.token, body: { object_id: typed.answer() } });
    expect(voted.status).toBe(403);
    expect(voted.body.msg).toBe("你不能给自己的帖子投票。");
    expect(await votesOn("questions")).toBe(0);
  });

  it("a comment's typed id upvotes the comment", async () => {
    const voted = await api("vote/up", { token: asker.token, body: { object_id: typed.comment() } });
    expect(voted.status).toBe(200);
    expect(await votesOn("comments")).toBe(1);
    expect(await votesOn("questions")).toBe(0);
  });

  it("bookmarks, follows, reactions and comments go to the post the typed id names", async () => {
    const bookmarked = await api("collection/switch", {
      token: asker.token,
      body: { group_id: "0", object_id: typed.answer(), bookmark: true },
    });
    expect(bookmarked.status).toBe(200);
    expect(await rowCount("SELECT COUNT(*) AS n FROM bookmarks WHERE object_type = 'answer' AND object_id = ?")).toBe(
      1,
    );
    expect(await rowCount("SELECT COUNT(*) AS n FROM bookmarks WHERE object_type = 'question' AND object_id = ?")).toBe(
      0,
    );

    const reacted = await api("meta/reaction", {
      method: "PUT",
      token: asker.token,
      body: { object_id: typed.comment(), emoji: "heart", reaction: "activate" },
    });
    expect(reacted.status).toBe(200);
    expect(await rowCount("SELECT COUNT(*) AS n FROM reactions WHERE object_type = 'comment' AND object_id = ?")).toBe(
      1,
    );

    const commented = await api<{ object_id: string }>("comment", {
      token: asker.token,
      body: { object_id: typed.answer(), original_text: "这个回答引用的条文已经修订。" },
    });
    expect(commented.status).toBe(200);
    expect(
      await rowCount(
        "SELECT COUNT(*) AS n FROM comments WHERE object_type = 'answer' AND object_id = ? AND user_id > 0",
      ),
    ).toBe(2);

    const followed = await api("follow", { token: voter.token, body: { object_id: typed.question() } });
    expect(followed.status).toBe(200);
    expect(await rowCount("SELECT COUNT(*) AS n FROM follows WHERE object_type = 'question' AND object_id = ?")).toBe(
      1,
    );
  });

  it("an object_type that disagrees with the typed id is refused with 400, and nothing changes", async () => {
    const voted = await api("vote/up", {
      token: voter.token,
      body: { object_id: typed.answer(), object_type: "question" },
    });
    expect(voted.status).toBe(400);
    expect(await votesOn("questions")).toBe(0);
  });

  it("a typed id of a type the call does not take is refused, and nothing changes", async () => {
    const bookmarked = await api("collection/switch", {
      token: voter.token,
      body: { group_id: "0", object_id: typed.comment(), bookmark: true },
    });
    expect(bookmarked.status).toBe(400);
    expect(await rowCount("SELECT COUNT(*) AS n FROM bookmarks WHERE object_id = ? AND user_id > 0")).toBe(1);
  });
});

describe("a call that expects one type of object", () => {
  it("question/info and answer/info read their own type's typed id, and give 404 for another type's", async () => {
    const question = await api<{ id: string; title: string }>(`question/info?id=${typed.question()}`, {
      method: "GET",
      token: voter.token,
    });
    expect(question.status).toBe(200);
    expect(question.body.data.id).toBe(typed.question());

    const wrong = await api(`question/info?id=${typed.answer()}`, { method: "GET", token: voter.token });
    expect(wrong.status).toBe(404);

    const answered = await api(`answer/info?id=${typed.answer()}`, { method: "GET", token: voter.token });
    expect(answered.status).toBe(200);
    const notAnAnswer = await api(`answer/info?id=${typed.comment()}`, { method: "GET", token: voter.token });
    expect(notAnAnswer.status).toBe(404);
  });

  it("a comment edit given a typed id of another type finds no comment, and nothing changes", async () => {
    const edited = await api("comment", {
      method: "PUT",
      token: voter.token,
      body: { comment_id: typed.question(), original_text: "改成另一段文字。" },
    });
    expect(edited.status).toBe(404);
    const text = await env.DB.prepare("SELECT original_text AS t FROM comments WHERE id = ?")
      .bind(number)
      .first<{ t: string }>();
    expect(text!.t).toBe("请补充劳动合同的具体约定。");
  });
});

describe("every call that takes an id reads a typed one", () => {
  it("revisions/edit/check reads the post's type from its typed id, and refuses one it does not take", async () => {
    const own = await api<{ wait_for_review: boolean }>(`revisions/edit/check?id=${typed.answer()}`, {
      method: "GET",
      token: answerer.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.wait_for_review).toBe(false);
    const comment = await api(`revisions/edit/check?id=${typed.comment()}`, { method: "GET", token: answerer.token });
    expect(comment.status).toBe(400);
    const disagreeing = await api(`revisions/edit/check?id=${typed.answer()}&object_type=question`, {
      method: "GET",
      token: answerer.token,
    });
    expect(disagreeing.status).toBe(400);
  });

  it("deleting an answer by a question's typed id finds no answer and deletes nothing", async () => {
    const deleted = await api("answer", { method: "DELETE", token: answerer.token, body: { id: typed.question() } });
    expect(deleted.status).toBe(404);
    expect(await rowCount("SELECT COUNT(*) AS n FROM answers WHERE id = ? AND status = 1")).toBe(1);
    expect(await rowCount("SELECT COUNT(*) AS n FROM questions WHERE id = ? AND status = 1")).toBe(1);
  });

  it("a tag, a member and a badge are found by their typed ids, and not by another type's", async () => {
    const tag = await env.DB.prepare("SELECT tag_id AS id FROM question_tags WHERE question_id = ? LIMIT 1")
      .bind(number)
      .first<{ id: number }>();
    const byTag = await api<{ tag_id: string }>(`tag?id=${formatObjectId("tag", tag!.id)}`, { method: "GET" });
    expect(byTag.status).toBe(200);
    expect(byTag.body.data.tag_id).toBe(formatObjectId("tag", tag!.id));
    expect((await api(`tag?id=${formatObjectId("user", tag!.id)}`, { method: "GET" })).status).toBe(404);

    const admin = await createAdmin();
    const member = await adminApi<{ user_id: string }>(`user?user_id=${formatObjectId("user", answerer.user.id)}`, {
      method: "GET",
      token: admin.token,
    });
    expect(member.status).toBe(200);
    expect(member.body.data.user_id).toBe(formatObjectId("user", answerer.user.id));
    const notAMember = await adminApi(`user?user_id=${formatObjectId("tag", answerer.user.id)}`, {
      method: "GET",
      token: admin.token,
    });
    expect(notAMember.status).toBe(404);

    const badge = await api<{ id: string }>(`badge?id=${formatObjectId("badge", 1)}`, { method: "GET" });
    expect(badge.status).toBe(200);
    expect((await api(`badge?id=${formatObjectId("question", 1)}`, { method: "GET" })).status).toBe(404);
  });
});

describe("the calls that name a post by object_id alone (SPEC §7)", () => {
  it("read the post from the typed id: comments, timeline, revisions and reports of the answer, not the question", async () => {
    const comments = await api<{ count: number; list: { object_id: string; object_type: string }[] }>(
      `comment/page?object_id=${typed.answer()}`,
      { method: "GET" },
    );
    expect(comments.status).toBe(200);
    expect(comments.body.data.count).toBeGreaterThan(0);
    expect(new Set(comments.body.data.list.map((comment) => comment.object_id))).toEqual(new Set([typed.answer()]));

    const timeline = await api<{ object_info: { object_type: string; question_id: string; answer_id: string } }>(
      `activity/timeline?object_id=${typed.answer()}`,
      { method: "GET", token: voter.token },
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.object_info).toMatchObject({
      object_type: "answer",
      question_id: typed.question(),
      answer_id: typed.answer(),
    });

    const revisions = await api<{ content: { original_text: string } }[]>(`revisions?object_id=${typed.answer()}`, {
      method: "GET",
      token: voter.token,
    });
    expect(revisions.status).toBe(200);
    expect(revisions.body.data[0]!.content.original_text).toBe("可以先向劳动监察大队投诉。");

    const reported = await api("report", {
      token: asker.token,
      body: { source: "comment", object_id: typed.comment(), report_type: 57, content: "" },
    });
    expect(reported.status).toBe(200);
    expect(await rowCount("SELECT COUNT(*) AS n FROM reports WHERE object_type = 'comment' AND object_id = ?")).toBe(1);
    const mismatched = await api("report", {
      token: asker.token,
      body: { source: "question", object_id: typed.answer(), report_type: 57, content: "" },
    });
    expect(mismatched.status).toBe(400);
    expect(await rowCount("SELECT COUNT(*) AS n FROM reports WHERE object_type = 'question' AND object_id = ?")).toBe(
      0,
    );
  });

  it("a share of the answer's typed id is the answer's: First Share names the answer", async () => {
    const sharer = await createUser({ name: "同号分享者" });
    const shared = await api("share", { token: sharer.token, body: { object_id: typed.answer() } });
    expect(shared.status).toBe(200);
    const award = () =>
      env.DB.prepare("SELECT object_type AS type, object_id AS id FROM badge_awards WHERE user_id = ?")
        .bind(sharer.user.id)
        .first<{ type: string; id: number }>();
    await expect.poll(award, { timeout: 10_000, interval: 100 }).toEqual({ type: "answer", id: number });
    const comment = await api("share", { token: sharer.token, body: { object_id: typed.comment() } });
    expect(comment.status).toBe(400);
  });

  it("refuse a plain number without its object_type (it could name three posts), and change nothing", async () => {
    const before = await rowCount(
      "SELECT (SELECT COUNT(*) FROM votes) + (SELECT COUNT(*) FROM bookmarks) + (SELECT COUNT(*) FROM follows) + " +
        "(SELECT COUNT(*) FROM reactions) + (SELECT COUNT(*) FROM comments) + 0 * ? AS n",
    );
    const calls: [string, string, Record<string, unknown>][] = [
      ["POST", "vote/up", { object_id: "1" }],
      ["POST", "vote/down", { object_id: "1" }],
      ["POST", "collection/switch", { group_id: "0", object_id: "1", bookmark: true }],
      ["POST", "follow", { object_id: "1", is_cancel: false }],
      ["PUT", "meta/reaction", { object_id: "1", emoji: "heart", reaction: "activate" }],
      ["POST", "comment", { object_id: "1", original_text: "这条评论不该落在任何帖子上。" }],
      ["POST", "share", { object_id: "1" }],
    ];
    for (const [method, path, body] of calls) {
      const refused = await api(path, { method, token: voter.token, body });
      expect(refused.status, path).toBe(400);
      expect(refused.body.data, path).toEqual([{ error_field: "object_type", error_msg: "内容是无效的" }]);
    }
    for (const path of ["comment/page?object_id=1", "activity/timeline?object_id=1", "revisions?object_id=1"]) {
      expect((await api(path, { method: "GET", token: voter.token })).status, path).toBe(400);
    }
    expect(
      await rowCount(
        "SELECT (SELECT COUNT(*) FROM votes) + (SELECT COUNT(*) FROM bookmarks) + (SELECT COUNT(*) FROM follows) + " +
          "(SELECT COUNT(*) FROM reactions) + (SELECT COUNT(*) FROM comments) + 0 * ? AS n",
      ),
    ).toBe(before);
    // with its type a plain number still names one post, as clients given plain numbers before sent it
    const typedByName = await api("vote/up", {
      token: voter.token,
      body: { object_id: String(number), object_type: "question" },
    });
    expect(typedByName.status).toBe(200);
    expect(await votesOn("questions")).toBe(1);
  });
});

describe("the API names every object by its typed id", () => {
  it("a question, its answers, their comments, authors and tags carry typed ids, and a none is 0", async () => {
    const question = await api<{
      id: string;
      accepted_answer_id: string;
      user_info: { id: string };
      tags: { slug_name: string }[];
    }>(`question/info?id=${typed.question()}`, { method: "GET" });
    expect(question.body.data).toMatchObject({
      id: typed.question(),
      accepted_answer_id: "0",
      user_info: { id: formatObjectId("user", asker.user.id) },
    });
    const answers = await api<{ list: { id: string; question_id: string; user_info: { id: string } }[] }>(
      `answer/page?question_id=${typed.question()}`,
      { method: "GET" },
    );
    expect(answers.body.data.list[0]).toMatchObject({
      id: typed.answer(),
      question_id: typed.question(),
      user_info: { id: formatObjectId("user", answerer.user.id) },
    });
    const comments = await api<{ list: { comment_id: string; user_id: string; reply_comment_id: string }[] }>(
      `comment/page?object_id=${typed.answer()}`,
      { method: "GET" },
    );
    expect(comments.body.data.list.find((comment) => comment.comment_id === typed.comment())).toMatchObject({
      user_id: formatObjectId("user", voter.user.id),
      reply_comment_id: "0",
    });
    const tag = await api<{ tag_id: string }>(`tag?name=${question.body.data.tags[0]!.slug_name}`, { method: "GET" });
    expect(tag.body.data.tag_id).toMatch(/^10030{0,12}[1-9]\d*$/);
  });
});
