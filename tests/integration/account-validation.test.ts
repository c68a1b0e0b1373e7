// Every SPEC §5 rule of registration, login and the community opt-in, with the message text a user sees.
import { describe, expect, it } from "vitest";
import { api, createUser, getUser } from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type FieldErrors = { error_field: string; error_msg: string }[];

async function registerErrors(body: Record<string, unknown>) {
  const response = await api<FieldErrors>("user/register/email", { body });
  expect(response.status).toBe(400);
  return Object.fromEntries(response.body.data.map((error) => [error.error_field, error.error_msg]));
}

describe("registration rules", () => {
  const valid = { name: "王律师", e_mail: "valid-reg@example.com", pass: "Strong-pass-2026" };

  it("requires a name: 名字不能为空", async () => {
    expect((await registerErrors({ ...valid, name: "" })).name).toBe("名字不能为空");
    expect((await registerErrors({ ...valid, name: "   " })).name).toBe("名字不能为空");
  });

  it("takes names of 2 to 30 characters", async () => {
    expect((await registerErrors({ ...valid, name: "王" })).name).toBe("名字长度必须在 2 至 30 个字符之间");
    expect((await registerErrors({ ...valid, name: "王".repeat(31) })).name).toBe("名字长度必须在 2 至 30 个字符之间");
  });

  it("allows letters, digits, space, dot, dash and underscore only", async () => {
    expect((await registerErrors({ ...valid, name: "王<律师>" })).name).toBe(
      "名字只能包含字母、数字、空格、点、短横线和下划线",
    );
    const ok = await api("user/register/email", {
      body: { ...valid, name: "Li Ming_2.0-x", e_mail: "chars-ok@example.com" },
    });
    expect(ok.status).toBe(200);
  });

  it("requires an email in a valid format", async () => {
    expect((await registerErrors({ ...valid, e_mail: "" })).e_mail).toBe("邮箱不能为空");
    expect((await registerErrors({ ...valid, e_mail: "not-an-email" })).e_mail).toBe("邮箱格式不正确");
  });

  it("requires a password of 8 to 32 characters that is not a common one", async () => {
    expect((await registerErrors({ ...valid, pass: "" })).pass).toBe("密码不能为空");
    expect((await registerErrors({ ...valid, pass: "Ab1-x" })).pass).toBe("密码长度必须在 8 至 32 之间");
    expect((await registerErrors({ ...valid, pass: "A".repeat(33) })).pass).toBe("密码长度必须在 8 至 32 之间");
    expect((await registerErrors({ ...valid, pass: "password123" })).pass).toBe("该密码过于常见，请换一个");
  });

  it("names a field the client left out", async () => {
    expect((await registerErrors({ e_mail: "missing-name@example.com", pass: "Strong-pass-2026" })).name).toBe(
      "不能为空",
    );
  });

  it("stores emails lowercased, so one address cannot register twice in another case", async () => {
    expect((await api("user/register/email", { body: { ...valid, e_mail: "Case@Example.com" } })).status).toBe(200);
    expect((await registerErrors({ ...valid, e_mail: "case@example.COM" })).e_mail).toBe("该邮箱已被注册");
    expect(await getUser("case@example.com")).toBeDefined();
  });
});

describe("login rules", () => {
  it("requires email and password: 邮箱不能为空, 密码不能为空", async () => {
    const response = await api<FieldErrors>("user/login/email", { body: { e_mail: "", pass: "" } });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual([
      { error_field: "e_mail", error_msg: "邮箱不能为空" },
      { error_field: "pass", error_msg: "密码不能为空" },
    ]);
  });

  it("lets a suspended member log in so that they can be shown the suspended page", async () => {
    const member = await createUser({ status: 9 });
    const response = await api<{ status: string }>("user/login/email", {
      body: { e_mail: member.email, pass: member.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe("suspended");
  });

  it("refuses a deleted account like an unknown one", async () => {
    const member = await createUser({ status: 10 });
    const response = await api("user/login/email", { body: { e_mail: member.email, pass: member.password } });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe("邮箱或密码错误");
  });
});

describe("community opt-in rules", () => {
  async function optInErrors(body: Record<string, unknown>) {
    const member = await createUser({ communityOpened: false });
    const response = await api<FieldErrors>("user/community/open", { body, token: member.token });
    expect(response.status).toBe(400);
    return Object.fromEntries(response.body.data.map((error) => [error.error_field, error.error_msg]));
  }

  it("requires a community name: 请输入社区名称", async () => {
    expect((await optInErrors({ username: "" })).username).toBe("请输入社区名称");
  });

  it("takes 2 to 30 characters: 最少2个字 / 最多30个字", async () => {
    expect((await optInErrors({ username: "王" })).username).toBe("最少2个字");
    expect((await optInErrors({ username: "王".repeat(31) })).username).toBe("最多30个字");
  });

  it("allows Chinese and English letters, digits, _ and - only", async () => {
    expect((await optInErrors({ username: "王 律师" })).username).toBe("仅允许输入中英文、数字、_和-");
    expect((await optInErrors({ username: "律师😀" })).username).toBe("仅允许输入中英文、数字、_和-");
  });

  it("takes a bio of up to 500 characters: 最多500个字", async () => {
    expect((await optInErrors({ username: "王律师", bio: "法".repeat(501) })).bio).toBe("最多500个字");
  });

  it("opens the community: the name becomes the display name and the bio is stored as escaped text", async () => {
    const member = await createUser({ communityOpened: false });
    const response = await api("user/community/open", {
      body: { username: "王律师_01", bio: "<b>专注</b>劳动法" },
      token: member.token,
    });
    expect(response.status).toBe(200);
    const stored = await getUser(member.email);
    expect(stored?.displayName).toBe("王律师_01");
    expect(stored?.communityOpenedAt).not.toBeNull();
    expect(stored?.bioHtml).toBe("<p>&lt;b&gt;专注&lt;/b&gt;劳动法</p>");
  });

  it("refuses to open the community for someone else", async () => {
    const member = await createUser({ communityOpened: false });
    const other = await createUser({ communityOpened: false });
    const response = await api("user/community/open", {
      body: { username: "冒名", user_id: formatObjectId("user", other.user.id) },
      token: member.token,
    });
    expect(response.status).toBe(403);
    expect((await getUser(other.email))?.communityOpenedAt).toBeNull();
  });
});
