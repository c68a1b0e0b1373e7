// A question's jurisdiction: the province and city its asker names, checked and optionally required,
// kept by edits that do not mention it (Answer's clients), changed with a revision and shown on the timeline, beside
// the tags on the question page and in lists, and filtering the list and question/page.
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createUser,
  DEFAULT_TAG,
  editQuestion,
  expectFieldError,
  expectOk,
  pageHtml,
  postForm,
  questionPage,
  questionRow,
  visibleText,
  type Member,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import { paths } from "~/lib/paths";

type Info = { id: string; title: string; province: string; city: string; region: string };

async function setRequired(required: boolean) {
  const admin = await createAdmin();
  const saved = await adminApi("siteinfo/lawyer", {
    method: "PUT",
    token: admin.token,
    body: { ...DEFAULT_SETTINGS.lawyer, jurisdiction_required: required },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

afterEach(async () => setRequired(false));

const info = async (id: string) => (await api<Info>(`question/info?id=${id}`)).body.data;
const row = async (id: string) => (await questionRow(id)) as unknown as { province: string; city: string };

async function editWith(member: Member, id: string, change: Record<string, unknown>) {
  const current = await info(id);
  return editQuestion(member.token, {
    id,
    title: current.title,
    content: "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？",
    tags: [{ slug_name: DEFAULT_TAG }],
    ...change,
  });
}

describe("naming a jurisdiction", () => {
  it("a question names a province and city; the API and the page show them", async () => {
    const asker = await createUser();
    const asked = await askQuestion(asker.token, { province: "440000", city: "440300" });
    expectOk(asked);
    const id = asked.body.data.id;
    expect(await info(id)).toMatchObject({ province: "440000", city: "440300", region: "广东省 深圳市" });
    const html = await pageHtml(questionPage(id));
    expect(html).toMatch(/data-testid="question-region"[^>]*>广东省 深圳市</);
    // a municipality reads once; a city alone names its province
    const beijing = (await askQuestion(asker.token, { city: "110100" })).body.data.id;
    expect(await info(beijing)).toMatchObject({ province: "110000", city: "110100", region: "北京市" });
    const none = (await askQuestion(asker.token)).body.data.id;
    expect(await info(none)).toMatchObject({ province: "", city: "", region: "" });
  });

  it("refuses a place that does not exist or does not fit, and writes nothing", async () => {
    const asker = await createUser();
    const before = (await api<{ count: number }>("question/page?order=newest")).body.data.count;
    expectFieldError(
      await askQuestion(asker.token, { province: "440000", city: "110100" }),
      "city",
      "所选地区不存在，请重新选择。",
    );
    expectFieldError(await askQuestion(asker.token, { province: "990000" }), "city", "所选地区不存在，请重新选择。");
    expect((await askQuestion(asker.token, { city: "abc" })).status).toBe(400);
    expect((await api<{ count: number }>("question/page?order=newest")).body.data.count).toBe(before);
  });

  it("the site may require it", async () => {
    await setRequired(true);
    const asker = await createUser();
    expectFieldError(await askQuestion(asker.token), "city", "请选择问题所在的省份和城市。");
    expectFieldError(await askQuestion(asker.token, { province: "440000" }), "city", "请选择问题所在的省份和城市。");
    expectOk(await askQuestion(asker.token, { province: "440000", city: "440100" }));
  });
});

describe("editing a jurisdiction", () => {
  it("an edit that does not mention it keeps it; one that does changes it, with a revision the timeline shows", async () => {
    const asker = await createUser();
    const id = (await askQuestion(asker.token, { province: "330000", city: "330100" })).body.data.id;
    expectOk(await editWith(asker, id, {}));
    expect(await row(id)).toMatchObject({ province: "330000", city: "330100" });
    expectOk(await editWith(asker, id, { province: "330000", city: "330200", edit_summary: "改为宁波" }));
    expect(await row(id)).toMatchObject({ province: "330000", city: "330200" });
    // the timeline shows the change of place, as it shows a change of tags
    const timeline = await pageHtml(paths.questionTimeline((await questionRow(id))!.id), asker.token);
    expect(visibleText(timeline)).toMatch(/所在地区 ：\s*浙江省\s*杭州\s*宁波\s*市/);
    // "" clears it
    expectOk(await editWith(asker, id, { province: "", city: "" }));
    expect(await row(id)).toMatchObject({ province: "", city: "" });
  });

  it("the edit form without JavaScript chooses one place, and set back to none clears it", async () => {
    const asker = await createUser();
    const asked = await askQuestion(asker.token, { province: "510000", city: "510100" });
    const id = asked.body.data.id;
    const numeric = (await questionRow(id))!.id;
    const editPath = `/answer/menu/posts/${numeric}/edit`;
    const form = await pageHtml(editPath, asker.token);
    expect(form).toMatch(/<option value="510100" selected="">成都市<\/option>/);
    expect(form).toContain('<optgroup label="四川省"><option value="510000">四川省（全省）</option>');
    const current = await info(id);
    const base = {
      title: current.title,
      content: "上个月提出离职，交接完毕后公司以各种理由拒绝发放最后一个月的工资，应该如何维权？",
      tags: DEFAULT_TAG,
      jurisdiction: "1",
    };
    const moved = await postForm(editPath, { ...base, region: "510000" }, { cookie: cookieFor(asker.token) });
    expect(moved.status).toBe(302);
    expect(await row(id)).toMatchObject({ province: "510000", city: "" });
    const cleared = await postForm(editPath, { ...base, region: "" }, { cookie: cookieFor(asker.token) });
    expect(cleared.status).toBe(302);
    expect(await row(id)).toMatchObject({ province: "", city: "" });
    const refused = await postForm(editPath, { ...base, region: "999999" }, { cookie: cookieFor(asker.token) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("所选地区不存在，请重新选择。");
  });
});

describe("lists by jurisdiction", () => {
  it("the list and question/page keep a province's or a city's questions; the list shows the place", async () => {
    const asker = await createUser();
    const stamp = Date.now().toString(36);
    const hangzhou = (
      await askQuestion(asker.token, { title: `杭州的问题 ${stamp}`, province: "330000", city: "330100" })
    ).body.data.id;
    const ningbo = (
      await askQuestion(asker.token, { title: `宁波的问题 ${stamp}`, province: "330000", city: "330200" })
    ).body.data.id;
    const elsewhere = (await askQuestion(asker.token, { title: `成都的问题 ${stamp}`, city: "510100" })).body.data.id;
    const ids = async (query: string) =>
      (
        await api<{ list: { id: string; region: string }[] }>(`question/page?page_size=100&${query}`)
      ).body.data.list.map((item) => item.id);
    const province = await ids("region=330000");
    expect(province).toEqual(expect.arrayContaining([hangzhou, ningbo]));
    expect(province).not.toContain(elsewhere);
    const city = await ids("region=330100");
    expect(city).toContain(hangzhou);
    expect(city).not.toContain(ningbo);
    expect((await api("question/page?region=abc")).status).toBe(400);

    /** The list's items (the hot card beside it lists questions of everywhere). */
    const listed = (html: string) => html.match(/data-testid="question-item".*?<\/li>/gs)?.join("") ?? "";
    const page = await pageHtml(paths.questions({ region: "330100" }));
    expect(listed(page)).toContain(`杭州的问题 ${stamp}`);
    expect(listed(page)).not.toContain(`宁波的问题 ${stamp}`);
    expect(page).toMatch(/data-testid="question-region"[^>]*>浙江省 杭州市</);
    // the filter form, as a browser without JavaScript sends it: a city of another province falls back to the province
    const form = await pageHtml("/answer/menu/questions?province=330000&city=510100");
    expect(listed(form)).toContain(`宁波的问题 ${stamp}`);
    expect(listed(form)).not.toContain(`成都的问题 ${stamp}`);
    expect(form).toMatch(/<option value="330100">杭州市<\/option>/);
    // an unknown place lists everything
    expect(listed(await pageHtml("/answer/menu/questions?region=999999"))).toContain(`成都的问题 ${stamp}`);
  });
});

describe("searching by jurisdiction", () => {
  type Found = { object_type: string; object: { id: string; question_id: string } };
  const found = async (q: string) =>
    (await api<{ list: Found[] }>(`search?q=${encodeURIComponent(q)}`)).body.data.list.map(
      (item) => item.object.question_id || item.object.id,
    );

  it("region: keeps the questions (and their answers) of a province or city whose name starts so", async () => {
    const asker = await createUser();
    const shenzhen = (await askQuestion(asker.token, { city: "440300" })).body.data.id;
    const guangzhou = (await askQuestion(asker.token, { city: "440100" })).body.data.id;
    const beijing = (await askQuestion(asker.token, { city: "110100" })).body.data.id;
    const none = (await askQuestion(asker.token)).body.data.id;
    const inShenzhen = await found("region:深圳 is:question");
    expect(inShenzhen).toContain(shenzhen);
    for (const other of [guangzhou, beijing, none]) expect(inShenzhen).not.toContain(other);
    const inGuangdong = await found("region:广东 is:question");
    expect(inGuangdong).toEqual(expect.arrayContaining([shenzhen, guangzhou]));
    expect(inGuangdong).not.toContain(beijing);
    // a municipality by its name, with a tag
    const tagged = await found(`region:北京 [${DEFAULT_TAG}]`);
    expect(tagged).toContain(beijing);
    expect(tagged).not.toContain(shenzhen);
    // a place that does not exist finds nothing
    expect(await found("region:火星")).toEqual([]);
  });
});
