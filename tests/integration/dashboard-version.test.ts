// The dashboard's update check (SPEC §2 dashboard health; §7 dashboard version_info): a real release feed on loopback
// (tests/setup/global-release-feed.ts) answers, and the dashboard says latest, update to a newer one, or check failed;
// with 检查更新 off it asks nothing. The feed is shared with other suites, whose dashboards only read the version.
import { afterEach, beforeAll, describe, expect, it, inject } from "vitest";
import { adminApi, cookieFor, createAdmin, getPage, settingsApi, visibleText, type Member } from "../helpers";
import type { FeedRequest } from "../setup/global-release-feed";
import { isNewerVersion } from "~/server/services/release-check.server";

type Info = { version_info: { version: string; remote_version: string } };

const feed = inject("releaseFeedBase");

async function feedAnswers(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  await fetch(`${feed}/answer`, { method: "PUT", body: JSON.stringify({ status, body: text }) });
}
const feedRequests = async () => (await (await fetch(`${feed}/asked`)).json()) as FeedRequest[];

let admin: Member;
const { putGroup } = settingsApi(() => admin.token);
const versionInfo = async () =>
  (await adminApi<{ info: Info }>("dashboard", { method: "GET", token: admin.token })).body.data.info.version_info;
const versionLine = async () => {
  const html = await (await getPage("/answer/admin/dashboard", { cookie: cookieFor(admin.token) })).text();
  const line = /data-testid="dashboard-version"[^>]*>([\s\S]*?)<\/li>/.exec(html);
  return visibleText(line?.[1] ?? "");
};

beforeAll(async () => {
  admin = await createAdmin();
});

afterEach(async () => {
  await feedAnswers(200, { release: { version: "0.1.0" } });
});

describe("the dashboard's update check", () => {
  it("asks the feed with this version, and says it is the latest", async () => {
    await feedAnswers(200, { release: { version: "0.1.0" } });
    expect(await versionInfo()).toEqual({ version: "0.1.0", revision: "", remote_version: "0.1.0" });
    expect(await versionLine()).toContain("最新版本");
    const asked = await feedRequests();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]!.url).toBe("/latest.json?from_version=0.1.0");
    expect(asked[0]!.userAgent).toBe("lvwen/0.1.0");
  });

  it("names a newer release to update to", async () => {
    await feedAnswers(200, { release: { version: "0.10.2" } });
    expect((await versionInfo()).remote_version).toBe("0.10.2");
    expect(await versionLine()).toContain("更新到 0.10.2");
  });

  it.each([
    ["the feed fails", 503, { release: { version: "9.0.0" } }],
    ["the feed answers something else", 200, "<html>维护中</html>"],
    ["the feed's version is not one", 200, { release: { version: "latest" } }],
  ])("says the check failed when %s", async (_case, status, body) => {
    await feedAnswers(status, body);
    expect((await versionInfo()).remote_version).toBe("");
    const line = await versionLine();
    expect(line).toContain("校验失败");
    expect(line).not.toContain("9.0.0");
  });

  it("asks nothing while 检查更新 is off", async () => {
    const general = {
      name: "律问",
      site_url: "http://localhost",
      short_description: "",
      description: "",
      contact_email: "admin@example.com",
    };
    expect((await putGroup("siteinfo/general", { ...general, check_update: false })).status).toBe(200);
    try {
      // the first request after a settings change may run once on what the isolate remembers (workers/app.ts)
      await versionInfo();
      await feedAnswers(200, { release: { version: "0.2.0" } });
      expect((await versionInfo()).remote_version).toBe("");
      const line = await versionLine();
      for (const badge of ["最新版本", "更新到", "校验失败"]) expect(line).not.toContain(badge);
      expect((await feedRequests()).some((request) => request.url.startsWith("/latest.json"))).toBe(false);
    } finally {
      await putGroup("siteinfo/general", { ...general, check_update: true });
    }
  });
});

describe("comparing versions", () => {
  it("weighs major, minor and patch as numbers", () => {
    expect(isNewerVersion("0.10.0", "0.9.9")).toBe(true);
    expect(isNewerVersion("v1.0.0", "0.99.99")).toBe(true);
    expect(isNewerVersion("0.1.0", "0.1.0")).toBe(false);
    expect(isNewerVersion("0.0.9", "0.1.0")).toBe(false);
  });
});
