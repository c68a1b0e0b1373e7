// The question pages as a browser without JavaScript sees them (SPEC §2): the list with bad query parameters, the ask
// form, the question page with its answer form, what a hostile title or body can and cannot do there (SECURITY.md §1),
// and the permalink forms with their canonical link. Storage is shared by the tests of this file: each builds its own
// users and questions, and the tests that change the SEO settings put the defaults back.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TAG,
  adminApi,
  answerQuestion,
  api,
  askQuestion,
  buttonSubmission,
  cookieFor,
  createAdmin,
  createTags,
  createUser,
  getPage,
  postForm,
  visibleText,
  withoutScripts,
  type AnswerInfo,
  type QuestionInfo,
  rowId,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";
import { formatObjectId } from "~/lib/object-ids";

const ASK = "/answer/menu/questions/ask";
const CONTENT = "单位没有为我缴纳社保，我想解除劳动合同并要求经济补偿，需要准备哪些证据？";

let settingsAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  settingsAdmin = await createAdmin();
});

async function putSeo(permalink: number) {
  const result = await adminApi("siteinfo/seo", {
    method: "PUT",
    token: settingsAdmin.token,
    body: { ...DEFAULT_SETTINGS.seo, permalink },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

async function html(path: string, token?: string, status = 200) {
  const response = await getPage(path, token ? { cookie: cookieFor(token) } : {});
  expect(response.status, path).toBe(status);
  return response.text();
}

type ParsedElement = { tag: string; attributes: [string, string][] };

/** Every element of a page with its attributes, and the text of every script, as the browser's parser sees them. */
async function parse(markup: string) {
  const elements: ParsedElement[] = [];
  const scripts: string[] = [];
  let script = "";
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        // HTMLRewriter yields [name, value] pairs (the DOM typings of the same name disagree)
        const attributes = element.attributes as unknown as Iterable<[string, string]>;
        elements.push({ tag: element.tagName, attributes: [...attributes] });
      },
    })
    .on("script", {
      text(chunk) {
        script += chunk.text;
        if (chunk.lastInTextNode) {
          scripts.push(script);
          script = "";
        }
      },
    })
    .transform(new Response(markup))
    .text();
  return { elements, scripts };
}

const attribute = (element: ParsedElement, name: string) => element.attributes.find(([key]) => key === name)?.[1];

async function canonicalOf(markup: string) {
  const { elements } = await parse(markup);
  const links = elements.filter((element) => element.tag === "link" && attribute(element, "rel") === "canonical");
  expect(links).toHaveLength(1);
  return attribute(links[0]!, "href");
}

const answerCount = (markup: string) => markup.split('data-testid="answer"').length - 1;

/** The question id in a /answer/menu/questions/D<base36> location. */
function idFromLocation(location: string): string {
  const match = /^\/answer\/menu\/questions\/D([0-9a-z]+)$/.exec(location);
  if (!match) throw new Error(`not a short question URL: ${location}`);
  return formatObjectId("question", parseInt(match[1]!, 36));
}

describe("the question list page", () => {
  it("bad order and page values give the defaults, never an error", async () => {
    const member = await createUser();
    const question = (await askQuestion(member.token)).body.data;
    for (const query of ["order=bogus&page=abc", "page=0", "page=-3", "page=1.5", "page=99999999", "order="]) {
      const markup = await html(`/answer/menu/questions?${query}`);
      expect(visibleText(markup), query).toContain(question.title);
    }
  });
});

