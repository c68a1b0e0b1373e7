// Query budgets of the read path (issue #4), counted by the Worker itself (Server-Timing, workers/server-timing.ts):
// one round trip per page. What the request needs before its page's queries (settings, the session's member, content
// versions) comes from what the isolate remembers, checked in the page's own batch (workers/remembered-reads.ts); a
// page served from the edge cache makes at most that check, and none when this isolate read it within the last second.
import { describe, expect, it } from "vitest";
import { parseServerTiming } from "../../workers/server-timing";
import { DEFAULT_TAG, answerQuestion, api, askQuestion, cookieFor, createUser, getPage, login } from "../helpers";

async function timingFor(path: string, options: { cookie?: string; token?: string } = {}) {
  const response = path.startsWith("/answer/api/")
    ? await fetchApi(path, options.token)
    : await getPage(path, { cookie: options.cookie });
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  const timing = parseServerTiming(response.headers.get("Server-Timing"));
  if (!timing) throw new Error(`no Server-Timing header on ${path}`);
  return timing;
}

async function fetchApi(path: string, token?: string) {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`http://localhost${path}`, { headers: token ? { Authorization: token } : {} });
}

describe("D1 round trips per read", () => {
  it("the list, a question page with 20 answers, the tag pages, the JSON list, profiles and the ranking: one round rendered, at most one from the cache, one for members", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    for (let i = 0; i < 20; i++) {
      const answerer = await createUser();
      expect(
        (await answerQuestion(answerer.token, question.id, `第 ${i + 1} 个回答：建议保留证据并申请仲裁。`)).status,
      ).toBe(200);
    }
    const member = await createUser();
    // the isolate's first read of the context, and of the member's session, is a round trip of its own
    await timingFor("/answer/menu/badges");
    await timingFor("/answer/menu/badges", { cookie: cookieFor(member.token) });
    for (const path of [
      "/answer/menu/questions",
      `/answer/menu/questions/${question.id}`,
      "/answer/api/v1/question/page?page=1&page_size=20",
      "/answer/menu/tags",
      `/answer/menu/tags/${encodeURIComponent(DEFAULT_TAG)}`,
      `/answer/menu/tags/${encodeURIComponent(DEFAULT_TAG)}/info`,
      `/answer/menu/users/${asker.user.username}`,
      `/answer/menu/users/${asker.user.username}/questions?order=score`,
      `/answer/menu/users/${asker.user.username}/reputation`,
      "/answer/menu/users-list",
    ]) {
      const rendered = await timingFor(path);
      expect(rendered.edge, `${path} rendered`).toBe("miss");
      expect(rendered.rounds, `${path} rendered`).toBe(1);
      const cached = await timingFor(path);
      expect(cached.edge, `${path} from the edge cache`).toBe("hit");
      expect(cached.rounds, `${path} from the edge cache`).toBeLessThanOrEqual(1);
      const asMember = path.startsWith("/answer/api/") ? { token: member.token } : { cookie: cookieFor(member.token) };
      expect((await timingFor(path, asMember)).rounds, `${path} for a member`).toBe(1);
    }
    // the question's JSON calls the app makes while reading
    const answers = await timingFor(`/answer/api/v1/answer/page?question_id=${question.id}&page=1&page_size=20`);
    expect(answers.rounds).toBe(1);
    expect((await api(`question/info?id=${question.id}`)).status).toBe(200);
  });

  it("a member's first page after logging in through this isolate takes one round trip: the login remembered them", async () => {
    const member = await createUser();
    await timingFor("/answer/menu/badges");
    const signedIn = await login(member.email, member.password);
    expect(signedIn.status).toBe(200);
    const cookie = cookieFor(signedIn.body.data.access_token);
    const first = await timingFor("/answer/menu/questions", { cookie });
    expect(first.rounds).toBe(1);
    // and it is that member's page
    const page = await getPage("/answer/menu/questions", { cookie });
    expect(await page.text()).toContain(member.user.displayName);
  });
});
