// Search (SPEC §7 search; DESIGN.md decision 9): every one- and two-character Chinese term is found exactly where a
// substring scan finds it; the query language's operators, the orders, paging, who sees what (SECURITY.md §4), the
// excerpt's escaping, and the index following edits through the queue.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  answer,
  ask,
  close,
  createStaff,
  createTags,
  createUser,
  deleteQuestion,
  deliver,
  editQuestion,
  recoverQuestion,
  rowId,
  type Member,
  type Staff,
} from "../helpers";
import { plainText } from "~/lib/format";
import { formatObjectId } from "~/lib/object-ids";
import { normalizeSearchText } from "~/lib/search-text";

type Found = {
  object_type: "question" | "answer";
  object: {
    id: string;
    question_id: string;
    title: string;
    excerpt: string;
    highlighted_excerpt: string;
    status: string;
    created_at: number;
    vote_count: number;
    accepted: boolean;
    tags: { slug_name: string }[];
    user_info: { id: string; username: string };
  };
};
type Results = { count: number; list: Found[] };

function searchFor(q: string, options: { token?: string; order?: string; page?: number; size?: number } = {}) {
  const params = new URLSearchParams({ q });
  if (options.order) params.set("order", options.order);
  if (options.page) params.set("page", String(options.page));
  if (options.size) params.set("size", String(options.size));
  return api<Results>(`search?${params}`, { method: "GET", token: options.token });
}

const idsOf = (results: Results) => results.list.map((found) => found.object.id).sort();

/** Waits until the queue has indexed a post: a search for its marker finds it. */
async function indexed(marker: string, id: string) {
  await expect
    .poll(async () => idsOf((await searchFor(marker)).body.data), { timeout: 10_000, interval: 100 })
    .toContain(id);
}

const CORPUS = [
  {
    title: "劳动合同到期不续签，公司要支付经济补偿吗",
    content: "我的劳动合同下个月到期，公司说不再续签。根据《劳动合同法》第46条，公司是否应当支付经济补偿？",
    answer: "用人单位维持或者提高劳动合同约定条件续订，劳动者不同意续订的除外，其他情形都要支付经济补偿。",
  },
  {
    title: "离婚时房产如何分割",
    content: "婚前一方全款买的房子，婚后共同还贷的部分怎么算？离婚诉讼中法院一般怎么判？",
    answer: "婚后共同还贷部分及其对应的增值，由获得房产的一方对另一方进行补偿。Mortgage payments count too.",
  },
  {
    title: "工伤认定需要哪些材料",
    content: "在工地上受伤，老板不给交社保。申请工伤认定要准备什么材料？时限是多久？",
    answer: "工伤认定申请应在事故发生之日起1年内提出，需要劳动关系证明、医疗诊断证明等材料。",
  },
  {
    title: "遗嘱继承与法定继承哪个优先",
    content: "父亲留有自书遗嘱，但没有见证人。兄弟姐妹对遗嘱效力有异议，继承纠纷如何处理？",
    answer: "遗嘱继承优先于法定继承。自书遗嘱须全部亲笔书写、签名并注明年月日。",
  },
  {
    title: "Labor arbitration 劳动仲裁的时效",
    content: "劳动争议申请仲裁的时效期间为一年，从当事人知道或者应当知道其权利被侵害之日起计算。Arbitration first.",
    answer: "拖欠劳动报酬的争议，劳动关系存续期间不受一年时效的限制。",
  },
];

let staff: Staff;
let asker: Member;
let answerer: Member;
let tag: string;
/** The corpus as posted: each post's typed id and the text a substring scan reads (an answer's includes its title). */
const posts: { id: string; text: string }[] = [];

