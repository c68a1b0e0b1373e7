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
