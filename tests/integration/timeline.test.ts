// Timelines: every change of a post is listed with who and when, revisions show what changed; logged-in only.
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createTags,
  createUser,
  getPage,
  visibleText,
  withoutScripts,
} from "../helpers";
import { RoleId } from "~/lib/status";

type Timeline = {
  object_info: { title: string; object_type: string; question_id: string; answer_id: string };
  timeline: {
    activity_id: string;
    revision_id: string;
    activity_type: string;
    user_display_name: string;
    comment: string;
  }[];
};

async function editedQuestion() {
  const asker = await createUser({ name: "编辑者" });
  await createTags("劳动法", "合同法");
  const question = (await askQuestion(asker.token, { tags: ["劳动法"] })).body.data;
  const edited = await api("question", {
    token: asker.token,
    method: "PUT",
    body: {
      id: question.id,
      title: "试用期被辞退能拿到赔偿金吗",
      content: "入职两个月被辞退。\n公司没有书面考核。",
      tags: ["劳动法", "合同法"],
      edit_summary: "补充事实",
    },
  });
  expect(edited.status).toBe(200);
  return { asker, question };
}

describe("question timeline", () => {
  it("lists creation and the edit, with the summary and the change from the first revision", async () => {
    const { asker, question } = await editedQuestion();
    const response = await getPage(`/answer/menu/posts/${question.id}/timeline`, { cookie: cookieFor(asker.token) });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("修订记录");
    expect(text).toContain("创建");
    expect(text).toContain("编辑");
    expect(text).toContain("补充事实");
    expect(html).toMatch(/<ins[^>]*>[^<]*赔偿金/);
    expect(html).toMatch(/<ins[^>]*>[^<]*合同法/);
    expect(html).toMatch(/<del[^>]*>/);
  });

  it("is only for logged-in readers: a visitor is sent to log in", async () => {
    const { question } = await editedQuestion();
    const response = await getPage(`/answer/menu/posts/${question.id}/timeline`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/answer/menu/users/login");
    expect((await api(`activity/timeline?object_id=${question.id}`)).status).toBe(401);
  });

  it("answers the timeline and a revision pair through the API", async () => {
    const { asker, question } = await editedQuestion();
    const timeline = await api<Timeline>(`activity/timeline?object_id=${question.id}`, { token: asker.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.object_info).toMatchObject({
      title: "试用期被辞退能拿到赔偿金吗",
      object_type: "question",
    });
    const types = timeline.body.data.timeline.map((item) => item.activity_type);
    expect(types).toEqual(["created", "edited"]);
    const [created, edited] = timeline.body.data.timeline;
    expect(edited!.comment).toBe("补充事实");
    type Side = { title: string; tags: { slug_name: string }[] };
    const pair = await api<{ new_revision: Side; old_revision: Side }>(
      `activity/timeline/detail?new_revision_id=${edited!.revision_id}&old_revision_id=${created!.revision_id}`,
      { token: asker.token },
    );
    expect(pair.status).toBe(200);
    expect(pair.body.data.new_revision).toMatchObject({
      title: "试用期被辞退能拿到赔偿金吗",
      tags: [{ slug_name: "劳动法" }, { slug_name: "合同法" }],
    });
    expect(pair.body.data.old_revision.title).toBe(question.title);
  });

  it("an answer has its own timeline, named by object_type answer", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerer = await createUser({ name: "回答者" });
    const answer = (await answerQuestion(answerer.token, question.id)).body.data;
    await api("answer", {
      token: answerer.token,
      method: "PUT",
      body: {
        id: answer.id,
        question_id: question.id,
        content: "先协商，协商不成再申请劳动仲裁。",
        edit_summary: "补充步骤",
      },
    });
    const timeline = await api<Timeline>(`activity/timeline?object_id=${answer.id}&object_type=answer`, {
      token: asker.token,
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.object_info).toMatchObject({ object_type: "answer", answer_id: answer.id });
    expect(timeline.body.data.timeline.map((item) => [item.activity_type, item.user_display_name])).toEqual([
      ["created", "回答者"],
      ["edited", "回答者"],
    ]);
    const page = await getPage(`/answer/menu/posts/${question.id}/${answer.id}/timeline`, {
      cookie: cookieFor(asker.token),
    });
    expect(visibleText(await page.text())).toContain("补充步骤");
  });

  it("a deleted question's timeline is hidden from members", async () => {
    const { asker, question } = await editedQuestion();
    await api("question", { token: asker.token, method: "DELETE", body: { id: question.id } });
    const other = await createUser();
    expect((await api(`activity/timeline?object_id=${question.id}`, { token: other.token })).status).toBe(404);
  });
});

describe("who voted, on the timeline (show_vote)", () => {
  it("only administrators see who downvoted; moderators see the downvote without its voter", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const upvoter = await createUser({ rank: 200, name: "赞同的会员" });
    const downvoter = await createUser({ rank: 200, name: "反对的会员" });
    const vote = (member: typeof upvoter, direction: "up" | "down") =>
      api(`vote/${direction}`, { token: member.token, body: { object_id: question.id, object_type: "question" } });
    expect((await vote(upvoter, "up")).status).toBe(200);
    expect((await vote(downvoter, "down")).status).toBe(200);
    const admin = await createAdmin();
    const moderator = await createUser({ role: RoleId.moderator, name: "版主" });

    const votesSeenBy = async (token: string) =>
      (await api<Timeline>(`activity/timeline?object_id=${question.id}&show_vote=true`, { token })).body.data.timeline
        .filter((item) => item.activity_type === "upvote" || item.activity_type === "downvote")
        .map((item) => `${item.activity_type}:${item.user_display_name}`);
    expect(await votesSeenBy(admin.token)).toEqual(["upvote:赞同的会员", "downvote:反对的会员"]);
    expect(await votesSeenBy(moderator.token)).toEqual(["upvote:赞同的会员", "downvote:"]);

    const pageSeenBy = async (token: string) =>
      visibleText(
        withoutScripts(
          await (
            await getPage(`/answer/menu/posts/${question.id}/timeline?show_vote=true`, { cookie: cookieFor(token) })
          ).text(),
        ),
      );
    const adminPage = await pageSeenBy(admin.token);
    expect(adminPage).toContain("反对的会员");
    const moderatorPage = await pageSeenBy(moderator.token);
    expect(moderatorPage).toContain("赞同的会员");
    expect(moderatorPage).toContain("反对");
    expect(moderatorPage).not.toContain("反对的会员");
  });
});
