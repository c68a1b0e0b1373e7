// The place a member returns to after login (the `redirect` parameter) never leaves the site, whatever trick the
// target plays on a browser's URL parser, and no target is a 500.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, cookieFor, createUser } from "../helpers";
import { safeRedirectTarget } from "~/lib/paths";

const HOME = "/answer/menu";
const LOGIN = "/answer/menu/users/login";

/** Targets as they stand in the query string (already percent-encoded where an attacker would encode them). */
const OFF_SITE = [
  "/%09/evil.example", // a tab after the slash: browsers drop it and read //evil.example
  "/%0A/evil.example",
  "/%0D%0A/evil.example",
  "/%0A/x",
  "%2F%2Fevil.example",
  "%2F%2F%2Fevil.example",
  "%2F%5Cevil.example", // /\evil.example
  "%5C%5Cevil.example",
  "%5C%2Fevil.example",
  "/%5C/evil.example",
  "%20%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example%2F",
  "HTTP%3A%2F%2Fevil.example",
  "https%3Aevil.example",
  "%2F%2Flocalhost%40evil.example",
  "http%3A%2F%2Flocalhost%40evil.example%2F",
  "javascript%3Aalert(1)",
  "JaVaScRiPt%3Aalert(1)",
  "java%09script%3Aalert(1)",
  "%0Ajavascript%3Aalert(1)",
  "data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%2F.%2F%2Fevil.example", // /.//evil.example is //evil.example once the dot segment goes
  "%2F..%2F%2Fevil.example",
  "%2F%252F%252Fevil.example", // an encoded slash that a later decoding would turn into //
  "%2F%255Cevil.example",
  "http%3A%2F%2F%5B%3A%3A1%5D%2F",
];

/** Targets that stay on the site, and where each leads. */
const ON_SITE: [string, string][] = [
  ["%2Fanswer%2Fmenu%2Fquestions%3Fpage%3D2", "/answer/menu/questions?page=2"],
  ["%2Fanswer%2Fmenu%2Ftags%23top", "/answer/menu/tags#top"],
  ["http%3A%2F%2Flocalhost%2Fanswer%2Fmenu%2Ftags", "/answer/menu/tags"],
  ["%2Fanswer%2Fmenu%2Ftags%2F%E5%8A%B3%E5%8A%A8%E6%B3%95", "/answer/menu/tags/%E5%8A%B3%E5%8A%A8%E6%B3%95"],
  ["%2Fanswer%2Fmenu%0D%0ASet-Cookie%3A%20x%3D1", "/answer/menuSet-Cookie:%20x=1"],
  ["%2F%00%2Fevil.example", "/%00/evil.example"], // a path of this site (a 404), not a host
];

function expectOnSite(response: Response, target: string) {
  expect(response.status, target).toBeGreaterThanOrEqual(300);
  expect(response.status, target).toBeLessThan(400);
  const location = response.headers.get("Location") ?? "";
  expect(location, target).toMatch(/^\/[^/\\]/);
  expect(location, target).not.toMatch(/[\u0000-\u0020\u007f]/);
  expect(new URL(location, BASE).origin, target).toBe(BASE);
  return location;
}

describe("the redirect after login", () => {
  it("a member sent to login with an off-site target goes home instead, never a 500", async () => {
    const member = await createUser();
    for (const target of OFF_SITE) {
      const response = await SELF.fetch(`${BASE}${LOGIN}?redirect=${target}`, {
        headers: { Cookie: cookieFor(member.token) },
        redirect: "manual",
      });
      expect(expectOnSite(response, target), target).toBe(HOME);
    }
  });

  it("a target on the site is where the member lands", async () => {
    const member = await createUser();
    for (const [target, landing] of ON_SITE) {
      const response = await SELF.fetch(`${BASE}${LOGIN}?redirect=${target}`, {
        headers: { Cookie: cookieFor(member.token) },
        redirect: "manual",
      });
      expect(expectOnSite(response, target), target).toBe(landing);
    }
  });

  it("logging in through the form follows only on-site targets; the form page itself never fails", async () => {
    const targets = [...OFF_SITE.map((target): [string, string] => [target, HOME]), ...ON_SITE];
    for (const [index, [target, landing]] of targets.entries()) {
      // the page a guest sees keeps the target in its form only if it is on the site
      const page = await SELF.fetch(`${BASE}${LOGIN}?redirect=${target}`);
      expect(page.status, target).toBe(200);
      if (landing === HOME) expect(await page.text(), target).not.toContain("evil.example");

      // a new member and address each time: logins are throttled per account and per address
      const member = await createUser();
      const response = await SELF.fetch(`${BASE}${LOGIN}?redirect=${target}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Host: new URL(BASE).host,
          Origin: BASE,
          "Sec-Fetch-Site": "same-origin",
          "CF-Connecting-IP": `192.0.2.${index + 1}`,
        },
        body: new URLSearchParams({ e_mail: member.email, pass: member.password }).toString(),
        redirect: "manual",
      });
      expect(expectOnSite(response, target), target).toBe(landing);
    }
  });

  it("the check resolves like a browser: only the site's own origin is kept", () => {
    const origin = "https://lvwen.example";
    expect(safeRedirectTarget("/answer/menu/tags", origin)).toBe("/answer/menu/tags");
    expect(safeRedirectTarget("https://lvwen.example/answer/menu/tags?x=1", origin)).toBe("/answer/menu/tags?x=1");
    expect(safeRedirectTarget("http://lvwen.example/answer/menu/tags", origin)).toBe(HOME);
    expect(safeRedirectTarget("https://lvwen.example:8443/", origin)).toBe(HOME);
    expect(safeRedirectTarget("/\t/evil.example", origin)).toBe(HOME);
    expect(safeRedirectTarget("/\\evil.example", origin)).toBe(HOME);
    expect(safeRedirectTarget(null, origin)).toBe(HOME);
    expect(safeRedirectTarget("", origin, "/elsewhere")).toBe("/elsewhere");
  });
});
