// The legal community: the option trees, opening a lawyer profile (its checks and the licence number's
// uniqueness), the licence photo that only verifiers ever reach, verification, rejection and revocation with their
// notifications and mails, the 认证律师 mark where names are shown, and the yearly re-check reminder.
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  BASE,
  cookieFor,
  createTags,
  rowId,
  type Envelope,
  createAdmin,
  createStaff,
  createUser,
  expectFieldError,
  expectOk,
  getPage,
  pageHtml,
  postForm,
  questionPage,
  scalar,
  type Member,
} from "../helpers";
import { png } from "../support/images";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import { remindLawyerRechecks } from "~/server/services/lawyer-verification.server";
import { createDb } from "~/server/db/client.server";
import { mergeSettings, selectSettingsRows } from "~/server/models/settings.server";
import { paths } from "~/lib/paths";
import { formatObjectId } from "~/lib/object-ids";

type Option = { code: string; name: string };
type Check = { state: string; opened: boolean; profile: Record<string, unknown> | null };

let serial = 100000;
/** A licence number of the right shape: Beijing (11), first licensed in 2015, full-time (1), male (1). */
const licenceNo = () => `11101201511${String(++serial).padStart(6, "0")}`;

const photo = () => new File([png(640, 480)], "licence.png", { type: "image/png" });

const BEIJING = { province: "110000", city: "110100", district: "110105" };