beforeAll(async () => {
  staff = await createStaff();
  asker = await createUser({ name: "搜索提问者", rank: 1000 });
  answerer = await createUser({ name: "搜索回答者", rank: 1000 });
  tag = `search-${Date.now().toString(36)}`;
  await createTags(tag);
  for (const entry of CORPUS) {
    const questionId = await ask(asker.token, {
      title: entry.title,
      content: entry.content,
      tags: [{ slug_name: tag }],
    });
    const answerId = await answer(answerer.token, questionId, entry.answer);
    posts.push({ id: questionId, text: normalizeSearchText(`${entry.title}\n${plainText(entry.content)}`) });
    posts.push({ id: answerId, text: normalizeSearchText(`${entry.title}\n${plainText(entry.answer)}`) });
  }
  // the queue indexes the corpus: wait until every post has its row
  const docs = posts.map((post, index) => rowId(post.id) * 2 + (index % 2));
  const indexedCount = async () =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM search_index WHERE rowid IN (${docs.map(() => "?").join(", ")})`)
      .bind(...docs)
      .first<{ n: number }>())!.n;
  for (let waited = 0; (await indexedCount()) < posts.length; waited += 100) {
    if (waited > 20_000) throw new Error("the corpus was not indexed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

describe("recall against a substring scan", () => {
  /** The corpus posts a search finds (within the corpus's tag), and those a substring scan finds. */
  async function bothWays(term: string) {
    const found = await searchFor(`[${tag}] ${term}`, { size: 20 });
    expect(found.status, term).toBe(200);
    const scanned = posts.filter((post) => post.text.includes(normalizeSearchText(term))).map((post) => post.id);
    return { found: idsOf(found.body.data), scanned: scanned.sort() };
  }

  it("finds every one- and two-character Chinese term of the corpus exactly where a scan does", async () => {
    const terms = new Set<string>();
    for (const post of posts) {
      for (const run of post.text.match(/\p{Script=Han}+/gu) ?? []) {
        const chars = [...run];
        chars.forEach((char, index) => {
          terms.add(char);
          if (index + 1 < chars.length) terms.add(char + chars[index + 1]);
        });
      }
    }
    expect(terms.size).toBeGreaterThan(300);
    const misses: string[] = [];
    for (const term of terms) {
      const { found, scanned } = await bothWays(term);
      if (JSON.stringify(found) !== JSON.stringify(scanned)) misses.push(term);
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it("finds a four-character phrase, an English word and a number exactly where a scan does", async () => {
    for (const term of ["劳动合同", "经济补偿", "arbitration", "mortgage", "46", "1"]) {
      const { found, scanned } = await bothWays(term);
      expect(found, term).toEqual(scanned);
      expect(found.length, term).toBeGreaterThan(0);
    }
  });

  it("finds nothing for a term the corpus does not hold", async () => {
    expect((await bothWays("股权")).found).toEqual([]);
  });
});

describe("the query language", () => {
  const corpus = (q: string, token?: string) => searchFor(`[${tag}] ${q}`, { token, size: 20 });

  it("all words must match; a phrase must appear as written; -word leaves posts out", async () => {
    const both = idsOf((await corpus("劳动 时效")).body.data);
    expect(both).toEqual([posts[8]!.id, posts[9]!.id].sort());
    expect(idsOf((await corpus('"一年时效"')).body.data)).toEqual([posts[9]!.id]);
    // the words of a phrase apart are not the phrase
    expect(idsOf((await corpus('"时效一年"')).body.data)).toEqual([]);
    const withoutArbitration = idsOf((await corpus("劳动 -仲裁")).body.data);
    expect(withoutArbitration).toContain(posts[0]!.id);
    expect(withoutArbitration).not.toContain(posts[8]!.id);
  });

  it("[tag] finds the tag's questions and their answers, also by a synonym; user:, user:me and is: filter", async () => {
    // a tag alone lists its questions, as the tag's own list does; with anything else, its answers too
    const tagged = (await searchFor(`[${tag}]`, { size: 20 })).body.data;
    expect(tagged.count).toBe(CORPUS.length);
    expect(tagged.list.every((found) => found.object_type === "question")).toBe(true);
    expect((await searchFor(`[${tag}] is:answer`, { size: 20 })).body.data.count).toBe(CORPUS.length);
    expect((await searchFor(`[${tag}] score:0`, { size: 20 })).body.data.count).toBe(posts.length);
    expect(idsOf((await corpus("is:question")).body.data)).toEqual(
      posts
        .filter((_, index) => index % 2 === 0)
        .map((post) => post.id)
        .sort(),
    );
    expect(idsOf((await corpus("is:answer 遗嘱")).body.data)).toEqual([posts[7]!.id]);
    expect(idsOf((await corpus(`user:${answerer.user.username} 工伤`)).body.data)).toEqual([posts[5]!.id]);
    expect(idsOf((await corpus("user:me 工伤", asker.token)).body.data)).toEqual([posts[4]!.id]);
    // a guest is nobody: user:me finds nothing
    expect((await corpus("user:me 工伤")).body.data.count).toBe(0);

    const synonym = `${tag}-syn`;
    await createTags(synonym);
    const main = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(tag).first<{ id: number }>();
    await env.DB.prepare("UPDATE tags SET main_tag_id = ? WHERE slug_name = ?").bind(main!.id, synonym).run();
    expect((await searchFor(`[${synonym}] 离婚`)).body.data.count).toBe(2);
    // a question carrying both the synonym and its main tag is one result, and counted once
    const syn = await env.DB.prepare("SELECT id FROM tags WHERE slug_name = ?").bind(synonym).first<{ id: number }>();
    await env.DB.prepare("INSERT INTO question_tags (question_id, tag_id, created_at) VALUES (?, ?, 0)")
      .bind(rowId(posts[0]!.id), syn!.id)
      .run();
    const bySynonym = (await searchFor(`[${synonym}]`, { size: 20 })).body.data;
    expect([bySynonym.count, bySynonym.list.length]).toEqual([CORPUS.length, CORPUS.length]);
  });

  it("score:, answers:, isaccepted: and inquestion: filter; an unknown operator is searched as words", async () => {
    await env.DB.prepare("UPDATE answers SET vote_count = 3 WHERE id = ?").bind(rowId(posts[3]!.id)).run();
    expect(idsOf((await corpus("score:3")).body.data)).toEqual([posts[3]!.id]);
    expect((await corpus("answers:1 is:question")).body.data.count).toBe(CORPUS.length);
    expect((await corpus("answers:2")).body.data.count).toBe(0);
    // a tag with a filter on its questions' rows is no lone tag: the filter holds in every order
    for (const order of ["relevance", "newest"]) {
      expect((await searchFor(`[${tag}] answers:2`, { order })).body.data, order).toMatchObject({ count: 0, list: [] });
    }
    await env.DB.prepare("UPDATE answers SET accepted = 2 WHERE id = ?").bind(rowId(posts[7]!.id)).run();
    expect(idsOf((await corpus("isaccepted:yes")).body.data)).toEqual([posts[7]!.id]);
    expect((await corpus("isaccepted:no")).body.data.count).toBe(CORPUS.length - 1);
    expect(idsOf((await corpus(`inquestion:${posts[2]!.id}`)).body.data)).toEqual([posts[2]!.id, posts[3]!.id].sort());
    expect(idsOf((await corpus(`inquestion:${rowId(posts[2]!.id)} 补偿`)).body.data)).toEqual([posts[3]!.id]);
    // lang:zh is no operator: its words are searched, and no post holds "lang"
    expect((await corpus("lang:zh")).body.data.count).toBe(0);
  });
});

describe("orders and pages", () => {
  it("relevance puts a title match first; newest, score and active order as named; pages of `size`", async () => {
    // 补偿 is in the title (and so in the answer's) of the first question, only in the body of the second's answer
    const relevance = (await searchFor(`[${tag}] 补偿`, { size: 20 })).body.data.list;
    expect(relevance.map((found) => found.object.id).sort()).toEqual([posts[0]!.id, posts[1]!.id, posts[3]!.id].sort());
    expect(relevance.at(-1)!.object.id).toBe(posts[3]!.id);
    // the tag's questions and answers (a tag alone lists its questions; no post has negative votes)
    const everything = `[${tag}] score:0`;
    const newest = (await searchFor(everything, { order: "newest", size: 20 })).body.data.list;
    expect(newest).toHaveLength(posts.length);
    const times = newest.map((found) => found.object.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byScore = (await searchFor(everything, { order: "score", size: 20 })).body.data.list;
    expect(byScore[0]!.object.vote_count).toBeGreaterThanOrEqual(byScore.at(-1)!.object.vote_count);
    expect((await searchFor(everything, { order: "active" })).status).toBe(200);

    // a tag alone: its questions by time, in pages that follow on
    const tagged = (await searchFor(`[${tag}]`, { size: 20 })).body.data.list;
    const taggedTimes = tagged.map((found) => found.object.created_at);
    expect(tagged).toHaveLength(CORPUS.length);
    expect(taggedTimes).toEqual([...taggedTimes].sort((a, b) => b - a));
    const secondTagged = (await searchFor(`[${tag}]`, { size: 3, page: 2 })).body.data;
    expect(secondTagged.count).toBe(CORPUS.length);
    expect(secondTagged.list.map((found) => found.object.id)).toEqual(
      tagged.slice(3, 6).map((found) => found.object.id),
    );

    const first = (await searchFor(everything, { order: "newest", size: 3 })).body.data;
    const second = (await searchFor(everything, { order: "newest", size: 3, page: 2 })).body.data;
    expect(first.count).toBe(posts.length);
    expect(first.list.map((found) => found.object.id)).toEqual(newest.slice(0, 3).map((found) => found.object.id));
    expect(second.list.map((found) => found.object.id)).toEqual(newest.slice(3, 6).map((found) => found.object.id));
  });

  it("a query of one [tag] carries the tag as `extra`; any other query carries none", async () => {
    const alone = await api<Results & { extra: { slug_name: string; tag_id: string; question_count: number } | null }>(
      `search?q=${encodeURIComponent(`[${tag}]`)}`,
      { method: "GET" },
    );
    expect(alone.body.data.extra).toMatchObject({ slug_name: tag, question_count: CORPUS.length });
    expect(alone.body.data.extra!.tag_id).toMatch(/^1003\d{13}$/);
    const more = await api<{ extra: unknown }>(`search?q=${encodeURIComponent(`[${tag}] 离婚`)}`, { method: "GET" });
    expect(more.body.data.extra).toBeNull();
    const unknown = await api<{ extra: unknown; count: number }>(`search?q=${encodeURIComponent("[没有这个标签]")}`, {
      method: "GET",
    });
    expect(unknown.body.data).toMatchObject({ extra: null, count: 0 });
  });

  it("answers each result in SPEC §3's shape, with typed ids", async () => {
    const found = (await searchFor(`[${tag}] is:answer 遗嘱`)).body.data.list[0]!;
    expect(found.object_type).toBe("answer");
    expect(found.object).toMatchObject({
      id: posts[7]!.id,
      question_id: posts[6]!.id,
      title: CORPUS[3]!.title,
      tags: [{ slug_name: tag }],
      user_info: { id: formatObjectId("user", answerer.user.id), username: answerer.user.username },
    });
    expect(found.object.highlighted_excerpt).toContain("<em>遗嘱</em>");
  });
});

describe("who finds what", () => {
  it("a deleted post is found by staff only; a guest and the author do not find it", async () => {
    const marker = "撤销权纠纷之特别标记";
    await createTags("撤销权");
    const questionId = await ask(asker.token, {
      title: `${marker}的问题标题`,
      content: `关于${marker}的问题正文内容。`,
      tags: [{ slug_name: "撤销权" }],
    });
    await indexed(marker, questionId);
    expect((await deleteQuestion(asker.token, questionId)).status).toBe(200);
    // by its words, and by its tag alone (the tag's questions are read from the list's index)
    for (const q of [marker, "[撤销权]"]) {
      expect((await searchFor(q)).body.data.count, q).toBe(0);
      expect((await searchFor(q, { token: asker.token })).body.data.count, q).toBe(0);
      const forStaff = (await searchFor(q, { token: staff.moderator.token })).body.data;
      expect([forStaff.count, idsOf(forStaff)], q).toEqual([1, [questionId]]);
    }
  });

  it("a pending or unlisted post is found by its author and staff, not by others", async () => {
    const marker = "代位继承之待审标记";
    await createTags("代位继承");
    const questionId = await ask(asker.token, {
      title: `${marker}的问题标题`,
      content: `关于${marker}的问题正文内容。`,
      tags: [{ slug_name: "代位继承" }],
    });
    await indexed(marker, questionId);
    for (const state of ["status = 11", "show = 2"]) {
      await env.DB.prepare(`UPDATE questions SET ${state} WHERE id = ?`).bind(rowId(questionId)).run();
      for (const q of [marker, "[代位继承]"]) {
        const label = `${state} ${q}`;
        expect((await searchFor(q)).body.data.count, label).toBe(0);
        expect((await searchFor(q, { token: answerer.token })).body.data.count, label).toBe(0);
        expect(idsOf((await searchFor(q, { token: asker.token })).body.data), label).toEqual([questionId]);
        expect(idsOf((await searchFor(q, { token: staff.administrator.token })).body.data), label).toEqual([
          questionId,
        ]);
      }
      await env.DB.prepare("UPDATE questions SET status = 1, show = 1 WHERE id = ?").bind(rowId(questionId)).run();
    }
    // listed again: everyone finds it by its tag
    expect(idsOf((await searchFor("[代位继承]")).body.data)).toEqual([questionId]);
  });

  it("a member who has not opened the community is told to, and a suspended member may not search", async () => {
    const notOpened = await createUser({ communityOpened: false });
    const refused = await searchFor("劳动", { token: notOpened.token });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("请先开通社区");
    const suspended = await createUser({ status: 9 });
    expect((await searchFor("劳动", { token: suspended.token })).status).toBe(403);
  });
});

describe("input and output", () => {
  it("refuses a missing, blank or too long query, an unknown order and a bad page, with the field named", async () => {
    const cases: [string, string][] = [
      ["search", "q"],
      ["search?q=%20%20", "q"],
      [`search?q=${"法".repeat(61)}`, "q"],
      ["search?q=劳动&order=best", "order"],
      ["search?q=劳动&page=0", "page"],
      ["search?q=劳动&size=21", "size"],
    ];
    for (const [path, field] of cases) {
      const refused = await api<{ error_field: string }[]>(path, { method: "GET" });
      expect(refused.status, path).toBe(400);
      expect(
        refused.body.data.map((error) => error.error_field),
        path,
      ).toContain(field);
    }
    expect((await searchFor("法".repeat(60))).status).toBe(200);
  });

  it("escapes the post's text in the highlighted excerpt and marks only the terms", async () => {
    const marker = "诉讼时效中断";
    const questionId = await ask(asker.token, {
      title: `${marker}的情形有哪些`,
      content: `正文里写着 <img src=x onerror=alert(1)> 与 <b>${marker}</b> 的说明文字。`,
    });
    await indexed(marker, questionId);
    const found = (await searchFor(marker)).body.data.list.find((item) => item.object.id === questionId)!;
    expect(found.object.highlighted_excerpt).not.toMatch(/<(?!\/?em>)/);
    expect(found.object.highlighted_excerpt).toContain(`<em>${marker}</em>`);
  });

  it("search/desc names no external provider", async () => {
    const desc = await api("search/desc", { method: "GET" });
    expect(desc.body.data).toEqual({ name: "", icon: "", link: "" });
  });
});

describe("the index follows the posts", () => {
  it("an edit replaces the old text; a closed, deleted and undeleted post is found as it stands; a repeated event changes nothing", async () => {
    const questionId = await ask(asker.token, {
      title: "股东知情权诉讼的管辖法院",
      content: "股东要求查阅公司会计账簿，应向哪个法院起诉？",
    });
    await indexed("知情权", questionId);
    const edited = await editQuestion(asker.token, {
      id: questionId,
      title: "股东查阅权诉讼的管辖法院",
      content: "股东要求查阅公司会计账簿，应向公司住所地法院起诉吗？",
      tags: [{ slug_name: "民法" }],
      edit_summary: "改标题",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expect.poll(async () => (await searchFor("知情权")).body.data.count, { timeout: 10_000 }).toBe(0);
    expect(idsOf((await searchFor("查阅权")).body.data)).toEqual([questionId]);

    const rows = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM search_index WHERE rowid = ?")
        .bind(rowId(questionId) * 2)
        .first<{ n: number }>();
    expect((await rows())!.n).toBe(1);
    const event = {
      id: crypto.randomUUID(),
      type: "question.created" as const,
      questionId: rowId(questionId),
      userId: asker.user.id,
      tagIds: [],
      at: Math.floor(Date.now() / 1000),
    };
    await deliver([{ id: "search-1", body: event }]);
    await deliver([{ id: "search-2", body: event }]);
    expect((await rows())!.n).toBe(1);
    expect(idsOf((await searchFor("查阅权")).body.data)).toEqual([questionId]);

    expect((await close(staff.moderator.token, questionId, 64)).status).toBe(200);
    expect((await searchFor("查阅权")).body.data.list.map((found) => found.object.status)).toEqual(["closed"]);
    expect((await deleteQuestion(staff.moderator.token, questionId)).status).toBe(200);
    expect((await searchFor("查阅权")).body.data.count).toBe(0);
    expect((await recoverQuestion(staff.moderator.token, questionId)).status).toBe(200);
    expect(idsOf((await searchFor("查阅权")).body.data)).toEqual([questionId]);
  });
});
