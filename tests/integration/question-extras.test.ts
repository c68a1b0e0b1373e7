// Smaller calls around questions: tag suggestions, the revision list, and the closed banner with its reason.
import { describe, expect, it } from "vitest";
import { RoleId } from "~/lib/status";
import { api, askQuestion, createTags, createUser, getPage, visibleText } from "../helpers";

type Suggestion = { slug_name: string; display_name: string; question_count: number };
type Revision = { revision_id: string; reason: string; content: { title: string; tags: string[] } };

describe("question/tags", () => {
  it("suggests tags that start with the text typed, most used first", async () => {
    await createTags("婚姻法", "婚姻家事", "继承法");
    const member = await createUser();
    await askQuestion(member.token, { tags: ["婚姻家事"] });
    const found = await api<Suggestion[]>(`question/tags?tag=${encodeURIComponent("婚姻")}`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((tag) => tag.slug_name)).toEqual(["婚姻家事", "婚姻法"]);
    expect((await api<Suggestion[]>("question/tags?tag=")).body.data).toEqual([]);
  });

  it("treats % and _ as letters, not patterns", async () => {
    await createTags("c_sharp");
    expect((await api<Suggestion[]>(`question/tags?tag=${encodeURIComponent("%")}`)).body.data).toEqual([]);
    const underscore = await api<Suggestion[]>("question/tags?tag=c_");
    expect(underscore.body.data.map((tag) => tag.slug_name)).toEqual(["c_sharp"]);
    const pattern = await api<Suggestion[]>("question/tags?tag=c__");
    expect(pattern.body.data).toEqual([]);
  });
});

describe("revisions", () => {
  it("lists a question's revisions newest first with their summaries", async () => {
    await createTags("劳动法");
    const member = await createUser();
    const question = (await askQuestion(member.token, { tags: ["劳动法"] })).body.data;
    await api("question", {
      token: member.token,
      method: "PUT",
      body: {
        id: question.id,
        title: "加班费的计算基数怎么确定",
        content: question.content ?? "补充说明加班情况。",
        tags: ["劳动法"],
        edit_summary: "改标题",
      },
    });
    const list = await api<Revision[]>(`revisions?object_id=${question.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((revision) => [revision.content.title, revision.reason])).toEqual([
      ["加班费的计算基数怎么确定", "改标题"],
      [question.title, ""],
    ]);
  });

  it("hides the revisions of a deleted question from members", async () => {
    const member = await createUser();
    const question = (await askQuestion(member.token)).body.data;
    await api("question", { token: member.token, method: "DELETE", body: { id: question.id } });
    expect((await api(`revisions?object_id=${question.id}`, { token: member.token })).status).toBe(404);
  });
});

describe("the closed banner", () => {
  it("names the reason and shows the moderator's text", async () => {
    const asker = await createUser();
    const moderator = await createUser({ role: RoleId.moderator });
    const question = (await askQuestion(asker.token)).body.data;
    const closed = await api("question/status", {
      token: moderator.token,
      method: "PUT",
      body: { id: question.id, close_type: 59, close_msg: "请补充具体的合同条款后再提问。" },
    });
    expect(closed.status).toBe(200);
    const text = visibleText(await (await getPage(`/answer/menu/questions/${question.id}`)).text());
    expect(text).toContain("此问题已关闭");
    expect(text).toContain("关闭原因：其他原因");
    expect(text).toContain("请补充具体的合同条款后再提问。");
    expect(text).toContain("此问题已关闭，不能再回答。");
  });
});

describe("linked questions", () => {
  it("a body that links to another question of this site makes a linked-question record both ways", async () => {
    const member = await createUser();
    const target = (await askQuestion(member.token)).body.data;
    const linking = (
      await askQuestion(member.token, {
        content: `与这个问题类似：http://localhost/answer/menu/questions/${target.id} ，但情况不同。`,
      })
    ).body.data;
    // an outside site's URL of the same shape is not a link of this site
    await askQuestion(member.token, {
      content: `另见 https://elsewhere.example/answer/menu/questions/${target.id} 的讨论`,
    });

    type Page = { count: number; list: { id: string }[] };
    const linked = await api<Page>(`question/link?question_id=${target.id}`);
    expect(linked.status).toBe(200);
    expect(linked.body.data.list.map((question) => question.id)).toEqual([linking.id]);
    const back = await api<Page>(`question/link?question_id=${linking.id}`);
    expect(back.body.data.list.map((question) => question.id)).toEqual([target.id]);

    // the target's page shows the card and the linked list page lists it
    const page = visibleText(await (await getPage(`/answer/menu/questions/${target.id}`)).text());
    expect(page).toContain("关联话题");
    expect(page).toContain(linking.title);
    const list = visibleText(await (await getPage(`/answer/menu/questions/linked/${target.id}`)).text());
    expect(list).toContain(linking.title);
    expect(list).toContain("1 个话题");

    // the frequent order puts the most linked question first
    const frequent = await api<Page>("question/page?order=frequent&page_size=1");
    expect(frequent.body.data.list[0]!.id).toBe(target.id);
  });

  it("the linked list of a question nobody may see is 404", async () => {
    expect((await api("question/link?question_id=99999999")).status).toBe(404);
    expect((await getPage("/answer/menu/questions/linked/99999999")).status).toBe(404);
  });
});

describe("edit summaries are text", () => {
  it("markup in an edit summary shows as text on the timeline, never as HTML", async () => {
    await createTags("劳动法");
    const member = await createUser();
    const question = (await askQuestion(member.token, { tags: ["劳动法"] })).body.data;
    const summary = "<img src=x onerror=alert(1)><script>alert(2)</script>";
    const edited = await api("question", {
      token: member.token,
      method: "PUT",
      body: {
        id: question.id,
        title: question.title,
        content: "补充了新的事实经过。",
        tags: ["劳动法"],
        edit_summary: summary,
      },
    });
    expect(edited.status).toBe(200);
    const html = await (
      await getPage(`/answer/menu/posts/${question.id}/timeline`, { cookie: `lw_session=${member.token}` })
    ).text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/<script>alert\(2\)/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
