// Sharing (REFERENCE.md First Share; SPEC §9 QR size): the share panel of questions and answers with the link and its
// QR code, drawn only for this site's question addresses; a member's copy earns First Share once, a guest's nothing.
// Storage is shared by the tests of this file: every test builds its own members and posts.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, answerQuestion, api, askQuestion, cookieFor, createUser, getPage, linkTargets, rowId } from "../helpers";
import { formatObjectId } from "~/lib/object-ids";

type Member = Awaited<ReturnType<typeof createUser>>;

async function firstShares(member: Member): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM badge_awards a JOIN badges b ON b.id = a.badge_id WHERE a.user_id = ? AND b.slug = 'first_share'",
  )
    .bind(member.user.id)
    .first<{ n: number }>();
  return row!.n;
}

const share = (member: Member | undefined, body: Record<string, unknown>) =>
  api("share", { token: member?.token, body });

describe("the share panel", () => {
  it("offers every reader the link of the question and of each answer, with a QR code of 240 pixels", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answer = (await answerQuestion((await createUser()).token, question.id)).body.data;
    const page = `/answer/menu/questions/${question.id}`;
    const closed = await (await getPage(page)).text();
    // closed, each panel is a link to the page with it open: the page itself carries no share links nor QR codes
    const openers = linkTargets(closed, "分享");
    expect(openers).toEqual([
      `${page}?open=share-question-${rowId(question.id)}`,
      `${page}?open=share-answer-${rowId(answer.id)}`,
    ]);
    expect(closed).not.toContain("此链接的二维码");
    const links = [];
    for (const opener of openers) {
      const html = await (await getPage(opener)).text();
      // the open panel: 链接, then the link as selectable text; the other post's panel stays a link
      const shown = [...html.matchAll(/<p>链接<\/p><a href="([^"]+)" class="[^"]*select-all[^"]*">([^<]+)<\/a>/g)];
      expect(shown).toHaveLength(1);
      expect(shown[0]![2]).toBe(shown[0]![1]);
      expect(linkTargets(html, "分享")).toHaveLength(1);
      links.push(shown[0]![1]);
      // the open panel's background (size-60: 240 px), fetched once the panel is shown
      const qr =
        /role="img" aria-label="此链接的二维码" class="[^"]*\bsize-60\b[^"]*" style="--qr:url\(&quot;([^"&]+)&quot;\)"/.exec(
          html,
        );
      expect(qr).not.toBeNull();
      const image = await SELF.fetch(`${BASE}${qr![1]}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/svg+xml");
      const svg = await image.text();
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|<text|on\w+=/i);
    }
    expect(links[0]).toMatch(/^http:\/\/localhost\/answer\/menu\/questions\/\S+$/);
    expect(links[1]).toBe(`${links[0]}/${rowId(answer.id)}`);
  });

  it("draws QR codes only for this site's question addresses", async () => {
    for (const path of [
      "https://evil.example/answer/menu/questions/1",
      "//evil.example/answer/menu/questions/1",
      "/answer/menu/questions//evil.example",
      "/answer/admin/users",
      "/answer/menu/questions/1<script>",
      "",
    ]) {
      const response = await SELF.fetch(`${BASE}/answer/menu/share/qr?path=${encodeURIComponent(path)}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).not.toBe("image/svg+xml");
    }
  });
});

describe("First Share", () => {
  it("is earned by a member's first copy of a share link, once however often they copy", async () => {
    const asker = await createUser();
    const sharer = await createUser();
    const question = (await askQuestion(asker.token)).body.data;
    const answer = (await answerQuestion((await createUser()).token, question.id)).body.data;
    expect((await share(sharer, { object_type: "question", object_id: question.id })).status).toBe(200);
    await expect.poll(() => firstShares(sharer), { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await share(sharer, { object_type: "answer", object_id: answer.id })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await firstShares(sharer)).toBe(1);
  });

  it("earns a guest nothing and refuses a post that is not there", async () => {
    const question = (await askQuestion((await createUser()).token)).body.data;
    expect((await share(undefined, { object_type: "question", object_id: question.id })).status).toBe(401);
    const member = await createUser();
    expect(
      (await share(member, { object_type: "question", object_id: formatObjectId("question", 999_999_999) })).status,
    ).toBe(404);
    expect((await share(member, { object_type: "comment", object_id: String(rowId(question.id)) })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await firstShares(member)).toBe(0);
  });

  it("shows members the same panel as readers", async () => {
    const member = await createUser();
    const question = (await askQuestion((await createUser()).token)).body.data;
    const cookie = cookieFor(member.token);
    const page = `/answer/menu/questions/${question.id}`;
    const [opener] = linkTargets(await (await getPage(page, { cookie })).text(), "分享");
    expect(opener).toBe(`${page}?open=share-question-${rowId(question.id)}`);
    const html = await (await getPage(opener!, { cookie })).text();
    expect(html).toMatch(
      /<p>链接<\/p><a href="http:\/\/localhost\/answer\/menu\/questions\/[^"]+" class="[^"]*select-all/,
    );
  });
});
