// The back office setting groups (SPEC §3 groups, §5 admin rules, §7 calls): SMTP, whose password is kept but never
// shown, and the privilege levels with their custom values.
// Storage is shared by the tests of this file: every test that changes a group puts the defaults back before it ends.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, createAdmin, settingsApi, storedGroup, type FieldErrors, type Member } from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const SMTP = { ...DEFAULT_SETTINGS.smtp };

let admin: Member;
const { getGroup, putGroup, expectFieldError } = settingsApi(() => admin.token);

beforeAll(async () => {
  admin = await createAdmin();
});

describe("setting/smtp", () => {
  const host = {
    ...SMTP,
    from_email: "noreply@example.com",
    from_name: "律问",
    smtp_host: "127.0.0.1",
    smtp_port: inject("smtpPort"),
  };

  it("the port must be 1 to 65535: SMTP 端口必须在 1 ~ 65535 之间。", async () => {
    for (const smtp_port of [0, 70000, -25, 25.5, "25", null]) {
      await expectFieldError("setting/smtp", { ...host, smtp_port }, "smtp_port", "SMTP 端口必须在 1 ~ 65535 之间。");
    }
    for (const smtp_port of [1, 65535]) {
      expect((await putGroup("setting/smtp", { ...host, smtp_port })).status, String(smtp_port)).toBe(200);
    }
  });

  it("with authentication on, username and password are required: 不能为空", async () => {
    await expectFieldError(
      "setting/smtp",
      { ...host, smtp_authentication: true, smtp_username: "", smtp_password: "x-pass" },
      "smtp_username",
      "不能为空",
    );
    await expectFieldError(
      "setting/smtp",
      { ...host, smtp_authentication: true, smtp_username: "mailer", smtp_password: "" },
      "smtp_password",
      "不能为空",
    );
    const both = await putGroup<FieldErrors>("setting/smtp", { ...host, smtp_authentication: true });
    expect(both.body.data).toEqual([
      { error_field: "smtp_username", error_msg: "不能为空" },
      { error_field: "smtp_password", error_msg: "不能为空" },
    ]);
  });

  it("the test recipient and the sender must be valid emails", async () => {
    await expectFieldError(
      "setting/smtp",
      { ...host, test_email_recipient: "not-an-email" },
      "test_email_recipient",
      "测试收件邮箱无效",
    );
    await expectFieldError("setting/smtp", { ...host, from_email: "noreply" }, "from_email", "邮箱格式不正确");
    await expectFieldError("setting/smtp", { ...host, encryption: "STARTTLS" }, "encryption", "内容是无效的");
  });

  it("the password is never returned, and an empty password keeps the stored one", async () => {
    const saved = await putGroup<Record<string, unknown>>("setting/smtp", {
      ...host,
      smtp_authentication: true,
      smtp_username: "mailer",
      smtp_password: "s3cret-smtp-pass",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.smtp_password).toBe("");
    const read = await getGroup<Record<string, unknown>>("setting/smtp");
    expect(read.body.data).toMatchObject({
      smtp_username: "mailer",
      smtp_password: "",
      smtp_authentication: true,
      smtp_host: "127.0.0.1",
    });
    expect(JSON.stringify(read.body)).not.toContain("s3cret-smtp-pass");
    expect(JSON.stringify((await api("siteinfo")).body)).not.toContain("s3cret-smtp-pass");
    expect(JSON.stringify((await getGroup("dashboard")).body)).not.toContain("s3cret-smtp-pass");
    expect((await storedGroup("smtp"))?.smtp_password).toBe("s3cret-smtp-pass");

    // the form sends the password back empty: the stored one is kept, and authentication stays valid
    const kept = await putGroup("setting/smtp", {
      ...host,
      from_name: "律问通知",
      smtp_authentication: true,
      smtp_username: "mailer",
      smtp_password: "",
    });
    expect(kept.status).toBe(200);
    expect(await storedGroup("smtp")).toMatchObject({ from_name: "律问通知", smtp_password: "s3cret-smtp-pass" });
    const omitted = await putGroup("setting/smtp", { ...host, smtp_authentication: true, smtp_username: "mailer" });
    expect(omitted.status).toBe(200);
    expect((await storedGroup("smtp"))?.smtp_password).toBe("s3cret-smtp-pass");

    expect(
      (
        await putGroup("setting/smtp", {
          ...host,
          smtp_authentication: true,
          smtp_username: "mailer",
          smtp_password: "n3w-smtp-pass",
        })
      ).status,
    ).toBe(200);
    expect((await storedGroup("smtp"))?.smtp_password).toBe("n3w-smtp-pass");
  });

  it("the defaults go back in (no host: mail stays in the outbox)", async () => {
    expect((await putGroup("setting/smtp", SMTP)).status).toBe(200);
    // Answer's clients name no encryption ""
    expect((await getGroup("setting/smtp")).body.data).toEqual({ ...SMTP, smtp_password: "", encryption: "" });
    expect((await getGroup<{ info: { smtp: string } }>("dashboard")).body.data.info.smtp).toBe("not_configured");
  });
});

describe("setting/privileges", () => {
  it("custom values must be numbers of at least 1 (输入必须是数字 / 数字应该大于等于 1)", async () => {
    const custom = (value: unknown) => ({
      level: 99,
      custom_privileges: [
        { key: "question.add", value: 3 },
        { key: "tag.add", value },
      ],
    });
    for (const value of ["abc", "", null, 1.5, true]) {
      await expectFieldError("setting/privileges", custom(value), "custom_privileges.1.value", "输入必须是数字");
    }
    for (const value of [0, -5, "0"]) {
      await expectFieldError("setting/privileges", custom(value), "custom_privileges.1.value", "数字应该大于等于 1");
    }
    expect((await getGroup("setting/privileges")).body.data).toMatchObject({ level: 2, custom_privileges: [] });

    const saved = await putGroup("setting/privileges", custom("750"));
    expect(saved.status).toBe(200);
    expect((await getGroup("setting/privileges")).body.data).toMatchObject({
      level: 99,
      custom_privileges: [
        { key: "question.add", value: 3 },
        { key: "tag.add", value: 750 },
      ],
    });
    expect((await api<{ privileges: { level: number } }>("siteinfo")).body.data.privileges.level).toBe(99);
  });

  it("the level is one of 1, 2, 3 or custom", async () => {
    for (const level of [0, 4, "2", null]) {
      await expectFieldError("setting/privileges", { level, custom_privileges: [] }, "level", "内容是无效的");
    }
    expect((await putGroup("setting/privileges", { level: 2, custom_privileges: [] })).status).toBe(200);
    expect((await getGroup("setting/privileges")).body.data).toMatchObject({ level: 2, custom_privileges: [] });
  });
});