/** POST user/ly/open as multipart (as a client sending the photo does), or as JSON without one. */
async function open(member: Member, fields: Record<string, string | string[]>, file: File | null = photo()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  if (file) form.set("licence_photo", file);
  const response = await SELF.fetch(`${BASE}/answer/api/v1/user/ly/open`, {
    method: "POST",
    headers: { Authorization: member.token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const lawyerFields = (licence = licenceNo()) => ({
  ...BEIJING,
  career: "lawyer",
  domains: ["合同", "公司"],
  org_name: "北京某某律师事务所",
  licence_no: licence,
});

const check = async (member: Member) => (await api<Check>("user/ly/check", { token: member.token })).body.data;
const verdict = (verifier: Member, userId: number, operation: string, reason = "") =>
  api("ly/verification", { method: "PUT", token: verifier.token, body: { user_id: userId, operation, reason } });
const marked = (member: Member) => scalar("SELECT verified_lawyer AS n FROM users WHERE id = ?", member.user.id);

async function setLawyerSettings(change: Partial<typeof DEFAULT_SETTINGS.lawyer>) {
  const admin = await createAdmin();
  const saved = await adminApi("siteinfo/lawyer", {
    method: "PUT",
    token: admin.token,
    body: { ...DEFAULT_SETTINGS.lawyer, ...change },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

afterEach(async () => setLawyerSettings({}));

describe("the option trees", () => {
  it("address: the 31 provinces of mainland China, every one with its cities, each city with its districts", async () => {
    const provinces = (await api<Option[]>("ly/options/address")).body.data;
    expect(provinces).toHaveLength(31);
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(["北京市", "广东省", "新疆维吾尔自治区"]));
    expect(provinces.map((p) => p.name)).not.toContain("香港特别行政区");
    for (const province of provinces) {
      const cities = (await api<Option[]>(`ly/options/address?code=${province.code}`)).body.data;
      expect(cities.length, province.name).toBeGreaterThan(0);
      for (const city of cities) expect(city.code.slice(0, 2), city.name).toBe(province.code.slice(0, 2));
    }
    // a municipality has one city of its own name, with its districts under it
    const beijing = (await api<Option[]>("ly/options/address?code=110000")).body.data;
    expect(beijing).toEqual([{ code: "110100", name: "北京市" }]);
    const districts = (await api<Option[]>("ly/options/address?code=110100")).body.data;
    expect(districts).toHaveLength(16);
    expect(districts).toContainEqual({ code: "110105", name: "朝阳区" });
    // county-level cities a province governs directly are cities; cities without districts have none
    const henan = (await api<Option[]>("ly/options/address?code=410000")).body.data.map((c) => c.name);
    expect(henan).toEqual(expect.arrayContaining(["郑州市", "济源市"]));
    expect(henan.some((name) => name.includes("直辖"))).toBe(false);
    expect((await api<Option[]>("ly/options/address?code=441900")).body.data).toEqual([]);
    expect((await api("ly/options/address?code=abc")).status).toBe(400);
    expect((await api<Option[]>("ly/options/address?code=999999")).body.data).toEqual([]);
  });

  it("careers and domains: the built-in careers in the reader's language, and what administrators add", async () => {
    const careers = (await api<{ key: string; label: string }[]>("ly/options/career")).body.data;
    expect(careers.map((c) => c.label)).toEqual([
      "律师",
      "律师助理",
      "法官",
      "检察官",
      "公司法务",
      "法学学者",
      "法学学生",
      "其他",
    ]);
    const english = (await api<{ key: string; label: string }[]>("ly/options/career", { lang: "en-US" })).body.data;
    expect(english[0]).toEqual({ key: "lawyer", label: "Lawyer" });
    const domains = (await api<{ name: string; children: string[] }[]>("ly/options/domain")).body.data;
    expect(domains[0]).toEqual({ name: "民商事", children: expect.arrayContaining(["合同", "婚姻家事", "劳动"]) });
    expect(domains.map((d) => d.name)).toEqual(["民商事", "刑事", "行政", "知识产权", "涉外"]);

    await setLawyerSettings({
      extra_careers: ["仲裁员"],
      domains: "民商事: 合同, 公司\n海商: 船舶碰撞" as never,
      domain_tags: {},
    });
    const extended = (await api<{ key: string; label: string }[]>("ly/options/career")).body.data;
    expect(extended.at(-1)).toEqual({ key: "仲裁员", label: "仲裁员" });
    expect((await api("ly/options/domain")).body.data).toEqual([
      { name: "民商事", children: ["合同", "公司"] },
      { name: "海商", children: ["船舶碰撞"] },
    ]);
  });

  it("administrators' trees are checked: a group needs fields, names stay short and unique, tags name fields", async () => {
    const admin = await createAdmin();
    const put = (body: Record<string, unknown>) =>
      adminApi("siteinfo/lawyer", { method: "PUT", token: admin.token, body: { ...DEFAULT_SETTINGS.lawyer, ...body } });
    expectFieldError(await put({ domains: "民商事:" }), "domains", "每行需要一个分组名和至少一个领域。");
    expectFieldError(await put({ domains: "甲: 合同\n乙: 合同" }), "domains", "领域名称不能重复。");
    expectFieldError(
      await put({ domain_tags: "不存在的领域: contract" }),
      "domain_tags",
      "只能为已有的执业领域设置标签。",
    );
    expectOk(await put({ domain_tags: "合同: Contract-Law, 合同法" }));
    const stored = (await adminApi<{ domain_tags: unknown }>("siteinfo/lawyer", { token: admin.token })).body.data;
    expect(stored.domain_tags).toEqual({ 合同: ["contract-law", "合同法"] });
  });

  it("anonymous reads of the trees come from the edge cache", async () => {
    await getPage("/answer/api/v1/ly/options/address?code=440000");
    const again = await getPage("/answer/api/v1/ly/options/address?code=440000");
    expect(again.headers.get("Server-Timing")).toMatch(/edge;desc="hit"|edge[^,]*hit/);
  });
});

describe("opening a lawyer profile", () => {
  it("a practising lawyer's profile waits for a verifier; check answers its state and what it holds", async () => {
    const member = await createUser();
    expect(await check(member)).toMatchObject({ state: "none", opened: false, profile: null });
    const licence = licenceNo();
    expectOk(await open(member, lawyerFields(licence)));
    const checked = await check(member);
    expect(checked).toMatchObject({
      state: "pending",
      opened: true,
      profile: {
        province: "110000",
        province_name: "北京市",
        city_name: "北京市",
        district_name: "朝阳区",
        career: "lawyer",
        domain: ["合同", "公司"],
        org_name: "北京某某律师事务所",
        id: licence,
        has_licence_photo: true,
      },
    });
    // nothing of the photo's whereabouts is given out
    expect(JSON.stringify(checked)).not.toContain("licence/");
    expect(await marked(member)).toBe(0);
  });

  it("refuses what does not fit: region, career, fields, the licence number's format, a missing photo", async () => {
    const member = await createUser();
    const lawyer = lawyerFields();
    expectFieldError(await open(member, { ...lawyer, city: "440100" }), "city", "所选地区不存在，请重新选择。");
    expectFieldError(await open(member, { ...lawyer, province: "" }), "province", "请选择执业地区的省份和城市。");
    expectFieldError(await open(member, { ...lawyer, career: "宇航员" }), "career", "请选择职业。");
    expectFieldError(await open(member, { ...lawyer, domains: [] }), "domains", "请至少选择一个执业领域。");
    expectFieldError(
      await open(member, { ...lawyer, domains: ["合同", "公司", "继承", "劳动", "侵权", "金融"] }),
      "domains",
      "执业领域最多选择 5 个。",
    );
    expectFieldError(
      await open(member, { ...lawyer, domains: ["占星"] }),
      "domains",
      "所选执业领域不存在，请重新选择。",
    );
    expectFieldError(await open(member, { ...lawyer, licence_no: "" }), "licence_no", "执业律师请填写执业证号。");
    expectFieldError(await open(member, { ...lawyer, licence_no: "1234" }), "licence_no", "执业证号应为 17 位数字。");
    // a province that does not exist, a year to come, a kind 0 and a sex 2
    for (const bad of ["99101201511000001", "11101209911000001", "11101201501000001", "11101201512000001"])
      expectFieldError(await open(member, { ...lawyer, licence_no: bad }), "licence_no", "执业证号格式不正确。");
    expectFieldError(await open(member, lawyer, null), "licence_photo", "执业律师请上传执业证照片。");
    const fake = new File([new TextEncoder().encode("not an image")], "licence.png", { type: "image/png" });
    expect((await open(member, lawyer, fake)).status).toBe(400);
    // nothing was written
    expect((await check(member)).state).toBe("none");
    expect(await scalar("SELECT COUNT(*) AS n FROM lawyer_profiles WHERE user_id = ?", member.user.id)).toBe(0);
  });

  it("a licence number backs one account: another's waiting or verified profile holds it", async () => {
    const first = await createUser();
    const second = await createUser();
    const licence = licenceNo();
    expectOk(await open(first, lawyerFields(licence)));
    expectFieldError(await open(second, lawyerFields(licence)), "licence_no", "该执业证号已被其他账号使用。");
    // the holder may send theirs again
    expectOk(await open(first, lawyerFields(licence), null));
    // once rejected, the number is free for its real owner
    const admin = await createAdmin();
    expectOk(await verdict(admin, first.user.id, "reject", "执业证照片与证号不符"));
    expectOk(await open(second, lawyerFields(licence)));
  });

  it("other careers need no licence; guests and members who have not opened the community are refused", async () => {
    const student = await createUser();
    expectOk(await open(student, { ...BEIJING, career: "student", domains: ["刑事辩护"] }, null));
    expect((await check(student)).profile).toMatchObject({ career: "student", id: "", has_licence_photo: false });
    const closed = await createUser({ communityOpened: false });
    expect((await open(closed, lawyerFields())).status).toBe(403);
    const guest = await SELF.fetch(`${BASE}/answer/api/v1/user/ly/open`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lawyerFields()),
    });
    expect(guest.status).toBe(401);
    expect((await api("user/ly/check")).status).toBe(401);
  });
});

describe("the licence photo", () => {
  it("reaches administrators only: never the owner, another member, a guest, a moderator, or a cache", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const { moderator, administrator } = await createStaff();
    const other = await createUser();
    const path = paths.lawyerLicence(lawyer.user.id);
    const asAdmin = await getPage(path, { cookie: cookieFor(administrator.token) });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("Content-Type")).toBe("image/png");
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(asAdmin.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(new Uint8Array(await asAdmin.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    for (const member of [lawyer, other, moderator]) {
      const refused = await getPage(path, { cookie: cookieFor(member.token) });
      expect([302, 403], member.user.username).toContain(refused.status);
      expect(refused.headers.get("Content-Type") ?? "").not.toContain("image/");
      await refused.arrayBuffer();
    }
    const guest = await getPage(path);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toContain("/users/login");
    // a guest asking right after the administrator is not served a kept copy
    expect((await getPage(path)).headers.get("Content-Type") ?? "").not.toContain("image/");
    // the stored key is outside every prefix /uploads/ serves
    const key = (await env.DB.prepare("SELECT licence_photo_key AS k FROM lawyer_profiles WHERE user_id = ?")
      .bind(lawyer.user.id)
      .first<{ k: string }>())!.k;
    expect(key).toMatch(/^licence\//);
    expect((await getPage(`/uploads/${key}`)).status).toBe(404);
    // and the verification queue names the route, never the key
    const queue = await api<{ list: { licence_photo_url: string }[] }>("ly/pending", { token: administrator.token });
    expect(JSON.stringify(queue.body)).not.toContain(key);
    expect(queue.body.data.list.map((item) => item.licence_photo_url)).toContain(path);
  });

  it("moderators see it when the site lets them verify", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const { moderator } = await createStaff();
    expect((await api("ly/pending", { token: moderator.token })).status).toBe(403);
    await setLawyerSettings({ moderators_verify: true });
    expect((await getPage(paths.lawyerLicence(lawyer.user.id), { cookie: cookieFor(moderator.token) })).status).toBe(
      200,
    );
    expect((await api("ly/pending", { token: moderator.token })).status).toBe(200);
  });
});

describe("verification", () => {
  it("verify: the mark, an inbox notification and a mail; revoke later takes the mark away and says why", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const admin = await createAdmin();
    const queue = await api<{ count: number; list: { user_info: { id: string } }[] }>("ly/pending?page_size=10", {
      token: admin.token,
    });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data.list.map((item) => item.user_info.id)).toContain(formatObjectId("user", lawyer.user.id));
    expectOk(await verdict(admin, lawyer.user.id, "verify"));
    expect((await check(lawyer)).state).toBe("verified");
    expect(await marked(lawyer)).toBe(1);
    const notifications = await env.DB.prepare(
      "SELECT action, inbox_type, object_type FROM notifications WHERE user_id = ? ORDER BY id",
    )
      .bind(lawyer.user.id)
      .all<{ action: string; inbox_type: string; object_type: string }>();
    expect(notifications.results).toEqual([
      { action: "lawyer_verified", inbox_type: "account", object_type: "lawyer" },
    ]);
    const mail = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE to_email = ? ORDER BY id DESC")
      .bind(lawyer.email)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toContain("律师认证已通过");
    // settled once: a second verdict on the same submission is told somebody was first
    expect((await verdict(admin, lawyer.user.id, "verify")).status).toBe(409);
    expect((await verdict(admin, lawyer.user.id, "reject", "x")).status).toBe(409);

    expectFieldError(await verdict(admin, lawyer.user.id, "revoke"), "reason", "请填写原因。");
    expectOk(await verdict(admin, lawyer.user.id, "revoke", "执业证已被注销"));
    expect(await check(lawyer)).toMatchObject({ state: "revoked", profile: { reason: "执业证已被注销" } });
    expect(await marked(lawyer)).toBe(0);
    const revokedMail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE to_email = ? ORDER BY id DESC")
      .bind(lawyer.email)
      .first<{ text: string }>();
    expect(revokedMail!.text).toContain("执业证已被注销");
    expect(await scalar("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?", lawyer.user.id)).toBe(2);
  });

  it("reject: says why, leaves no mark, and the member may send it again", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const admin = await createAdmin();
    expectFieldError(await verdict(admin, lawyer.user.id, "reject"), "reason", "请填写原因。");
    expect((await check(lawyer)).state).toBe("pending");
    expectOk(await verdict(admin, lawyer.user.id, "reject", "照片看不清"));
    expect(await check(lawyer)).toMatchObject({ state: "rejected", profile: { reason: "照片看不清" } });
    expect(await marked(lawyer)).toBe(0);
    expectOk(await open(lawyer, lawyerFields()));
    expect(await check(lawyer)).toMatchObject({ state: "pending", profile: { reason: "" } });
  });

  it("only verifiers settle; nobody settles their own; a member that has none is not found", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const { moderator, administrator } = await createStaff();
    expect((await verdict(lawyer, lawyer.user.id, "verify")).status).toBe(403);
    expect((await verdict(moderator, lawyer.user.id, "verify")).status).toBe(403);
    expect((await verdict(administrator, administrator.user.id, "verify")).status).toBe(400);
    expect((await verdict(administrator, (await createUser()).user.id, "verify")).status).toBe(404);
    expect((await check(lawyer)).state).toBe("pending");
  });

  it("a verified lawyer changing the fields stays verified; a new licence number is checked again", async () => {
    const lawyer = await createUser();
    const licence = licenceNo();
    expectOk(await open(lawyer, lawyerFields(licence)));
    const admin = await createAdmin();
    expectOk(await verdict(admin, lawyer.user.id, "verify"));
    expectOk(await open(lawyer, { ...lawyerFields(licence), domains: ["劳动"], org_name: "新律所" }, null));
    expect(await check(lawyer)).toMatchObject({ state: "verified", profile: { domain: ["劳动"], org_name: "新律所" } });
    expect(await marked(lawyer)).toBe(1);
    expectOk(await open(lawyer, lawyerFields()));
    expect((await check(lawyer)).state).toBe("pending");
    expect(await marked(lawyer)).toBe(0);
  });

  it("the mark shows beside the lawyer's name on a question page, its list and their profile, with their practice", async () => {
    const lawyer = await createUser({ name: "认证的张律师" });
    expectOk(await open(lawyer, lawyerFields()));
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    expectOk(await answerQuestion(lawyer.token, question.id));
    const before = await pageHtml(questionPage(question.id));
    expect(before).not.toContain("认证律师</span>");
    const admin = await createAdmin();
    expectOk(await verdict(admin, lawyer.user.id, "verify"));
    // the cached page a reader had is not served again: the verdict bumped it
    const after = await pageHtml(questionPage(question.id));
    expect(after).toMatch(/认证的张律师<\/a><span[^>]*data-testid="lawyer-mark"[^>]*>认证律师<\/span>/);
    const profile = await pageHtml(paths.user(lawyer.user.username));
    expect(profile).toContain('data-testid="lawyer-mark"');
    expect(profile).toMatch(/data-testid="profile-practice"[^>]*>.*律师.*北京市 · 北京某某律师事务所.*合同、公司/s);
    const info = await api<{ answers?: unknown }>(`answer/page?question_id=${question.id}`);
    expect(JSON.stringify(info.body.data)).toContain('"verified_lawyer":true');
  });
});

describe("the verification queue on the review page, without JavaScript", () => {
  it("an administrator sees the submission with its photo, verifies it, and the applicant is marked", async () => {
    const lawyer = await createUser({ name: "待审核的李律师" });
    expectOk(await open(lawyer, lawyerFields()));
    const admin = await createAdmin();
    // the oldest submission comes first: walk the queue to this one
    let page = 1;
    let html = await pageHtml(paths.review({ type: "lawyer_verification", page }), admin.token);
    while (!html.includes("待审核的李律师") && html.includes('data-testid="lawyer-submission"'))
      html = await pageHtml(paths.review({ type: "lawyer_verification", page: ++page }), admin.token);
    expect(html).toContain(`src="${paths.lawyerLicence(lawyer.user.id)}"`);
    const done = await postForm(
      paths.review({ type: "lawyer_verification", page }),
      { intent: "lawyer", user_id: String(lawyer.user.id), operation: "verify" },
      { cookie: cookieFor(admin.token) },
    );
    expect(done.status, (await done.clone().text()).match(/role="alert"[^]*?<\/ul>/g)?.join(" ")).toBe(302);
    expect(done.headers.get("Location")).toContain("notice=lawyer_verified");
    expect(await marked(lawyer)).toBe(1);
    // rejecting without a reason is refused on the page, and nothing changes
    const other = await createUser();
    expectOk(await open(other, lawyerFields()));
    const refused = await postForm(
      paths.review({ type: "lawyer_verification" }),
      { intent: "lawyer", user_id: String(other.user.id), operation: "reject", reason: "" },
      { cookie: cookieFor(admin.token) },
    );
    expect(refused.status).toBe(400);
    expect((await check(other)).state).toBe("pending");
  });
});

describe("the profile form, without JavaScript", () => {
  it("choosing a province lists its cities; sending the form opens the profile", async () => {
    const member = await createUser();
    const settings = paths.settings("lawyer");
    const blank = await pageHtml(settings, member.token);
    expect(blank).toContain("尚未开通律师资料。");
    const withCities = await pageHtml(`${settings}?intent=region&province=440000&city=&org_name=某律所`, member.token);
    expect(withCities).toContain(">广州市</option>");
    expect(withCities).toContain('value="某律所"');
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...BEIJING, career: "student", org_name: "某大学" }))
      form.set(name, value);
    form.append("domains", "合同");
    const sent = await SELF.fetch(`${BASE}${settings}`, {
      method: "POST",
      headers: {
        Cookie: cookieFor(member.token),
        Host: new URL(BASE).host,
        Origin: BASE,
        "Sec-Fetch-Site": "same-origin",
      },
      body: form,
      redirect: "manual",
    });
    expect(sent.status, (await sent.clone().text()).match(/role="alert"[^]*?<\/ul>/g)?.join(" ")).toBe(302);
    const location = sent.headers.get("Location")!;
    expect(location).toBe(`${settings}?notice=submitted`);
    expect(await pageHtml(location, member.token)).toContain("已提交，请等待管理员审核。");
    expect((await check(member)).state).toBe("pending");
  });
});

