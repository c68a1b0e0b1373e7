// What clients written for Apache Answer v2.0.2 need beyond the shapes the contract suites check: the calls they make
// on every page (language/config, user/info's token, GET logout), the hot list, the v2 settings groups that map onto
// ours, SMTP and privileges in Answer's words, related questions, and the calls of features this site does not have.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  adminApi,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createUser,
  settingsApi,
  storedGroup,
  uniqueTag,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import { unsubscribeCode } from "~/server/unsubscribe.server";

let admin: Member;
const { getGroup, putGroup, expectFieldError } = settingsApi(() => admin.token);

beforeAll(async () => {
  admin = await createAdmin();
});

const cookieCall = (path: string, token: string) =>
  SELF.fetch(`${BASE}/answer/api/v1/${path}`, { headers: { Cookie: cookieFor(token) } });

describe("the calls every page makes", () => {
  it("language/config answers an empty bundle, to guests too when the site requires login", async () => {
    expect((await api("language/config")).body).toMatchObject({ code: 200, data: { ui: {} } });
    expect((await putGroup("siteinfo/security", { login_required: true })).status).toBe(200);
    try {
      expect((await api("language/config")).status).toBe(200);
      expect((await api("plugin/status")).body.data).toEqual([]);
      expect((await api("question/page")).status).toBe(401);
    } finally {
      expect((await putGroup("siteinfo/security", { login_required: false })).status).toBe(200);
    }
  });

  it("user/info hands the token back to a caller that sent it in the header, never out of the cookie", async () => {
    const member = await createUser();
    const byHeader = await api<{ access_token?: string; username: string }>("user/info", { token: member.token });
    expect(byHeader.body.data).toMatchObject({ access_token: member.token, username: member.user.username });
    const byCookie = (await (await cookieCall("user/info", member.token)).json()) as { data: Record<string, unknown> };
    expect(byCookie.data.username).toBe(member.user.username);
    expect(byCookie.data).not.toHaveProperty("access_token");
    expect((await api("user/info")).body.data).toBeNull();
  });

  it("GET user/logout ends the session of the header's token; with the cookie alone it is refused", async () => {
    const member = await createUser();
    const refused = await cookieCall("user/logout", member.token);
    expect(refused.status).toBe(403);
    expect((await api("user/info", { token: member.token })).body.data).not.toBeNull();
    expect((await api("user/logout", { token: member.token })).status).toBe(200);
    expect((await api("user/info", { token: member.token })).body.data).toBeNull();
  });

  it("features this site does not have answer as Answer does without them", async () => {
    const member = await createUser();
    expect((await api("plugin/status")).body.data).toEqual([]);
    expect((await api("user-center/agent")).body.data).toEqual({ enabled: false, agent_info: null });
    expect((await api("connector/info")).body.data).toEqual([]);
    expect((await api("user/action/record?action=login")).body.data).toEqual({ verify: false });
    expect((await api("user/plugin/configs", { token: member.token })).body.data).toEqual([]);
    expect((await api("user/plugin/configs")).status).toBe(401);
    expect((await adminApi("plugins", { token: admin.token })).body.data).toEqual([]);
    expect((await adminApi("plugins", { token: member.token })).status).toBe(403);
    expect((await adminApi("language/options", { token: admin.token })).body.data).toEqual([
      { label: "简体中文", value: "zh_CN" },
      { label: "English", value: "en_US" },
    ]);
    const reasons = await adminApi<{ reason_type: number }[]>("reasons?object_type=question&action=close", {
      token: admin.token,
    });
    expect(reasons.body.data.map((reason) => reason.reason_type)).toEqual(
      (
        await api<{ reason_type: number }[]>("reasons?object_type=question&action=close", { token: admin.token })
      ).body.data.map((reason) => reason.reason_type),
    );
  });
});

