// Readable question URLs (SPEC §2 permalinks 1 and 3): the title's pinyin slug is stored when the title is written,
// every link and the canonical link read it, old links with any slug or none still lead to the question, and the
// scheduled run gives questions written before slugs were stored theirs. Storage is shared by the tests of this file:
// each builds its own questions, and the tests that change the SEO settings put the defaults back.
import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import {
  api,
  askQuestion,
  cookieFor,
  createAdmin,
  createUser,
  editQuestion,
  expectOk,
  getPage,
  info,
  postForm,
  rowId,
  settingsApi,
  tagsOf,
  DEFAULT_TAG,
  type Member,
  type QuestionInfo,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

const TITLE = "劳动合同解除后怎么办？";
const SLUG = "lao-dong-he-tong-jie-chu-hou-zen-me-ban";
const CONTENT = "公司单方面解除劳动合同，没有给任何补偿，我应该先做什么？";

let admin: Member;
const settings = settingsApi(() => admin.token);

beforeAll(async () => {
  admin = await createAdmin();
});

afterEach(async () => {
  await putPermalink(DEFAULT_SETTINGS.seo.permalink);
});

async function putPermalink(permalink: number) {
  expectOk(await settings.putGroup("siteinfo/seo", { ...DEFAULT_SETTINGS.seo, permalink }));
}

/** Asks a question titled `title` through the API; answers it as question/info shows it. */
async function asked(asker: Member, title = TITLE): Promise<QuestionInfo> {
  const result = await askQuestion(asker.token, { title });
  expectOk(result);
  return result.body.data;
}

/** A page as a visitor sees it, which must answer 200. */
async function visit(path: string): Promise<string> {
  const response = await getPage(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const canonicalOf = (markup: string) => /<link rel="canonical" href="([^"]*)"/.exec(markup)?.[1];

const shortId = (id: string) => `D${rowId(id).toString(36)}`;

/** Runs the Worker's scheduled handler as the cron trigger would. */
async function runScheduled() {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: "*/30 * * * *" });
  await worker.scheduled(controller, env as never);
}

const storedUrlTitle = async (id: string) =>
  (await env.DB.prepare("SELECT url_title FROM questions WHERE id = ?").bind(rowId(id)).first<{ url_title: string }>())!
    .url_title;

describe("a question's URL title", () => {
  it("is the title in toneless pinyin, stored when the question is asked through the API", async () => {
    const question = await asked(await createUser());
    expect(question.url_title).toBe(SLUG);
    expect((await info(question.id)).body.data.url_title).toBe(SLUG);
    expect(await storedUrlTitle(question.id)).toBe(SLUG);
    // the lists' API shows the stored one too
    const list = await api<{ list: { id: string; url_title: string }[] }>("question/page?order=newest&page_size=50");
    expect(list.body.data.list.find((item) => item.id === question.id)?.url_title).toBe(SLUG);
  });

  it("follows the title when the owner edits it", async () => {
    const owner = await createUser();
    const question = await asked(owner);
    const edited = await editQuestion(owner.token, {
      id: question.id,
      title: "重庆银行的贷款合同能否提前结清？",
      content: CONTENT,
      tags: tagsOf([DEFAULT_TAG]),
    });
    expectOk(edited);
    expect(edited.body.data).toMatchObject({
      url_title: "chong-qing-yin-hang-de-dai-kuan-he-tong-neng-fou-ti-qian-jie-qing",
    });
    expect((await info(question.id)).body.data.url_title).toBe(
      "chong-qing-yin-hang-de-dai-kuan-he-tong-neng-fou-ti-qian-jie-qing",
    );
  });

  it("stays as it is while a suggested title waits, and follows it once a reviewer approves it", async () => {
    const question = await asked(await createUser());
    const suggester = await createUser({ rank: 100 });
    const suggested = await editQuestion(suggester.token, {
      id: question.id,
      title: "律师函收到后一定要回复吗？",
      content: CONTENT,
      tags: tagsOf([DEFAULT_TAG]),
    });
    expectOk(suggested);
    expect(suggested.body.data).toMatchObject({ wait_for_review: true, url_title: SLUG });
    expect(await storedUrlTitle(question.id)).toBe(SLUG);

    const reviewer = await createUser({ rank: 1000 });
    const queue = await api<{ list: { info: { object_id: string }; unreviewed_info: { id: string } }[] }>(
      "revisions/unreviewed?page_size=10",
      { token: reviewer.token },
    );
    const item = queue.body.data.list.find((entry) => entry.info.object_id === question.id)!;
    expectOk(
      await api("revisions/audit", {
        method: "PUT",
        token: reviewer.token,
        body: { id: item.unreviewed_info.id, operation: "approve" },
      }),
    );
    expect(await storedUrlTitle(question.id)).toBe("lv-shi-han-shou-dao-hou-yi-ding-yao-hui-fu-ma");
  });
});