describe("the yearly re-check", () => {
  it("a lawyer verified over a year ago is reminded once, in the inbox and by mail", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const admin = await createAdmin();
    expectOk(await verdict(admin, lawyer.user.id, "verify"));
    const db = createDb(env.DB);
    const settings = { ...mergeSettings(await selectSettingsRows(db)) };
    const withSite = { ...settings, general: { ...settings.general, site_url: "https://lvwen.example" } };
    const now = Math.floor(Date.now() / 1000);
    const reminded = () =>
      scalar("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND action = 'lawyer_recheck'", lawyer.user.id);
    await remindLawyerRechecks(env, db, withSite, now);
    expect(await reminded()).toBe(0);
    await remindLawyerRechecks(env, db, withSite, now + 366 * 86_400);
    expect(await reminded()).toBe(1);
    await remindLawyerRechecks(env, db, withSite, now + 367 * 86_400);
    expect(await reminded()).toBe(1);
    const mail = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE to_email = ? ORDER BY id DESC")
      .bind(lawyer.email)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toContain("请更新律师认证");
    expect(mail!.text).toContain("https://lvwen.example/answer/menu/users/settings/lawyer");
    expect((await check(lawyer)).state).toBe("verified");
  });
});

describe("matching lawyers to a question", () => {
  /** A verified practising lawyer, written directly: the verification itself is tested above. */
  async function verifiedLawyer(place: { province: string; city: string }, domains: string[], rank = 1) {
    const member = await createUser({ rank });
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO lawyer_profiles (user_id, state, province, city, career, domains, licence_no, submitted_at)
         VALUES (?, 2, ?, ?, 'lawyer', ?, ?, unixepoch())`,
      ).bind(member.user.id, place.province, place.city, JSON.stringify(domains), licenceNo()),
      env.DB.prepare("UPDATE users SET verified_lawyer = 1 WHERE id = ?").bind(member.user.id),
    ]);
    return member;
  }

  type Match = { user_info: { username: string; verified_lawyer: boolean }; region: string; domain: string[] };
  const matches = async (questionId: string, token?: string) =>
    (await api<Match[]>(`ly/match?question_id=${questionId}`, { token })).body.data.map(
      (item) => item.user_info.username,
    );

  it("best first: more matching fields and the same city, then the votes on their answers in the question's tags", async () => {
    await createTags("婚姻家事");
    const shenzhen = { province: "440000", city: "440300" };
    const guangzhou = { province: "440000", city: "440100" };
    const hangzhou = { province: "330000", city: "330100" };
    const familyHere = await verifiedLawyer(shenzhen, ["婚姻家事", "公司"]);
    const familyNearby = await verifiedLawyer(guangzhou, ["继承"]);
    const familyFar = await verifiedLawyer(hangzhou, ["婚姻家事"], 5000);
    const labourHere = await verifiedLawyer(shenzhen, ["劳动"]);
    const unrelated = await verifiedLawyer(hangzhou, ["刑事辩护"]);
    const asker = await createUser();
    const question = (
      await askQuestion(asker.token, { tags: [{ slug_name: "婚姻家事" }], province: "440000", city: "440300" })
    ).body.data.id;
    // the fields the tag leads to (婚姻家事, 继承) and the city (2) or province (1)
    expect(await matches(question)).toEqual([
      familyHere.user.username,
      familyNearby.user.username,
      familyFar.user.username,
      labourHere.user.username,
    ]);
    const [first] = (await api<Match[]>(`ly/match?question_id=${question}`)).body.data;
    expect(first).toMatchObject({
      region: "广东省 深圳市",
      domain: ["婚姻家事", "公司"],
      user_info: { verified_lawyer: true },
    });
    expect(await matches(question)).not.toContain(unrelated.user.username);

    // the votes on a lawyer's answers in the question's tags rank lawyers who match alike
    const rival = await verifiedLawyer(guangzhou, ["继承"]);
    const earlier = (await askQuestion(asker.token, { tags: [{ slug_name: "婚姻家事" }] })).body.data.id;
    const answered = await answerQuestion(rival.token, earlier, "遗嘱继承优先于法定继承。");
    await env.DB.prepare("UPDATE answers SET vote_count = 7 WHERE id = ?").bind(rowId(answered.body.data.id)).run();
    const again = await matches(question);
    expect(again.indexOf(rival.user.username)).toBe(1);
    expect(again.indexOf(familyNearby.user.username)).toBe(2);
  });

  it("leaves out the asker, revoked lawyers and other careers; a hidden question is not found", async () => {
    await createTags("合同法");
    const place = { province: "320000", city: "320100" };
    const asker = await verifiedLawyer(place, ["合同"]);
    const revoked = await verifiedLawyer(place, ["合同"]);
    await env.DB.prepare("UPDATE lawyer_profiles SET state = 4 WHERE user_id = ?").bind(revoked.user.id).run();
    const judge = await createUser();
    await env.DB.prepare(
      `INSERT INTO lawyer_profiles (user_id, state, province, city, career, domains, submitted_at)
       VALUES (?, 2, '320000', '320100', 'judge', '["合同"]', unixepoch())`,
    )
      .bind(judge.user.id)
      .run();
    const question = (await askQuestion(asker.token, { tags: [{ slug_name: "合同法" }], city: "320100" })).body.data.id;
    const found = await matches(question);
    for (const member of [asker, revoked, judge]) expect(found).not.toContain(member.user.username);
    await env.DB.prepare("UPDATE questions SET status = 10 WHERE id = ?").bind(rowId(question)).run();
    expect((await api(`ly/match?question_id=${question}`)).status).toBe(404);
  });

  it("the invitees card suggests them to members who may invite, and to nobody else", async () => {
    await createTags("劳动法");
    const lawyer = await verifiedLawyer({ province: "510000", city: "510100" }, ["劳动"]);
    const asker = await createUser({ rank: 5000 });
    const question = (await askQuestion(asker.token, { tags: [{ slug_name: "劳动法" }], city: "510100" })).body.data.id;
    const asMember = await pageHtml(questionPage(question), asker.token);
    expect(asMember).toMatch(/data-testid="suggested-lawyers"[^]*data-testid="lawyer-mark"/);
    expect(asMember).toContain(lawyer.user.displayName);
    const asGuest = await pageHtml(questionPage(question));
    expect(asGuest).not.toContain('data-testid="suggested-lawyers"');
    const newcomer = await createUser();
    expect(await pageHtml(questionPage(question), newcomer.token)).not.toContain('data-testid="suggested-lawyers"');
  });
});

describe("the verified lawyers' directory", () => {
  it("ly/lawyers and the ranking page list verified lawyers by reputation, by region and field", async () => {
    const verify = async (place: { province: string; city: string }, domains: string[], rank: number) => {
      const member = await createUser({ rank });
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO lawyer_profiles (user_id, state, province, city, career, domains, licence_no, submitted_at)
           VALUES (?, 2, ?, ?, 'lawyer', ?, ?, unixepoch())`,
        ).bind(member.user.id, place.province, place.city, JSON.stringify(domains), licenceNo()),
        env.DB.prepare("UPDATE users SET verified_lawyer = 1 WHERE id = ?").bind(member.user.id),
      ]);
      return member.user.username;
    };
    const chongqing = { province: "500000", city: "500100" };
    const top = await verify(chongqing, ["刑事辩护", "经济犯罪"], 900);
    const second = await verify(chongqing, ["刑事辩护"], 300);
    const otherField = await verify(chongqing, ["商标"], 800);
    const pending = await createUser();
    await env.DB.prepare(
      `INSERT INTO lawyer_profiles (user_id, state, province, city, career, domains, submitted_at)
       VALUES (?, 1, '500000', '500100', 'lawyer', '["刑事辩护"]', unixepoch())`,
    )
      .bind(pending.user.id)
      .run();
    type Listed = { count: number; list: { user_info: { username: string }; region: string; domain: string[] }[] };
    const listed = await api<Listed>(`ly/lawyers?region=500000&domain=${encodeURIComponent("刑事辩护")}`);
    expect(listed.body.data.list.map((item) => item.user_info.username)).toEqual([top, second]);
    expect(listed.body.data.count).toBe(2);
    expect(listed.body.data.list[0]).toMatchObject({ region: "重庆市", domain: ["刑事辩护", "经济犯罪"] });
    const byCity = await api<Listed>("ly/lawyers?region=500100");
    expect(byCity.body.data.list.map((item) => item.user_info.username)).toEqual([top, otherField, second]);
    expect((await api("ly/lawyers?region=abc")).status).toBe(400);

    const page = await pageHtml(`${paths.usersList()}?region=500000&domain=${encodeURIComponent("刑事辩护")}`);
    const section = page.slice(page.indexOf('data-testid="verified-lawyers"'));
    expect(section).toContain(top);
    expect(section).not.toContain(otherField);
    expect(section).not.toContain(pending.user.username);
    expect(section).toMatch(/<option value="500000" selected="">重庆市<\/option>/);
  });
});

