// Comments (SPEC §3, §4, §5, §7; REFERENCE.md; SECURITY.md §1, §4): add, list in pages, reply (flat, naming whom it
// answers, listed after it), edit within 5 minutes or as staff, delete by author or staff, the guards, the messages,
// and the question page's comment forms without JavaScript.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  cookieFor,
  createUser,
  getPage,
  linkTargets,
  postForm,
  visibleText,
  withoutScripts,
  questionPage,
  newQuestion,
  rowId,
} from "../helpers";
import { mentionedUsernames } from "~/server/services/comments.server";

type Member = Awaited<ReturnType<typeof createUser>>;
type Comment = {
  comment_id: string;
  user_display_name: string;
  reply_comment_id: string;
  reply_user_display_name: string;
  original_text: string;
  parsed_text: string;
  vote_count: number;
  is_vote: boolean;
  member_actions: { action: string }[];
};

function comment(
  member: Member | undefined,
  objectId: string,
  text: string,
  options: { objectType?: "question" | "answer"; replyTo?: string } = {},
) {
  return api<Comment>("comment", {
    token: member?.token,
    body: {
      object_id: objectId,
      object_type: options.objectType,
      original_text: text,
      reply_comment_id: options.replyTo,
    },
  });
}

const listOf = async (objectId: string, query = "", member?: Member) =>
  (
    await api<{ count: number; list: Comment[] }>(`comment/page?object_id=${objectId}${query}`, {
      token: member?.token,
    })
  ).body.data;

describe("adding and listing comments", () => {
  it("a member comments on a question; the list shows it with its author and the member's actions", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const member = await createUser({ name: "评论人" });
    const added = await comment(member, id, "请补充一下劳动合同里关于**工资**的约定。");
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      user_display_name: "评论人",
      reply_comment_id: "0",
      original_text: "请补充一下劳动合同里关于**工资**的约定。",
      vote_count: 0,
      is_vote: false,
    });
    expect(added.body.data.parsed_text).toContain("<strong>工资</strong>");
    expect(added.body.data.member_actions.map((action) => action.action)).toEqual(["edit", "delete"]);
    const list = await listOf(id);
    expect(list.count).toBe(1);
    expect(list.list[0]!.comment_id).toBe(added.body.data.comment_id);
    // a visitor sees no actions
    expect(list.list[0]!.member_actions).toEqual([]);
  });

  it("answers take comments too, and pages of comments come in the order they were written", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const answerId = (await answerQuestion((await createUser()).token, id)).body.data.id;
    const member = await createUser();
    for (const text of ["第一条评论", "第二条评论", "第三条评论"]) {
      expect((await comment(member, answerId, text, { objectType: "answer" })).status).toBe(200);
    }
    const second = await listOf(answerId, "&object_type=answer&page=2&page_size=2");
    expect(second.count).toBe(3);
    expect(second.list.map((item) => item.original_text)).toEqual(["第三条评论"]);
    expect((await listOf(id)).count).toBe(0);
    expect((await api(`comment/page?object_id=${id}&page_size=101`)).status).toBe(400);
  });

  it("says what is wrong with the text, in the spec's words", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const member = await createUser();
    const cases: [string, string][] = [
      ["   ", "评论内容不能为空"],
      ["好", "评论内容至少 2 个字符"],
      ["长".repeat(601), "评论内容不能超过 600 个字符"],
    ];
    for (const [text, message] of cases) {
      const result = await comment(member, id, text);
      expect(result.status).toBe(400);
      expect(result.body.data).toEqual([{ error_field: "original_text", error_msg: message }]);
    }
    expect((await listOf(id)).count).toBe(0);
  });

  it("keeps scripts out: a comment's HTML is sanitized like every post", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const added = await comment(
      await createUser(),
      id,
      '看这里 <script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(added.body.data.parsed_text).not.toMatch(/<script|onerror/i);
  });

  it("guests log in to comment; inactive and suspended members are sent to their pages; deleted posts take none", async () => {
    const { asker, id } = await newQuestion({ name: "提问人" });
    expect((await comment(undefined, id, "访客的评论")).status).toBe(401);
    const inactive = await comment(await createUser({ activated: false }), id, "未激活的评论");
    expect([inactive.status, inactive.body.data]).toEqual([403, { type: "inactive" }]);
    const suspended = await comment(await createUser({ status: 9 }), id, "被封禁的评论");
    expect([suspended.status, suspended.body.data]).toEqual([403, { type: "suspended" }]);
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id } })).status).toBe(200);
    const deleted = await comment(await createUser(), id, "已删除问题的评论");
    expect([deleted.status, deleted.body.msg]).toEqual([404, "问题不存在"]);
  });
});

