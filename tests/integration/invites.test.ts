// Inviting members to answer (SPEC §2 invitees card, §6, §7 question/invite, user/info/search; REFERENCE.md
// privilege answer.invite_someone_to_answer): who may invite, whom, how many; the card on the page and its form
// without JavaScript; the member search with the question's participants first.
// Storage is shared by the tests of this file: every test builds its own members and questions.
import { describe, expect, it } from "vitest";
import {
  answerQuestion,
  api,
  cookieFor,
  createUser,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
  questionPage,
  newQuestion,
} from "../helpers";

type Member = Awaited<ReturnType<typeof createUser>>;
type Invitee = { id: string; username: string; display_name: string };

const invite = (member: Member, id: string, usernames: string[]) =>
  api<Invitee[]>("question/invite", { method: "PUT", token: member.token, body: { id, invite_user: usernames } });

describe("who may invite", () => {
  it("members from rank 500 (level 2) and staff see the invite action and may invite; others are told the rank", async () => {
    const { id } = await newQuestion({ name: "提问者" });
    const actions = async (member: Member) =>
      (await api<{ extends_actions: { action: string }[] }>(`question/info?id=${id}`, { token: member.token })).body
        .data.extends_actions;
    const [below, at, moderator] = [
      await createUser({ rank: 499 }),
      await createUser({ rank: 500 }),
      await createUser({ role: 3 }),
    ];
    expect(await actions(below)).toEqual([]);
    expect(await actions(at)).toEqual([{ action: "invite_other_to_answer", name: "邀请回答", type: "" }]);
    expect((await actions(moderator)).map((action) => action.action)).toEqual(["invite_other_to_answer"]);
    const refused = await invite(below, id, [(await createUser()).user.username]);
    expect([refused.status, refused.body.msg]).toEqual([403, "声望达到 500 才能执行此操作"]);
    expect((await api(`question/info?id=${id}`)).body.data).toMatchObject({ extends_actions: [] });
  });
});

describe("inviting", () => {
  it("names active members only, never the asker or the inviter, at most 5, and the list is what was last sent", async () => {
    const { asker, id } = await newQuestion({ name: "提问者" });
    const inviter = await createUser({ rank: 500 });
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser({ name: `被邀请者${i}` })));
    const inactive = await createUser({ activated: false });
    const names = members.map((member) => member.user.username);
    const result = await invite(inviter, id, [
      asker.user.username,
      inviter.user.username,
      inactive.user.username,
      "no-such-member",
      ...names,
    ]);
    expect(result.status).toBe(200);
    expect(result.body.data.map((member) => member.username)).toEqual(names.slice(0, 5));
    const replaced = await invite(inviter, id, [names[5]!]);
    expect(replaced.body.data.map((member) => member.username)).toEqual([names[5]]);
    const listed = await api<Invitee[]>(`question/invite?id=${id}`);
    expect(listed.body.data.map((member) => member.display_name)).toEqual(["被邀请者5"]);
    expect((await invite(inviter, id, [])).body.data).toEqual([]);
  });

  it("a closed or deleted question takes no invitations", async () => {
    const { asker, id } = await newQuestion({ name: "提问者" });
    const moderator = await createUser({ role: 3 });
    const closed = await api("question/status", {
      method: "PUT",
      token: moderator.token,
      body: { id, close_type: 64, close_msg: "" },
    });
    expect(closed.status).toBe(200);
    expect((await invite(moderator, id, [(await createUser()).user.username])).status).toBe(404);
    expect((await api("question", { method: "DELETE", token: asker.token, body: { id } })).status).toBe(200);
    expect((await api(`question/invite?id=${id}`)).status).toBe(404);
  });
});

describe("the member search", () => {
  it("finds members by username or name, the question's participants first; visitors log in first", async () => {
    const { id } = await newQuestion({ name: "提问者" });
    const tag = `律${Date.now().toString(36)}`;
    const outsider = await createUser({ name: `${tag}甲` });
    const answerer = await createUser({ name: `${tag}乙` });
    expect((await answerQuestion(answerer.token, id)).status).toBe(200);
    const searcher = await createUser();
    const found = await api<Invitee[]>(`user/info/search?username=${encodeURIComponent(tag)}&question_id=${id}`, {
      token: searcher.token,
    });
    expect(found.body.data.map((member) => member.display_name)).toEqual([`${tag}乙`, `${tag}甲`]);
    const byUsername = await api<Invitee[]>(`user/info/search?username=${outsider.user.username}`, {
      token: searcher.token,
    });
    expect(byUsername.body.data.map((member) => member.username)).toEqual([outsider.user.username]);
    expect((await api<Invitee[]>("user/info/search?username=", { token: searcher.token })).body.data).toEqual([]);
    // "@" alone: the question's participants (asker and answerer) first
    const participants = await api<Invitee[]>(`user/info/search?username=&question_id=${id}`, {
      token: searcher.token,
    });
    expect(
      participants.body.data
        .slice(0, 2)
        .map((member) => member.display_name)
        .sort(),
    ).toEqual([`${tag}乙`, "提问者"].sort());
    expect((await api(`user/info/search?username=${tag}`)).status).toBe(401);
  });
});

describe("the invitees card", () => {
  it("shows who was invited, even on a page already cached for readers, and takes the form without JavaScript", async () => {
    const { id } = await newQuestion({ name: "提问者" });
    const inviter = await createUser({ rank: 500 });
    const invited = await createUser({ name: "被邀请的律师" });
    const cookie = cookieFor(inviter.token);
    // a reader's view is cached first; a visitor sees no card while nobody is invited
    expect(visibleText(await (await getPage(questionPage(id))).text())).not.toContain("邀请回答");
    const memberView = withoutScripts(await (await getPage(questionPage(id), { cookie })).text());
    expect(memberView).toContain('name="invite_user"');
    const posted = await postForm(
      questionPage(id),
      { intent: "invite", invite_user: invited.user.username },
      { cookie },
    );
    expect([posted.status, posted.headers.get("Location")]).toEqual([302, `${questionPage(id)}?notice=invited`]);
    const readerView = visibleText(withoutScripts(await (await getPage(questionPage(id))).text()));
    expect(readerView).toContain("邀请回答");
    expect(readerView).toContain("被邀请的律师");
  });
});