describe("following practice fields, without JavaScript", () => {
  it("the notification settings page follows the fields ticked, and only fields of the tree", async () => {
    const member = await createUser();
    const path = paths.settings("notify");
    expect(await pageHtml(path, member.token)).toContain('<input type="checkbox" name="domains" value="继承"/>');
    const form = new URLSearchParams({ intent: "domains" });
    form.append("domains", "继承");
    form.append("domains", "商标");
    const saved = await SELF.fetch(`${BASE}${path}`, {
      method: "POST",
      headers: {
        Cookie: cookieFor(member.token),
        "Content-Type": "application/x-www-form-urlencoded",
        Host: new URL(BASE).host,
        Origin: BASE,
        "Sec-Fetch-Site": "same-origin",
      },
      body: form.toString(),
    });
    expect(saved.status).toBe(200);
    expect((await api<string[]>("ly/domain/follows", { token: member.token })).body.data.sort()).toEqual(
      ["商标", "继承"].sort(),
    );
    const html = await pageHtml(path, member.token);
    expect(html).toContain('<input type="checkbox" name="domains" checked="" value="继承"/>');
    const refused = await postForm(path, { intent: "domains", domains: "占星" }, { cookie: cookieFor(member.token) });
    expect(refused.status).toBe(400);
    expect((await api<string[]>("ly/domain/follows", { token: member.token })).body.data).toHaveLength(2);
  });
});