describe("question links under the SEO permalink setting", () => {
  for (const permalink of [1, 3] as const) {
    it(`with permalink ${permalink} the page's canonical link and the list's links carry the pinyin slug`, async () => {
      const question = await asked(await createUser());
      await putPermalink(permalink);
      const id = permalink === 1 ? String(rowId(question.id)) : shortId(question.id);
      const path = `/answer/menu/questions/${id}/${SLUG}`;

      expect(canonicalOf(await visit(path))).toBe(`http://localhost${path}`);
      expect(await visit("/answer/menu/questions?order=newest")).toContain(`href="${path}"`);
    });
  }

  it("an old link with the Chinese slug, and a link with none, still lead to the question under its pinyin canonical", async () => {
    const question = await asked(await createUser());
    await putPermalink(1);
    const canonical = `http://localhost/answer/menu/questions/${rowId(question.id)}/${SLUG}`;
    const chinese = encodeURIComponent("劳动合同解除后怎么办");
    for (const path of [
      `/answer/menu/questions/${rowId(question.id)}/${chinese}`,
      `/answer/menu/questions/${rowId(question.id)}`,
      `/answer/menu/questions/${shortId(question.id)}/${chinese}`,
    ]) {
      expect(canonicalOf(await visit(path)), path).toBe(canonical);
    }
  });

  it("the ask and edit forms redirect to the question under its new slug", async () => {
    await putPermalink(1);
    const member = await createUser();
    const response = await postForm(
      "/answer/menu/questions/ask",
      { title: TITLE, content: CONTENT, tags: DEFAULT_TAG, edit_summary: "" },
      { cookie: cookieFor(member.token) },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    const match = new RegExp(`^/answer/menu/questions/(\\d+)/${SLUG}$`).exec(location);
    expect(match, location).not.toBeNull();

    const edited = await postForm(
      `/answer/menu/posts/${match![1]}/edit`,
      { title: "试用期被辞退有补偿吗？", content: CONTENT, tags: DEFAULT_TAG, edit_summary: "" },
      { cookie: cookieFor(member.token) },
    );
    expect(edited.status).toBe(302);
    expect(edited.headers.get("Location")).toBe(
      `/answer/menu/questions/${match![1]}/shi-yong-qi-bei-ci-tui-you-bu-chang-ma?notice=edited`,
    );
  });
});

describe("questions written before URL titles were stored", () => {
  it("are linked without a slug until the scheduled run gives them theirs", async () => {
    const question = await asked(await createUser());
    await env.DB.prepare("UPDATE questions SET url_title = '' WHERE id = ?").bind(rowId(question.id)).run();
    await putPermalink(1);
    const bare = `/answer/menu/questions/${rowId(question.id)}`;
    expect(canonicalOf(await visit(`${bare}/${SLUG}`))).toBe(`http://localhost${bare}`);
    expect((await info(question.id)).body.data.url_title).toBe("");

    await runScheduled();
    expect(await storedUrlTitle(question.id)).toBe(SLUG);
    expect(canonicalOf(await visit(bare))).toBe(`http://localhost${bare}/${SLUG}`);
  });
});