describe("the ask page", () => {
  it("a guest goes to the login page, a member who has not opened the community to the opening page", async () => {
    const guest = await getPage(ASK);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/answer/menu/users/login?redirect=%2Fanswer%2Fmenu%2Fquestions%2Fask");
    const closed = await createUser({ communityOpened: false });
    const notOpened = await getPage(ASK, { cookie: cookieFor(closed.token) });
    expect(notOpened.status).toBe(302);
    expect(notOpened.headers.get("Location")).toBe("/answer/open");
    const inactive = await createUser({ activated: false });
    expect((await getPage(ASK, { cookie: cookieFor(inactive.token) })).headers.get("Location")).toBe(
      "/answer/menu/users/account-activation",
    );

    const member = await createUser();
    const markup = await html(`${ASK}?tags=${encodeURIComponent("合同法,劳动法")}`, member.token);
    const { elements } = await parse(markup);
    const tagsInput = elements.find((element) => element.tag === "input" && attribute(element, "name") === "tags");
    expect(tagsInput && attribute(tagsInput, "value")).toBe("合同法, 劳动法");
    expect(elements.some((element) => element.tag === "textarea" && attribute(element, "name") === "content")).toBe(
      true,
    );
  });

  it("without JavaScript: the form posts, redirects to the new question, and the page shows it", async () => {
    await createTags("合同法", "劳动法");
    const member = await createUser();
    const title = `没有签订书面劳动合同能否主张双倍工资 ${Date.now().toString(36)}`;
    const response = await postForm(
      ASK,
      { title, content: CONTENT, tags: "合同法, 劳动法", edit_summary: "" },
      { cookie: cookieFor(member.token) },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    const id = idFromLocation(location);

    const info = await api<QuestionInfo>(`question/info?id=${id}`);
    expect(info.body.data).toMatchObject({
      title,
      content: CONTENT,
      user_info: { id: formatObjectId("user", member.user.id) },
    });
    expect(info.body.data.tags.map((tag) => tag.slug_name).sort()).toEqual(["劳动法", "合同法"].sort());

    const page = visibleText(await html(location, member.token));
    expect(page).toContain(title);
    expect(page).toContain(CONTENT);
    expect(page).toContain("合同法");
    expect(page).toContain("劳动法");
    expect(page).toContain("0 个回答");
  });

  it("tags typed with Chinese commas, spaces and duplicates are one set", async () => {
    await createTags("合同法", "劳动法");
    const member = await createUser();
    const response = await postForm(
      ASK,
      { title: "竞业限制补偿金没有支付怎么办", content: CONTENT, tags: "合同法，劳动法 合同法、劳动法" },
      { cookie: cookieFor(member.token) },
    );
    expect(response.status).toBe(302);
    const info = await api<QuestionInfo>(`question/info?id=${idFromLocation(response.headers.get("Location")!)}`);
    expect(info.body.data.tags).toHaveLength(2);
  });

  it("with 'answer my own question' ticked the form asks and answers at once", async () => {
    const member = await createUser();
    await createTags(DEFAULT_TAG);
    const answer = "可以，用人单位超过一个月不满一年未订立书面合同的，应支付二倍工资。";
    const response = await postForm(
      ASK,
      {
        title: "自问自答：未签合同的二倍工资",
        content: CONTENT,
        tags: DEFAULT_TAG,
        with_answer: "on",
        answer_content: answer,
      },
      { cookie: cookieFor(member.token) },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    const answers = await api<{ count: number; list: AnswerInfo[] }>(
      `answer/page?question_id=${idFromLocation(location)}`,
    );
    expect(answers.body.data.count).toBe(1);
    expect(answers.body.data.list[0]!.content).toBe(answer);
    expect(visibleText(await html(location))).toContain(answer);
  });

  it("refused asks come back as 400 with the message on the page, and write nothing", async () => {
    const member = await createUser();
    await createTags(DEFAULT_TAG);
    const cookie = cookieFor(member.token);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM questions").first<{ n: number }>();
    const cases: [Record<string, string>, string][] = [
      [{ title: "太短了", content: CONTENT, tags: DEFAULT_TAG }, "标题长度必须在 6 至 100 个字符之间"],
      [{ title: "", content: CONTENT, tags: DEFAULT_TAG }, "标题不能为空。"],
      [{ title: "押金不退怎么处理比较好", content: "太短", tags: DEFAULT_TAG }, "内容长度至少 6 个字符"],
      [{ title: "押金不退怎么处理比较好", content: CONTENT, tags: "" }, "必须选择一个标签"],
      [{ title: "押金不退怎么处理比较好", content: CONTENT, tags: "a b c d e f" }, "最多只能选择 5 个标签"],
      [
        { title: "押金不退怎么处理比较好", content: CONTENT, tags: `从未有过的标签${Date.now().toString(36)}` },
        "您没有创建新标签的权限，请从已有标签中选择",
      ],
      [
        {
          title: "押金不退怎么处理比较好",
          content: CONTENT,
          tags: DEFAULT_TAG,
          with_answer: "on",
          answer_content: "短",
        },
        "内容长度至少 6 个字符",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm(ASK, fields, { cookie });
      expect(response.status, message).toBe(400);
      const markup = await response.text();
      expect(visibleText(markup), message).toContain(message);
      // what was typed stays in the form
      if (fields.title) expect(markup).toContain(fields.title);
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM questions").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("a reserved tag is refused for a member with its name in the message", async () => {
    const write = (reserved: string[]) =>
      adminApi("siteinfo/write", {
        method: "PUT",
        token: settingsAdmin.token,
        body: { ...DEFAULT_SETTINGS.write, reserved_tags: reserved },
      });
    expect((await write(["站务公告"])).status).toBe(200);
    try {
      const member = await createUser();
      await createTags(DEFAULT_TAG);
      const response = await postForm(
        ASK,
        { title: "可以用保留标签提问吗", content: CONTENT, tags: `${DEFAULT_TAG} 站务公告` },
        { cookie: cookieFor(member.token) },
      );
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain("保留标签“站务公告”只有版主和管理员可以使用");
    } finally {
      expect((await write([])).status).toBe(200);
    }
  });

  it("a guest posting the form goes to the login page and nothing is written", async () => {
    await createTags(DEFAULT_TAG);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM questions").first<{ n: number }>();
    const response = await postForm(ASK, { title: "游客提交的问题标题", content: CONTENT, tags: DEFAULT_TAG });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/answer\/menu\/users\/login\?redirect=/);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM questions").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("the question page", () => {
  it("without JavaScript: an answer posts, redirects to #answer-<id>, and the page shows it", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const path = `/answer/menu/questions/D${rowId(question.id).toString(36)}`;
    const cookie = cookieFor(answerer.token);

    const guestPage = visibleText(await html(path));
    expect(guestPage).toContain(question.title);
    expect(guestPage).toContain("登录后回答");

    const text = "建议先固定证据，包括工资流水、考勤记录和聊天记录，然后申请劳动仲裁。";
    const response = await postForm(path, { intent: "answer", content: text }, { cookie });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    const answers = await api<{ count: number; list: AnswerInfo[] }>(`answer/page?question_id=${question.id}`);
    expect(answers.body.data.count).toBe(1);
    const answerId = answers.body.data.list[0]!.id;
    expect(location).toBe(`${path}#answer-${rowId(answerId)}`);

    const markup = await html(path, answerer.token);
    expect(markup).toContain(`id="answer-${rowId(answerId)}"`);
    expect(visibleText(markup)).toContain(text);
    expect(visibleText(markup)).toContain("1 个回答");
    expect(answerCount(markup)).toBe(1);
    // each author's reputation, named in the page's language when hovered
    expect(markup).toMatch(/<span title="声望">\d+<\/span>/);
  });

  it("a page loaded whole carries each post's body once, in its markup; a data request carries it in its data", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    // random, not the time: the helpers' default titles end in the time too, and one equal to it would be in the data
    const marker = crypto.randomUUID().replaceAll("-", "");
    // past the first 160 characters of the source, which the page's description repeats
    const questionText = `${"公司拖欠工资三个月，已经多次催要无果。".repeat(9)}问题正文${marker}`;
    const answerText = `可以向劳动监察大队投诉，也可以直接申请劳动仲裁。回答正文${marker}`;
    const question = (await askQuestion(asker.token, { content: questionText })).body.data;
    const answer = (await answerQuestion(answerer.token, question.id, answerText)).body.data;
    const path = `/answer/menu/questions/D${rowId(question.id).toString(36)}`;

    for (const token of [undefined, answerer.token]) {
      const markup = await html(path, token);
      const { elements, scripts } = await parse(markup);
      const ids = elements.map((element) => attribute(element, "id"));
      expect(ids).toContain(`body-question-${rowId(question.id)}`);
      expect(ids).toContain(`body-answer-${rowId(answer.id)}`);
      expect(visibleText(markup)).toContain(`问题正文${marker}`);
      expect(visibleText(markup)).toContain(`回答正文${marker}`);
      // once each in the body's markup and once in the head's structured data (which search engines read), not
      // again in the data the browser hydrates from
      const [head, body] = markup.split("</head>");
      expect(body!.split(`问题正文${marker}`)).toHaveLength(2);
      expect(body!.split(`回答正文${marker}`)).toHaveLength(2);
      const structured = [...head!.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
      expect(structured.map((match) => match[1]!.split(marker).length - 1)).toEqual([2, 0]);
      const inData = scripts.filter((script) => !script.startsWith('{"@context"'));
      expect(inData.join("\n")).not.toContain(marker);
    }

    // the browser's own navigation to the page asks for its data, which then carries the bodies
    const data = await getPage(`${path}.data`);
    expect(data.status).toBe(200);
    const text = await data.text();
    expect(text).toContain(`问题正文${marker}`);
    expect(text).toContain(`回答正文${marker}`);
  });

  it("without JavaScript: the asker's 采纳 and 取消采纳 post the page's form; another member's same post changes nothing", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answerId = (await answerQuestion(answerer.token, question.id)).body.data.id;
    const path = `/answer/menu/questions/${question.id}`;
    const accepted = async () =>
      (await api<{ list: { id: string; accepted: number }[] }>(`answer/page?question_id=${question.id}`)).body.data
        .list[0]!.accepted;

    // only the asker is offered the button, one per answer, sending the page's one hidden form
    expect(visibleText(await html(path, answerer.token))).not.toContain("采纳");
    const fields = await buttonSubmission(await html(path, asker.token), "采纳");
    expect(fields).toEqual({ intent: `${answerId}:accept` });

    const refused = await postForm(path, fields, { cookie: cookieFor(answerer.token) });
    expect(refused.status).toBe(403);
    expect(await accepted()).toBe(1);

    const sent = await postForm(path, fields, { cookie: cookieFor(asker.token) });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${path}?notice=accepted`);
    expect(await accepted()).toBe(2);
    const after = visibleText(await html(sent.headers.get("Location")!, asker.token));
    expect(after).toContain("已采纳该回答。");

    const withdrawn = await buttonSubmission(await html(path, asker.token), "取消采纳");
    expect(withdrawn).toEqual({ intent: `${answerId}:unaccept` });
    expect((await postForm(path, withdrawn, { cookie: cookieFor(asker.token) })).status).toBe(302);
    expect(await accepted()).toBe(1);
  });

  it("a too-short answer gives 400 and the page shows 内容长度至少 6 个字符", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const path = `/answer/menu/questions/D${rowId(question.id).toString(36)}`;
    for (const content of ["太短", "   abc   "]) {
      const response = await postForm(path, { intent: "answer", content }, { cookie: cookieFor(answerer.token) });
      expect(response.status).toBe(400);
      const markup = await response.text();
      expect(visibleText(markup)).toContain("内容长度至少 6 个字符");
      expect(visibleText(markup)).toContain(question.title);
    }
    expect((await api<QuestionInfo>(`question/info?id=${question.id}`)).body.data.answer_count).toBe(0);
  });

  it("a guest posting an answer goes to the login page", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const path = `/answer/menu/questions/D${rowId(question.id).toString(36)}`;
    const response = await postForm(path, { content: "游客想回答这个问题。" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/answer/menu/users/login?redirect=${encodeURIComponent(path)}`);
    expect((await api<QuestionInfo>(`question/info?id=${question.id}`)).body.data.answer_count).toBe(0);
  });

  it("a question that does not exist, and ids that are not ids, are 404 pages", async () => {
    for (const path of [
      "/answer/menu/questions/999999999",
      "/answer/menu/questions/Dzzzzzz",
      "/answer/menu/questions/abc",
    ]) {
      const response = await getPage(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("XSS: a hostile title shows as text, and nothing in the body can run", async () => {
    const member = await createUser();
    const title = "<script>alert(1)</script>劳动争议";
    const content = [
      "正文开始 <img src=x onerror=alert(1)> 中间",
      '[点我](javascript:alert(1)) 和 <a href="javascript:alert(2)">链接</a>',
      '<script>alert(3)</script><iframe src="https://evil.example"></iframe>',
      "<svg onload=alert(4)></svg> <details open ontoggle=alert(5)>x</details>",
    ].join("\n\n");
    const asked = await askQuestion(member.token, { title, content });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const question = asked.body.data;
    expect(question.title).toBe(title);
    expect(question.html).not.toMatch(/onerror|onload|ontoggle|javascript:|<script|<iframe|<svg/i);
    expect(question.html).toContain("正文开始");

    // an answer with the same payloads
    const answered = await answerQuestion(member.token, question.id, content);
    expect(answered.status).toBe(200);

    const markup = await html(`/answer/menu/questions/D${rowId(question.id).toString(36)}`);
    // the title is text: escaped in the heading and the document title
    expect(withoutScripts(markup)).toContain("&lt;script&gt;alert(1)&lt;/script&gt;劳动争议");
    expect(markup).not.toContain("<script>alert(1)</script>");
    const { elements, scripts } = await parse(markup);
    const heading = elements.filter((element) => element.tag === "h1");
    expect(heading).toHaveLength(1);
    // no element anywhere carries an event handler or a javascript: URL
    for (const element of elements) {
      for (const [name, value] of element.attributes) {
        expect(name, `${element.tag} ${name}=${value}`).not.toMatch(/^on/i);
        expect(value.replace(/[\s\u0000-\u001f]/g, ""), `${element.tag} ${name}`).not.toMatch(/^(javascript|data):/i);
      }
      expect(["iframe", "svg", "object", "embed"]).not.toContain(element.tag);
    }
    // no script came from the title or the body: every script is the page's own (route data, hydration)
    for (const script of scripts) expect(script).not.toMatch(/^\s*alert\(\d\)\s*$/);
    expect(visibleText(markup)).toContain("正文开始");
  });
});

describe("permalinks", () => {
  afterEach(async () => {
    await putSeo(DEFAULT_SETTINGS.seo.permalink);
  });

  it("by default (4) the canonical link is the short id; the answer form of an answer page shows one answer", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const first = (await answerQuestion((await createUser()).token, question.id, "第一个回答的内容在这里。")).body.data;
    const second = (await answerQuestion((await createUser()).token, question.id, "第二个回答的内容在这里。")).body
      .data;
    const short = `/answer/menu/questions/D${rowId(question.id).toString(36)}`;

    const full = await html(short);
    expect(await canonicalOf(full)).toBe(`http://localhost${short}`);
    expect(answerCount(full)).toBe(2);
    // the numeric id is accepted too, and so is the API's typed id, with the same canonical link
    for (const id of [String(rowId(question.id)), question.id]) {
      expect(await canonicalOf(await html(`/answer/menu/questions/${id}`))).toBe(`http://localhost${short}`);
    }

    // without a title segment the second segment is the answer id
    const one = await html(`${short}/${second.id}`);
    expect(answerCount(one)).toBe(1);
    expect(one).toContain(`id="answer-${rowId(second.id)}"`);
    expect(one).not.toContain(`id="answer-${rowId(first.id)}"`);
    expect(await canonicalOf(one)).toBe(`http://localhost${short}/${rowId(second.id)}`);
  });

  it("with permalink 1 the canonical link carries the url title; /{id}/{slug}/{answerId} shows exactly one answer", async () => {
    await putSeo(1);
    const asker = await createUser();
    const question = (await askQuestion(asker.token, { title: "Labor contract: 试用期 & 解除 问题" })).body.data;
    expect(question.url_title).toBe("labor-contract-shi-yong-qi-jie-chu-wen-ti");
    const first = (await answerQuestion((await createUser()).token, question.id, "第一个回答的内容在这里。")).body.data;
    const second = (await answerQuestion((await createUser()).token, question.id, "第二个回答的内容在这里。")).body
      .data;
    const path = `/answer/menu/questions/${rowId(question.id)}/${question.url_title}`;

    const full = await html(path);
    expect(await canonicalOf(full)).toBe(`http://localhost${path}`);
    expect(answerCount(full)).toBe(2);
    // the bare id and the short id lead to the same canonical page
    expect(await canonicalOf(await html(`/answer/menu/questions/${question.id}`))).toBe(`http://localhost${path}`);
    expect(await canonicalOf(await html(`/answer/menu/questions/D${rowId(question.id).toString(36)}`))).toBe(
      `http://localhost${path}`,
    );

    const one = await html(`${path}/${first.id}`);
    expect(answerCount(one)).toBe(1);
    expect(one).toContain(`id="answer-${rowId(first.id)}"`);
    expect(one).not.toContain(`id="answer-${rowId(second.id)}"`);
    expect(visibleText(one)).toContain("第一个回答的内容在这里。");
    expect(visibleText(one)).not.toContain("第二个回答的内容在这里。");
    expect(visibleText(one)).toContain("查看全部 2 个回答");
    expect(await canonicalOf(one)).toBe(`http://localhost${path}/${rowId(first.id)}`);

    // an answer of another question, or one that does not exist, is not found
    const other = (await askQuestion(asker.token)).body.data;
    await getPage(`/answer/menu/questions/${other.id}/x/${first.id}`).then((response) =>
      expect(response.status).toBe(404),
    );
    await getPage(`${path}/999999999`).then((response) => expect(response.status).toBe(404));
  });
});