describe("mail links Answer's client opens", () => {
  it("PUT user/notification/unsubscribe turns off the kind of mail a genuine code names, without a login", async () => {
    const member = await createUser();
    const code = await unsubscribeCode(env.PASSWORD_PEPPER, member.user.id, "inbox");
    expect((await api("user/notification/unsubscribe", { method: "PUT", body: { code: `${code}x` } })).status).toBe(
      400,
    );
    const config = async () =>
      (await api<{ inbox: { enable: boolean } }>("user/notification/config", { token: member.token })).body.data;
    expect((await config()).inbox.enable).toBe(true);
    expect((await api("user/notification/unsubscribe", { method: "PUT", body: { code } })).status).toBe(200);
    expect((await config()).inbox.enable).toBe(false);
  });
});

describe("the hot list", () => {
  it("order=hot lists the last days' questions by their hot score; in_days must be a whole number of days", async () => {
    const member = await createUser();
    const quiet = (await askQuestion(member.token, { title: `最近的普通问题 ${Date.now().toString(36)}` })).body.data;
    const busy = (await askQuestion(member.token, { title: `最近的热门问题 ${Date.now().toString(36)}` })).body.data;
    const old = (await askQuestion(member.token, { title: `十天前的问题 ${Date.now().toString(36)}` })).body.data;
    const now = Math.floor(Date.now() / 1000);
    await env.DB.batch([
      env.DB.prepare("UPDATE questions SET view_count = 5000 WHERE title = ?").bind(busy.title),
      env.DB.prepare("UPDATE questions SET view_count = 9000, created_at = ? WHERE title = ?").bind(
        now - 10 * 86400,
        old.title,
      ),
    ]);
    const hot = await api<{ count: number; list: { id: string }[] }>("question/page?order=hot&in_days=7", {
      token: member.token,
    });
    expect(hot.status).toBe(200);
    const ids = hot.body.data.list.map((item) => item.id);
    expect(ids.indexOf(busy.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(ids).not.toContain(old.id);
    // a wider window takes the older question in, below the new ones: age weighs its views down
    const month = await api<{ list: { id: string }[] }>("question/page?order=hot&in_days=30", { token: member.token });
    const monthIds = month.body.data.list.map((item) => item.id);
    expect(monthIds).toContain(old.id);
    expect(monthIds.indexOf(old.id)).toBeGreaterThan(monthIds.indexOf(busy.id));
    for (const days of ["0", "-1", "1.5", "abc", "999999"]) {
      expect((await api(`question/page?order=hot&in_days=${days}`)).status, days).toBe(400);
    }
  });
});

describe("answering through Answer's calls", () => {
  it("POST answer and POST question/answer answer {info, question}", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerer = await createUser();
    const posted = await api<{
      info: { id: string; question_id: string };
      question: { id: string; answer_count: number };
    }>("answer", { token: answerer.token, body: { question_id: question.id, content: "可以先向劳动监察大队投诉。" } });
    expect(posted.status).toBe(200);
    expect(posted.body.data.info.question_id).toBe(question.id);
    expect(posted.body.data.question).toMatchObject({ id: question.id, answer_count: 1 });
  });
});

describe("related questions (question/similar/tag)", () => {
  it("lists questions sharing the tags, and is a 404 for a question the caller may not see", async () => {
    const member = await createUser();
    const tag = await uniqueTag();
    const first = (await askQuestion(member.token, { title: "试用期辞退是否需要支付补偿", tags: [{ slug_name: tag }] }))
      .body.data;
    const second = (await askQuestion(member.token, { title: "试用期被辞退能拿到补偿吗", tags: [{ slug_name: tag }] }))
      .body.data;
    const related = await api<{ count: number; list: { id: string; title: string }[] }>(
      `question/similar/tag?question_id=${first.id}&page_size=5`,
    );
    expect(related.status).toBe(200);
    expect(related.body.data.list.map((item) => item.id)).toContain(second.id);
    expect(related.body.data.list.map((item) => item.id)).not.toContain(first.id);
    expect(related.body.data.count).toBe(related.body.data.list.length);
    expect((await api("question/similar/tag?question_id=999999999")).status).toBe(404);
    expect((await api("question/similar/tag?question_id=abc")).status).toBe(400);
  });
});

describe("merging tags (POST tag/merge)", () => {
  type TagInfo = { tag_id: string; main_tag_slug_name: string; follow_count: number };
  const tagNamed = async (slug: string, token?: string) =>
    (await api<TagInfo>(`tag?name=${encodeURIComponent(slug)}`, { token })).body.data;

  it("staff merge a tag into another: its questions and followers go to the target, its page to the target's", async () => {
    const member = await createUser();
    const source = await uniqueTag();
    const target = await uniqueTag();
    const question = (await askQuestion(member.token, { tags: [{ slug_name: source }] })).body.data;
    const sourceTag = await tagNamed(source);
    const targetTag = await tagNamed(target);
    const follow = (tag: TagInfo) =>
      api("follow", { token: member.token, body: { object_id: tag.tag_id, object_type: "tag", is_cancel: false } });
    expect((await follow(sourceTag)).status).toBe(200);
    const merge = (token: string, body: Record<string, string>) => api("tag/merge", { token, body });
    const ids = { source_tag_id: sourceTag.tag_id, target_tag_id: targetTag.tag_id };
    expect((await merge(member.token, ids)).status).toBe(403);
    expect((await merge(admin.token, { ...ids, target_tag_id: sourceTag.tag_id })).status).toBe(400);
    expect((await merge(admin.token, ids)).status).toBe(200);
    expect((await tagNamed(source)).main_tag_slug_name).toBe(target);
    const listed = await api<{ list: { id: string }[] }>(`question/page?tag=${encodeURIComponent(target)}`, {
      token: member.token,
    });
    expect(listed.body.data.list.map((item) => item.id)).toContain(question.id);
    expect((await tagNamed(target, member.token)).follow_count).toBe(1);
    expect((await tagNamed(source, member.token)).follow_count).toBe(0);
    // a synonym takes no merge into it
    const other = await tagNamed(await uniqueTag());
    const refused = await merge(admin.token, { source_tag_id: other.tag_id, target_tag_id: sourceTag.tag_id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("不能合并到同义词标签，请合并到它的主标签");
  });
});

describe("what Answer's pages decide by", () => {
  it("tag/synonyms offers edit to those who may set synonyms, and to nobody else", async () => {
    const tag = await api<{ tag_id: string }>(`tag?name=${encodeURIComponent(await uniqueTag())}`);
    const actions = async (token?: string) =>
      (await api<{ member_actions: { action: string }[] }>(`tag/synonyms?tag_id=${tag.body.data.tag_id}`, { token }))
        .body.data.member_actions;
    expect((await actions(admin.token)).map((action) => action.action)).toEqual(["edit"]);
    expect(await actions((await createUser()).token)).toEqual([]);
    expect(await actions()).toEqual([]);
  });

  it("users/page?staff=true lists the staff; rank_type names the reason in words", async () => {
    const staff = await adminApi<{ list: { role_id: number }[] }>("users/page?staff=true&page_size=100", {
      token: admin.token,
    });
    expect(staff.body.data.list.length).toBeGreaterThan(0);
    expect(staff.body.data.list.every((user) => user.role_id !== 1)).toBe(true);
    const member = await createUser();
    await env.DB.prepare(
      `INSERT INTO reputation_ledger (user_id, object_type, object_id, reason, delta, event_id, cancelled, created_at)
       VALUES (?, 'answer', 1, 'answer_accepted', 15, ?, 0, ?)`,
    )
      .bind(member.user.id, `accepted-${member.user.id}`, Math.floor(Date.now() / 1000))
      .run();
    const ranks = await api<{ list: { rank_type: string; reason: string }[] }>(
      `personal/rank/page?username=${member.user.username}`,
      { token: member.token },
    );
    expect(ranks.body.data.list[0]).toMatchObject({ rank_type: "已采纳", reason: "answer_accepted" });
  });
});

describe("a tag's history through the post calls", () => {
  it("revisions, activity/timeline and revisions/edit/check take a tag's id", async () => {
    const slug = `tag-history-${Date.now().toString(36)}`;
    const created = await api("tag", {
      token: admin.token,
      body: { display_name: slug, slug_name: slug, original_text: "" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tag = (await api<{ tag_id: string }>(`tag?name=${slug}`)).body.data;
    const edited = await api("tag", {
      method: "PUT",
      token: admin.token,
      body: {
        tag_id: tag.tag_id,
        display_name: "劳动争议",
        slug_name: slug,
        original_text: "劳动合同纠纷",
        edit_summary: "补充",
      },
    });
    expect(edited.status).toBe(200);
    type Revision = { content: { slug_name: string; display_name: string; original_text: string } };
    const revisions = await api<Revision[]>(`revisions?object_id=${tag.tag_id}`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.data[0]!.content).toMatchObject({ display_name: "劳动争议", original_text: "劳动合同纠纷" });
    const member = await createUser();
    type Timeline = { object_info: { object_type: string }; timeline: { activity_type: string; comment: string }[] };
    const timeline = await api<Timeline>(`activity/timeline?object_id=${tag.tag_id}`, { token: member.token });
    expect(timeline.body.data.object_info.object_type).toBe("tag");
    expect(timeline.body.data.timeline.map((item) => item.activity_type)).toEqual(["edited", "created"]);
    const check = (token: string) =>
      api<{ wait_for_review: boolean }>(`revisions/edit/check?id=${tag.tag_id}`, { token });
    expect((await check(admin.token)).body.data).toEqual({ wait_for_review: false });
    expect((await check((await createUser({ rank: 60 })).token)).body.data).toEqual({ wait_for_review: true });
    expect((await check((await createUser({ rank: 1 })).token)).status).toBe(403);
  });

  it("a question last edited names its editor as the list's operator", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const info = await api<{ title: string; content: string; tags: { slug_name: string }[] }>(
      `question/info?id=${question.id}`,
    );
    const edit = await api("question", {
      method: "PUT",
      token: admin.token,
      body: {
        id: question.id,
        title: `${info.body.data.title}（已补充）`,
        content: `${info.body.data.content}\n\n补充：已经申请仲裁。`,
        tags: info.body.data.tags.map((tag) => ({ slug_name: tag.slug_name })),
        edit_summary: "补充",
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const list = await api<{ list: { id: string; operation_type: string; operator: { username: string } }[] }>(
      "question/page?order=newest&page_size=100",
      { token: asker.token },
    );
    expect(list.body.data.list.find((item) => item.id === question.id)).toMatchObject({
      operation_type: "modified",
      operator: { username: admin.user.username },
    });
  });
});

describe("comments and linked questions as Answer's pages read them", () => {
  it("a reply names the member replied to; question/link takes a page size", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const first = await api<{ comment_id: string }>("comment", {
      token: asker.token,
      body: { object_id: question.id, original_text: "请补充一下合同签订的时间。" },
    });
    const replier = await createUser();
    expect(
      (
        await api("comment", {
          token: replier.token,
          body: {
            object_id: question.id,
            original_text: "合同是去年三月签的。",
            reply_comment_id: first.body.data.comment_id,
          },
        })
      ).status,
    ).toBe(200);
    type Comment = { reply_user_id: string; reply_username: string; reply_user_status: string };
    const page = await api<{ list: Comment[] }>(`comment/page?object_id=${question.id}&page=1&page_size=10`);
    expect(page.body.data.list.find((comment) => comment.reply_username)).toMatchObject({
      reply_user_id: expect.stringMatching(/^\d{17}$/),
      reply_username: asker.user.username,
      reply_user_status: "normal",
    });
    // a notification's comment joins the page it is not on; another post's comment never does
    const third = await api<{ comment_id: string }>("comment", {
      token: replier.token,
      body: { object_id: question.id, original_text: "仲裁申请书已经提交了。" },
    });
    const other = (await askQuestion(asker.token)).body.data;
    const elsewhere = await api<{ comment_id: string }>("comment", {
      token: asker.token,
      body: { object_id: other.id, original_text: "这是另一个问题下的评论。" },
    });
    const ids = async (commentId: string) =>
      (
        await api<{ count: number; list: { comment_id: string }[] }>(
          `comment/page?object_id=${question.id}&page=1&page_size=1&comment_id=${commentId}`,
        )
      ).body.data.list.map((comment) => comment.comment_id);
    const withThird = await ids(third.body.data.comment_id);
    expect(withThird).toHaveLength(2);
    expect(withThird).toContain(third.body.data.comment_id);
    expect(await ids(elsewhere.body.data.comment_id)).toHaveLength(1);
    expect((await api(`question/link?question_id=${question.id}&page_size=5`)).status).toBe(200);
    expect((await api(`question/link?question_id=${question.id}&page_size=500`)).status).toBe(400);
  });
});

describe("settings groups under Answer v2's names", () => {
  it("siteinfo carries them, each read out of our groups", async () => {
    const site = await api<Record<string, unknown>>("siteinfo");
    expect(site.body.data).toMatchObject({
      users_settings: { default_avatar: DEFAULT_SETTINGS.users.default_avatar },
      site_questions: { restrict_answer: DEFAULT_SETTINGS.write.restrict_answer },
      site_tags: { required_tag: DEFAULT_SETTINGS.write.required_tag },
      site_advanced: { max_image_size: DEFAULT_SETTINGS.write.max_image_size },
      site_security: { login_required: false, external_content_display: "always_display" },
      login: { require_email_verification: true },
      theme: { theme_config: { default: DEFAULT_SETTINGS.theme.theme_config } },
    });
  });

  it("question: restrict_answer changes our write group; a minimum we do not offer may not change", async () => {
    const before = await getGroup<{ min_content: number; min_tags: number }>("siteinfo/question");
    const saved = await putGroup("siteinfo/question", { ...before.body.data, restrict_answer: true });
    expect(saved.status).toBe(200);
    expect((await storedGroup("write"))?.restrict_answer).toBe(true);
    await expectFieldError(
      "siteinfo/question",
      { ...before.body.data, min_content: 200 },
      "min_content",
      "本站不提供此项设置，只能保留原值。",
    );
    expect((await putGroup("siteinfo/question", { ...before.body.data, restrict_answer: false })).status).toBe(200);
    expect((await storedGroup("write"))?.restrict_answer).toBe(false);
  });

  it("tag: tags come and go as {slug_name, display_name}; a recommended tag may not be reserved", async () => {
    const body = {
      required_tag: false,
      reserved_tags: [{ slug_name: "公告", display_name: "公告" }],
      recommend_tags: [{ slug_name: "劳动法", display_name: "劳动法" }],
    };
    expect((await putGroup("siteinfo/tag", body)).status).toBe(200);
    expect(await storedGroup("write")).toMatchObject({ reserved_tags: ["公告"], recommend_tags: ["劳动法"] });
    expect((await getGroup("siteinfo/tag")).body.data).toEqual(body);
    await expectFieldError(
      "siteinfo/tag",
      { ...body, recommend_tags: body.reserved_tags },
      "recommend_tags",
      "推荐标签不能包含保留标签",
    );
    expect(
      (await putGroup("siteinfo/tag", { required_tag: false, reserved_tags: [], recommend_tags: [] })).status,
    ).toBe(200);
  });

  it("advanced, users-settings and polices round-trip; a bad value is a field error and changes nothing", async () => {
    const advanced = (await getGroup<Record<string, unknown>>("siteinfo/advanced")).body.data;
    expect((await putGroup("siteinfo/advanced", { ...advanced, max_image_size: 2 })).status).toBe(200);
    expect((await storedGroup("write"))?.max_image_size).toBe(2);
    await expectFieldError("siteinfo/advanced", { ...advanced, max_image_size: 0 }, "max_image_size", "内容是无效的");
    expect((await storedGroup("write"))?.max_image_size).toBe(2);
    expect((await putGroup("siteinfo/advanced", advanced)).status).toBe(200);

    const users = { default_avatar: "gravatar", gravatar_base_url: "https://cravatar.cn/avatar/" };
    expect((await putGroup("siteinfo/users-settings", users)).status).toBe(200);
    expect((await getGroup("siteinfo/users-settings")).body.data).toEqual(users);
    expect((await storedGroup("users"))?.allow_update_bio).toBe(DEFAULT_SETTINGS.users.allow_update_bio);
    await expectFieldError("siteinfo/users-settings", { default_avatar: "robot" }, "default_avatar", "内容是无效的");
    expect(
      (await putGroup("siteinfo/users-settings", { default_avatar: "system", gravatar_base_url: "" })).status,
    ).toBe(200);

    const polices = {
      terms_of_service_original_text: "**服务条款**",
      privacy_policy_original_text: "隐私政策",
    };
    const saved = await putGroup<Record<string, string>>("siteinfo/polices", polices);
    expect(saved.status).toBe(200);
    expect(saved.body.data.terms_of_service_parsed_text).toContain("<strong>服务条款</strong>");
  });

  it("security: login_required and check_update live in our login and general groups; the forms without them keep them", async () => {
    expect((await putGroup("siteinfo/security", { login_required: false, check_update: false })).status).toBe(200);
    expect((await storedGroup("general"))?.check_update).toBe(false);
    // general and login forms as Answer's clients send them: without check_update, without login_required
    const general = { ...(await getGroup<Record<string, unknown>>("siteinfo/general")).body.data };
    delete general.check_update;
    expect(
      (await putGroup("siteinfo/general", { ...general, site_url: "https://lvwen.example", contact_email: "a@b.cn" }))
        .status,
    ).toBe(200);
    expect((await storedGroup("general"))?.check_update).toBe(false);
    await expectFieldError(
      "siteinfo/security",
      { login_required: false, external_content_display: "ask_before_display" },
      "external_content_display",
      "本站不提供此项设置，只能保留原值。",
    );
    expect((await putGroup("siteinfo/security", { login_required: true })).status).toBe(200);
    const login = { ...DEFAULT_SETTINGS.login, require_email_verification: true } as Record<string, unknown>;
    delete login.login_required;
    expect((await putGroup("siteinfo/login", login)).status).toBe(200);
    expect((await storedGroup("login"))?.login_required).toBe(true);
    expect((await putGroup("siteinfo/security", { login_required: false, check_update: true })).status).toBe(200);
  });

  it("interface takes the language as Answer names it", async () => {
    expect((await putGroup("siteinfo/interface", { language: "en_US", time_zone: "UTC" })).status).toBe(200);
    expect((await storedGroup("interface"))?.language).toBe("en-US");
    expect((await getGroup("siteinfo/interface")).body.data).toEqual({ language: "en_US", time_zone: "UTC" });
    expect((await putGroup("siteinfo/interface", DEFAULT_SETTINGS.interface)).status).toBe(200);
  });

  it('SMTP without encryption is "" in and out; privileges list each level\'s ranks by name', async () => {
    const smtp = { ...DEFAULT_SETTINGS.smtp, encryption: "" };
    expect((await putGroup("setting/smtp", smtp)).status).toBe(200);
    expect((await storedGroup("smtp"))?.encryption).toBe("none");
    expect((await getGroup<{ encryption: string }>("setting/smtp")).body.data.encryption).toBe("");
    type Options = {
      selected_level: number;
      options: { level: number; level_desc: string; privileges: { key: string; label: string; value: number }[] }[];
    };
    const privileges = (await getGroup<Options>("setting/privileges")).body.data;
    expect(privileges.selected_level).toBe(2);
    const medium = privileges.options.find((option) => option.level === 2)!;
    expect(medium.level_desc).toBe("中（适合小型社区）");
    expect(medium.privileges.find((privilege) => privilege.key === "tag.add")).toEqual({
      key: "tag.add",
      label: "创建新标签",
      value: 750,
    });
  });
});
