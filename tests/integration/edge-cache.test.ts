// The edge cache of anonymous reads (issue #4): served again until the content it shows changes, never for members,
// and the D1 bookmark that lets members read their own writes.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseServerTiming } from "../../workers/server-timing";
import {
  api,
  answerQuestion,
  askQuestion,
  cookieFor,
  createAdmin,
  createUser,
  getPage,
  login,
  postForm,
  adminApi,
  visibleText,
  questionPage,
  rowId,
} from "../helpers";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

function timingOf(response: Response) {
  const timing = parseServerTiming(response.headers.get("Server-Timing"));
  if (!timing) throw new Error("no Server-Timing header");
  return timing;
}

/** Whether the edge cache served the response (Server-Timing `edge`). */
const edgeOf = (response: Response) => timingOf(response).edge;
/** D1 round trips the request made: the page's batch, and the context's unless this isolate read it just before. */
const roundsOf = (response: Response) => timingOf(response).rounds;

async function read(path: string, cookie?: string) {
  const response = await getPage(path, { cookie });
  return { response, html: await response.text() };
}

describe("anonymous pages from the edge cache", () => {
  it("a question page is served again after a write to another question, and is fresh after a write to its own", async () => {
    const asker = await createUser();
    const answerer = await createUser();
    const first = (await askQuestion(asker.token)).body.data;
    const second = (await askQuestion(asker.token)).body.data;

    const rendered = await read(questionPage(first.id));
    expect(rendered.response.status).toBe(200);
    expect(edgeOf(rendered.response)).toBe("miss");
    expect(rendered.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");

    const again = await read(questionPage(first.id));
    expect(edgeOf(again.response)).toBe("hit");
    expect(roundsOf(again.response)).toBeLessThanOrEqual(1); // at most the context: the page was not rendered
    expect(visibleText(again.html)).toBe(visibleText(rendered.html));

    expect((await answerQuestion(answerer.token, second.id, "另一个问题的回答，与第一个问题无关。")).status).toBe(200);
    const afterOtherWrite = await read(questionPage(first.id));
    expect(edgeOf(afterOtherWrite.response)).toBe("hit");

    expect((await answerQuestion(answerer.token, first.id, "建议先申请劳动仲裁，保留工资条和考勤记录。")).status).toBe(
      200,
    );
    const afterOwnWrite = await read(questionPage(first.id));
    expect(edgeOf(afterOwnWrite.response)).toBe("miss");
    expect(visibleText(afterOwnWrite.html)).toContain("建议先申请劳动仲裁，保留工资条和考勤记录。");
  });

  it("a profile is served again until the member writes: an answer of theirs, or a change to their name", async () => {
    const member = await createUser({ name: "缓存中的律师" });
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const profile = `/answer/menu/users/${member.user.username}/answers`;
    expect(edgeOf((await read(profile)).response)).toBe("miss");
    expect(edgeOf((await read(profile)).response)).toBe("hit");
    // another member's writes leave it alone
    expect((await answerQuestion(asker.token, question.id, "提问者自己的补充回答，与该成员无关。")).status).toBe(200);
    expect(edgeOf((await read(profile)).response)).toBe("hit");
    expect((await answerQuestion(member.token, question.id, "成员的新回答：建议先协商，再申请仲裁。")).status).toBe(
      200,
    );
    const afterAnswer = await read(profile);
    expect(edgeOf(afterAnswer.response)).toBe("miss");
    expect(afterAnswer.html).toContain(question.title);
    expect(edgeOf((await read(profile)).response)).toBe("hit");
    const renaming = await api("user/info", {
      method: "PUT",
      token: member.token,
      body: { display_name: "改名后的律师" },
    });
    expect(renaming.status).toBe(200);
    const renamed = await read(profile);
    expect(edgeOf(renamed.response)).toBe("miss");
    expect(renamed.html).toContain("改名后的律师");
    expect(edgeOf((await read(profile)).response)).toBe("hit");
    // logging in (last seen) is not a change of the profile: the page stays kept for its minutes
    expect((await login(member.email, member.password)).status).toBe(200);
    expect(edgeOf((await read(profile)).response)).toBe("hit");
    // pages under /users/ that are not profiles are never kept
    expect(edgeOf((await read("/answer/menu/users/login")).response)).toBeNull();
  });

  it("each reader of a cached page gets a fresh script nonce that matches the page's CSP", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const nonces = [];
    const pages = [];
    for (let i = 0; i < 3; i++) {
      const { response, html } = await read(questionPage(question.id));
      const csp = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      const inPage = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([csp]));
      nonces.push(csp);
      pages.push(html.replaceAll(csp!, "NONCE"));
    }
    expect(new Set(nonces).size).toBe(3);
    // apart from the nonce, every reader gets the page byte for byte as it was rendered
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
  });

  it("the list shows a new question at once", async () => {
    const asker = await createUser();
    await askQuestion(asker.token);
    await read("/answer/menu/questions");
    expect(edgeOf((await read("/answer/menu/questions")).response)).toBe("hit");

    const title = `试用期被辞退能否主张经济补偿 ${Date.now().toString(36)}`;
    expect((await askQuestion(asker.token, { title })).status).toBe(200);
    const list = await read("/answer/menu/questions");
    expect(visibleText(list.html)).toContain(title);
  });

  it("a reader's browser revalidates with the ETag and gets 304 until the page changes", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const first = await getPage(questionPage(question.id));
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidate = () =>
      SELF.fetch(`http://localhost${questionPage(question.id)}`, { headers: { "If-None-Match": etag! } }).then(
        (response) => response.status,
      );
    expect(await revalidate()).toBe(304);
    await answerQuestion((await createUser()).token, question.id, "可以要求公司出具解除劳动合同证明。");
    expect(await revalidate()).toBe(200);
  });

  it("a 304 carries exactly the CSP of the 200 it validates, nonce included, whether the page was kept or not", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const revalidate = (path: string, etag: string) =>
      SELF.fetch(`http://localhost${path}`, { headers: { "If-None-Match": etag } });

    for (const path of [questionPage(question.id), "/answer/menu/questions", "/answer/menu/tags"]) {
      // the first reader's copy (rendered for it) and a later reader's (served from the cache with a new nonce)
      for (const copy of [await getPage(path), await getPage(path)]) {
        const etag = copy.headers.get("ETag")!;
        const csp = copy.headers.get("Content-Security-Policy")!;
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(await copy.text()).toContain(`nonce="${nonce}"`);

        const notModified = await revalidate(path, etag);
        expect(notModified.status).toBe(304);
        expect(notModified.headers.get("Content-Security-Policy")).toBe(csp);
        expect(notModified.headers.get("ETag")).toBe(etag);
        // and again: the copy keeps its nonce for as long as the browser keeps it
        expect((await revalidate(path, etag)).headers.get("Content-Security-Policy")).toBe(csp);
        // a browser may list several tags: the one that matches decides
        const listed = await revalidate(path, `W/"other", ${etag}`);
        expect(listed.status).toBe(304);
        expect(listed.headers.get("Content-Security-Policy")).toBe(csp);
      }
    }
  });

  it("a revalidation whose nonce is not one the site makes gets the page, never that value in its CSP", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const path = questionPage(question.id);
    const etag = (await getPage(path)).headers.get("ETag")!;
    const nonce = /~n~([^"]+)"$/.exec(etag)?.[1];
    expect(nonce).toBeTruthy();
    for (const forged of [
      etag.replace(nonce!, "x' 'unsafe-inline"),
      etag.replace(nonce!, "short"),
      etag.replace(nonce!, `${nonce}; script-src *`),
      etag.replace(/~n~.*"$/, '~n~"'),
    ]) {
      const response = await SELF.fetch(`http://localhost${path}`, { headers: { "If-None-Match": forged } });
      expect(response.status).toBe(200);
      const csp = response.headers.get("Content-Security-Policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic';/);
      expect(await response.text()).toContain(`nonce="${/'nonce-([^']+)'/.exec(csp)![1]}"`);
    }
  });

  it("a revalidated API read keeps the headers of its 200", async () => {
    const first = await SELF.fetch("http://localhost/answer/api/v1/question/page?page=1&page_size=5");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    const again = await SELF.fetch("http://localhost/answer/api/v1/question/page?page=1&page_size=5", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
  });

  it("members never get the cached page: they see their own state and it is not kept", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    await read(questionPage(question.id));
    await read(questionPage(question.id));

    const member = await read(questionPage(question.id), cookieFor(asker.token));
    expect(roundsOf(member.response)).toBe(2);
    expect(edgeOf(member.response)).toBeNull();
    expect(member.response.headers.get("Cache-Control")).toBe("private, no-cache");
    // the asker sees the edit link of their own question; the cached anonymous page has none
    expect(member.html).toContain(`/answer/menu/posts/${rowId(question.id)}/edit`);
    const anonymous = await read(questionPage(question.id));
    expect(anonymous.html).not.toContain(`/answer/menu/posts/${rowId(question.id)}/edit`);
  });

  it("anonymous API reads are cached per language and refreshed by writes", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const info = () => api<{ answer_count: number }>(`question/info?id=${question.id}`);
    expect((await info()).body.data.answer_count).toBe(0);
    expect((await info()).body.data.answer_count).toBe(0);
    await answerQuestion((await createUser()).token, question.id, "公司拖欠工资可以申请支付令。");
    expect((await info()).body.data.answer_count).toBe(1);
  });

  it("a settings change reaches cached pages at once", async () => {
    const admin = await createAdmin();
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    await read(questionPage(question.id));
    const saved = await adminApi("siteinfo/interface", {
      method: "PUT",
      token: admin.token,
      body: { ...DEFAULT_SETTINGS.interface, language: "en-US" },
    });
    expect(saved.status).toBe(200);
    const { html } = await read(questionPage(question.id));
    expect(html).toContain('<html lang="en-US"');
  });

  it("when the site requires login, anonymous readers are sent to login even for a page cached before", async () => {
    const admin = await createAdmin();
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    await read(questionPage(question.id));
    const saved = await adminApi("siteinfo/login", {
      method: "PUT",
      token: admin.token,
      body: { ...DEFAULT_SETTINGS.login, login_required: true },
    });
    expect(saved.status).toBe(200);
    const response = await getPage(questionPage(question.id));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/answer/menu/users/login");
  });
});

describe("reading one's own writes (D1 Sessions API)", () => {
  it("a write answers with the D1 bookmark in an HttpOnly cookie", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const response = await postForm(
      questionPage(question.id),
      { intent: "answer", content: "可以向当地劳动争议仲裁委员会申请仲裁，时效为一年。" },
      { cookie: cookieFor(asker.token) },
    );
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/lw_d1=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it("a malformed bookmark cookie is ignored, not an error", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const response = await getPage(questionPage(question.id), {
      cookie: `${cookieFor(asker.token)}; lw_d1=%3Cscript%3E`,
    });
    expect(response.status).toBe(200);
  });
});