describe("the comments a question page shows", () => {
  it("shows the first 3, then 15 more per click, continuing from the last one shown", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const [a, b] = [await createUser(), await createUser()];
    for (let i = 1; i <= 20; i++) expect((await comment(i % 2 ? a : b, id, `第 ${i} 条评论的内容`)).status).toBe(200);
    const shownOn = (html: string) =>
      Array.from({ length: 20 }, (_, i) => i + 1).filter((i) => html.includes(`第 ${i} 条评论的内容`));
    const moreLink = (html: string) => /<a [^>]*href="([^"]*)"[^>]*>显示另外 (\d+) 条评论<\/a>/.exec(html);

    const first = withoutScripts(await (await getPage(questionPage(id))).text());
    expect(shownOn(first)).toEqual([1, 2, 3]);
    const [, href, count] = moreLink(first) ?? [];
    expect(count).toBe("15");
    const link = new URL(href!.replaceAll("&amp;", "&"), "http://localhost");
    expect(link.searchParams.get("comments")).toBe(`question-${rowId(id)}`);
    expect(link.searchParams.get("shown")).toBe("18");
    expect(link.hash).toMatch(/^#comment-\d+$/);

    const second = withoutScripts(await (await getPage(`${link.pathname}${link.search}`)).text());
    expect(shownOn(second)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(moreLink(second)?.[2]).toBe("2");

    const third = withoutScripts(
      await (await getPage(`${questionPage(id)}?comments=question-${rowId(id)}&shown=33`)).text(),
    );
    expect(shownOn(third)).toHaveLength(20);
    expect(moreLink(third)).toBeNull();
    // a number the page does not take falls back to its bounds, never an error
    for (const shown of ["0", "-5", "abc", "99999"]) {
      const page = await getPage(`${questionPage(id)}?comments=question-${rowId(id)}&shown=${shown}`);
      expect(page.status, shown).toBe(200);
      expect(shownOn(withoutScripts(await page.text())).length, shown).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("replies", () => {
  it("a reply names whom it answers and is listed right after the comment it answers", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const [a, b, c] = [
      await createUser({ name: "甲律师" }),
      await createUser({ name: "乙律师" }),
      await createUser({ name: "丙律师" }),
    ];
    const first = (await comment(a, id, "第一条：合同是否书面签订？")).body.data;
    await comment(b, id, "第二条：有没有工资条？");
    const reply = await comment(c, id, "回复第一条：签过书面合同。", { replyTo: first.comment_id });
    expect(reply.body.data).toMatchObject({ reply_comment_id: first.comment_id, reply_user_display_name: "甲律师" });
    const html = withoutScripts(await (await getPage(`${questionPage(id)}?comments=question-${rowId(id)}`)).text());
    const order = ["第一条：合同是否书面签订？", "回复第一条：签过书面合同。", "第二条：有没有工资条？"].map((text) =>
      html.indexOf(text),
    );
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(visibleText(html)).toContain("回复 甲律师");
  });

  it("a reply must answer a shown comment of the same post", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const { id: other } = await newQuestion({ name: "提问人" });
    const elsewhere = (await comment(await createUser(), other, "另一个问题下的评论")).body.data;
    const result = await comment(await createUser(), id, "错位的回复", { replyTo: elsewhere.comment_id });
    expect([result.status, result.body.msg]).toEqual([400, "回复的评论不存在"]);
  });
});

describe("editing and deleting", () => {
  it("the author edits within 5 minutes; later only staff may; others never", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const author = await createUser();
    const added = (await comment(author, id, "原来的评论内容")).body.data;
    const edit = (member: Member, text: string) =>
      api<Comment>("comment", {
        method: "PUT",
        token: member.token,
        body: { comment_id: added.comment_id, original_text: text },
      });
    expect((await edit(author, "修改后的评论内容")).body.data.original_text).toBe("修改后的评论内容");
    const stranger = await edit(await createUser(), "别人的修改");
    expect([stranger.status, stranger.body.msg]).toEqual([403, "您无权访问此页面。"]);
    await env.DB.prepare("UPDATE comments SET created_at = created_at - 301 WHERE id = ?")
      .bind(rowId(added.comment_id))
      .run();
    const late = await edit(author, "太晚的修改");
    expect([late.status, late.body.msg]).toEqual([403, "评论只能在发布后 5 分钟内编辑"]);
    expect((await listOf(id, "", author)).list[0]!.member_actions.map((action) => action.action)).toEqual(["delete"]);
    expect((await edit(await createUser({ role: 3 }), "版主的修改")).status).toBe(200);
    const bad = await edit(author, "");
    expect(bad.status).toBe(400);
    expect((await listOf(id)).list[0]!.original_text).toBe("版主的修改");
  });

  it("the author or staff delete; a deleted comment is gone from lists and cannot be edited", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const author = await createUser();
    const [one, two] = [
      (await comment(author, id, "要删除的评论")).body.data,
      (await comment(author, id, "版主删除的评论")).body.data,
    ];
    const remove = (member: Member, commentId: string) =>
      api("comment", { method: "DELETE", token: member.token, body: { comment_id: commentId } });
    expect((await remove(await createUser(), one.comment_id)).status).toBe(403);
    expect((await remove(author, one.comment_id)).status).toBe(200);
    expect((await remove(await createUser({ role: 2 }), two.comment_id)).status).toBe(200);
    expect((await listOf(id)).count).toBe(0);
    const edit = await api("comment", {
      method: "PUT",
      token: author.token,
      body: { comment_id: one.comment_id, original_text: "删除后再改" },
    });
    expect([edit.status, edit.body.msg]).toEqual([404, "评论不存在"]);
  });
});

