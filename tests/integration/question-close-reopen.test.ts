// Closing and reopening a question (SPEC §4, §7): the close reasons, each with its validation (a text for 59, a
// question URL of this site for 60), and reopening only what is closed.
// Storage is shared by the tests of this file: every test builds its own users and questions.
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  ask,
  close,
  createStaff,
  createUser,
  expectOk,
  info,
  questionRow,
  reopen,
  type FieldErrors,
  type Staff,
} from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

let staff: Staff;

beforeAll(async () => {
  staff = await createStaff();
});

describe("close and reopen", () => {
  it("close with 64 sets status 2 and close_type 64; reopen puts status 1 back", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    expectOk(await close(staff.moderator.token, id, 64));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 64, close_msg: "" });
    const closed = await info(id, owner.token);
    expect(closed.body.data).toMatchObject({ status: 2, close_type: 64 });

    const again = await close(staff.administrator.token, id, 63);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe("该问题当前不能执行此操作");
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 64 });

    expectOk(await reopen(staff.administrator.token, id));
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0, close_msg: "" });
    expect((await info(id, owner.token)).body.data).toMatchObject({ status: 1, close_type: 0 });
  });

  it("reason 59 needs a text: 400 on close_msg 不能为空, and the text is kept when given", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    for (const closeMsg of [undefined, "", "   "]) {
      const result = await close(staff.moderator.token, id, 59, closeMsg);
      expect(result.status, String(closeMsg)).toBe(400);
      expect(result.body.data as FieldErrors).toEqual([{ error_field: "close_msg", error_msg: "不能为空" }]);
    }
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0 });

    expectOk(await close(staff.moderator.token, id, "59", "  与法律咨询无关的广告  "));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 59, close_msg: "与法律咨询无关的广告" });
  });

  it("an unknown or missing reason is refused", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    for (const closeType of [61, "x", 0, "", undefined]) {
      const result = await close(staff.moderator.token, id, closeType);
      expect(result.status).toBe(400);
      expect(result.body.data as FieldErrors).toEqual([{ error_field: "close_type", error_msg: "请选择一个原因。" }]);
    }
    expect((await questionRow(id))!.status).toBe(1);
  });

  it("reason 60 takes a question URL of this site only", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const original = await ask(owner.token);
    // the tests configure no site_url, so the site's URL is the request's origin
    const site = await api<{ general: { site_url: string } }>("siteinfo");
    expect(site.body.data.general.site_url).toBe("http://localhost");

    const refused: [string | undefined, string][] = [
      [`https://evil.example.com/answer/menu/questions/${original}`, "URL 来源与当前网站不匹配。"],
      [`http://localhost:8787/answer/menu/questions/${original}`, "URL 来源与当前网站不匹配。"],
      ["not a url", "URL 格式不正确。"],
      ["http://", "URL 格式不正确。"],
      [undefined, "URL 格式不正确。"],
      ["http://localhost/answer/menu/tags/民法", "URL 格式不正确。"],
      [`http://localhost/answer/menu/questions/${id}`, "URL 格式不正确。"],
    ];
    for (const [url, message] of refused) {
      const result = await close(staff.moderator.token, id, 60, url);
      expect(result.status, url).toBe(400);
      expect(result.body.msg, url).toBe(message);
      expect(result.body.data as FieldErrors, url).toEqual([{ error_field: "close_msg", error_msg: message }]);
    }
    expect(await questionRow(id)).toMatchObject({ status: 1, close_type: 0, close_msg: "" });

    const url = `http://localhost/answer/menu/questions/${original}/离职工资`;
    expectOk(await close(staff.moderator.token, id, 60, url));
    expect(await questionRow(id)).toMatchObject({ status: 2, close_type: 60, close_msg: url });
    expect((await info(id)).body.data).toMatchObject({ status: 2, close_type: 60 });
  });

  it("reopening an open question is refused", async () => {
    const owner = await createUser();
    const id = await ask(owner.token);
    const result = await reopen(staff.moderator.token, id);
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe("该问题没有被关闭");
  });

  it("an id that is no question answers 404", async () => {
    const result = await close(staff.moderator.token, formatObjectId("question", 999_999_999), 64);
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe("问题不存在");
  });
});