describe("revoking in the back office, without JavaScript", () => {
  it("the member's page shows the lawyer profile and revokes a verification with a reason", async () => {
    const lawyer = await createUser();
    expectOk(await open(lawyer, lawyerFields()));
    const admin = await createAdmin();
    expectOk(await verdict(admin, lawyer.user.id, "verify"));
    const path = `/answer/admin/users/${lawyer.user.id}`;
    const page = await pageHtml(path, admin.token);
    expect(page).toMatch(/data-testid="admin-lawyer-state"[^>]*>已认证。/);
    expect(page).toContain(`href="${paths.lawyerLicence(lawyer.user.id)}"`);
    const cookie = cookieFor(admin.token);
    const fields = { intent: "lawyer", user_id: String(lawyer.user.id), operation: "revoke" };
    expect((await postForm(path, { ...fields, reason: "" }, { cookie })).status).toBe(400);
    expect(await marked(lawyer)).toBe(1);
    const revoked = await postForm(path, { ...fields, reason: "执业证已注销" }, { cookie });
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("已撤销该律师认证。");
    expect(await marked(lawyer)).toBe(0);
    expect(await check(lawyer)).toMatchObject({ state: "revoked", profile: { reason: "执业证已注销" } });
  });
});

describe("searching the directory by name", () => {
  it("ly/lawyers and the ranking page's form find verified lawyers by username or display name", async () => {
    const named = await createUser({ name: "搜索用的周律师" });
    const other = await createUser({ name: "另一位律师" });
    for (const member of [named, other]) {
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO lawyer_profiles (user_id, state, province, city, career, domains, licence_no, submitted_at)
           VALUES (?, 2, '350000', '350100', 'lawyer', '["合同"]', ?, unixepoch())`,
        ).bind(member.user.id, licenceNo()),
        env.DB.prepare("UPDATE users SET verified_lawyer = 1 WHERE id = ?").bind(member.user.id),
      ]);
    }
    type Listed = { list: { user_info: { username: string } }[] };
    const names = async (q: string) =>
      (await api<Listed>(`ly/lawyers?q=${encodeURIComponent(q)}&page_size=50`)).body.data.list.map(
        (item) => item.user_info.username,
      );
    expect(await names("用的周律")).toEqual([named.user.username]);
    expect(await names(named.user.username.toUpperCase())).toEqual([named.user.username]);
    // wildcards are taken literally
    expect(await names("%")).toEqual([]);
    const page = await pageHtml(`${paths.usersList()}?q=${encodeURIComponent("用的周律")}`);
    const section = page.slice(page.indexOf('data-testid="verified-lawyers"'));
    expect(section).toContain("搜索用的周律师");
    expect(section).not.toContain("另一位律师");
  });
});