describe("mentions", () => {
  it("finds @usernames in a comment, not email addresses", () => {
    expect(mentionedUsernames("@zhang-san 请看 @Li_Si 的回答，邮件 a@example.com")).toEqual(["zhang-san", "li_si"]);
  });
});

describe("comments on the question page", () => {
  it("shows the first 3 comments of each post and links to the rest", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const member = await createUser();
    for (let i = 1; i <= 5; i++) await comment(member, id, `第 ${i} 条评论`);
    const text = visibleText(withoutScripts(await (await getPage(questionPage(id))).text()));
    expect(text).toContain("第 3 条评论");
    expect(text).not.toContain("第 4 条评论");
    expect(text).toContain("显示另外 2 条评论");
    const all = visibleText(
      withoutScripts(await (await getPage(`${questionPage(id)}?comments=question-${rowId(id)}`)).text()),
    );
    expect(all).toContain("第 5 条评论");
    expect(all).not.toContain("显示另外");
  });

  it("takes comments, replies, edits and deletions as plain forms", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const member = await createUser({ name: "表单评论人" });
    const cookie = cookieFor(member.token);
    const path = questionPage(id);
    const posted = await postForm(
      path,
      { intent: "comment", object_id: id, original_text: "用表单发表的评论" },
      { cookie },
    );
    expect(posted.status).toBe(302);
    const [first] = (await listOf(id)).list;
    expect(posted.headers.get("Location")).toBe(
      `${path}?comments=question-${rowId(id)}#comment-${rowId(first!.comment_id)}`,
    );
    const replied = await postForm(
      path,
      {
        intent: "comment",
        object_id: id,
        original_text: "用表单回复",
        reply_comment_id: first!.comment_id,
      },
      { cookie },
    );
    expect(replied.status).toBe(302);
    expect((await listOf(id)).list[1]).toMatchObject({ reply_user_display_name: "表单评论人" });
    const edited = await postForm(
      path,
      { intent: "edit_comment", comment_id: first!.comment_id, original_text: "改过的评论" },
      { cookie },
    );
    expect(edited.status).toBe(302);
    const deleted = await postForm(path, { intent: "delete_comment", comment_id: first!.comment_id }, { cookie });
    expect(deleted.headers.get("Location")).toBe(`${path}?comments=question-${rowId(id)}&notice=comment_deleted`);
    expect((await listOf(id)).list.map((item) => item.original_text)).toEqual(["用表单回复"]);
  });

  it("shows a refused comment's message under the box", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const member = await createUser();
    const refused = await postForm(
      questionPage(id),
      { intent: "comment", object_id: id, original_text: "好" },
      { cookie: cookieFor(member.token) },
    );
    expect(refused.status).toBe(400);
    const html = withoutScripts(await refused.text());
    expect(html).toMatch(/id="comment-form-question-\d+-errors"[^>]*role="alert"[^>]*><li>评论内容至少 2 个字符/);
  });

  it("the reply link opens the form for a reply, naming whom it answers", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const first = (await comment(await createUser({ name: "被回复的人" }), id, "需要回复的评论")).body.data;
    const member = await createUser();
    const html = withoutScripts(
      await (
        await getPage(`${questionPage(id)}?comments=question-${rowId(id)}&reply=${rowId(first.comment_id)}`, {
          cookie: cookieFor(member.token),
        })
      ).text(),
    );
    expect(html).toMatch(/<details [^>]*open=""[^>]*><summary[^>]*>回复 被回复的人<\/summary>/);
    expect(html).toContain(`name="reply_comment_id" value="${first.comment_id}"`);
  });

  it("renders a post's comment box only once asked for: closed, it is a link to the page with the box open", async () => {
    const { id } = await newQuestion({ name: "提问人" });
    const cookie = cookieFor((await createUser()).token);
    const closed = withoutScripts(await (await getPage(questionPage(id), { cookie })).text());
    expect(closed).not.toContain('name="original_text"');
    const [opener] = linkTargets(closed, "添加评论");
    expect(opener).toBe(`${questionPage(id)}?open=comment-form-question-${rowId(id)}-panel`);
    const opened = withoutScripts(await (await getPage(opener!, { cookie })).text());
    expect(opened.match(/name="original_text"/g)).toHaveLength(1);
    expect(opened).toMatch(/<details [^>]*open=""[^>]*><summary[^>]*>添加评论<\/summary>/);
    // a visitor gets the link to log in instead, whatever the URL asks for
    const visitor = withoutScripts(await (await getPage(opener!)).text());
    expect(visitor).not.toContain('name="original_text"');
    expect(linkTargets(visitor, "添加评论")[0]).toMatch(/\/users\/login\?redirect=/);
  });
});
