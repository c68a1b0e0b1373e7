// Fixtures for browser tests: users are created through the product's own API, mail is read from the outbox
// through the back office API, and any unexpected console error fails the test (STYLE.md).
import { deflateSync, crc32 } from "node:zlib";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEFAULT_ADMIN } from "../../scripts/lib/admin";

export { expect };

let adminToken: string | null = null;

/** The administrator's API token (the one `npm start` creates), logged in once per run. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const response = await request.post("/answer/api/v1/user/login/email", {
    data: { e_mail: DEFAULT_ADMIN.email, pass: DEFAULT_ADMIN.password },
  });
  const body = (await response.json()) as { data: { access_token: string } };
  adminToken = body.data.access_token;
  return adminToken;
}

/**
 * The link in the newest mail to an address (activation, reset, email change), as the member would click it; with
 * `path`, the newest whose link leads there (a mail the queue writes may come after the ones already there).
 */
export async function linkFromMail(request: APIRequestContext, email: string, path?: string): Promise<string> {
  const token = await adminApiToken(request);
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request.get("/answer/admin/api/mail/page", { headers: { Authorization: token } });
    const body = (await response.json()) as { data: { list: { to: string; text: string }[] } };
    const links = body.data.list
      .filter((entry) => entry.to === email.toLowerCase())
      .map((mail) => /(https?:\/\/\S+)/.exec(mail.text)?.[1])
      .filter((link): link is string => link !== undefined)
      .map((link) => new URL(link));
    const link = links.find((url) => !path || url.pathname.startsWith(path));
    if (link) return link.pathname + link.search;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email}${path ? ` with a link to ${path}` : ""}`);
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Registers and activates a member through the API; returns the credentials. */
export async function activatedMember(request: APIRequestContext, name = "测试会员") {
  const email = uniqueEmail("member");
  const password = "Member-pass-2026";
  const registered = await request.post("/answer/api/v1/user/register/email", {
    data: { name, e_mail: email, pass: password },
  });
  expect(registered.status()).toBe(200);
  const link = await linkFromMail(request, email);
  const code = new URL(link, "http://x").searchParams.get("code");
  const activated = await request.post("/answer/api/v1/user/email/verification", { data: { code } });
  expect(activated.status()).toBe(200);
  return { email, password, name };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/answer/menu/users/login");
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  // with JavaScript the login is a client-side submission: wait until it has taken the member elsewhere
  await page.waitForURL((url) => !url.pathname.endsWith("/users/login"));
}

/** The celebration of a new badge, which opens over whatever page a member is on when the poll notices the award. */
export const badgeDialog = (page: Page) => page.getByRole("dialog", { name: "恭喜！" });

export const test = base.extend<{ failOnConsoleError: void; closeBadgeDialogs: void }>({
  // members of these tests earn badges as they go (a first vote, an accepted answer): whenever the celebration opens
  // in the way of an action, it is closed as a member would; the test of the dialog itself turns this off
  closeBadgeDialogs: [
    async ({ page }, use) => {
      await page.addLocatorHandler(badgeDialog(page), async (dialog) => {
        await dialog.getByRole("button", { name: "关闭" }).click();
      });
      await use();
    },
    { auto: true },
  ],
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // the browser's own note about a 4xx answer (an expected validation failure) is not an app error
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // the note above is left out for API answers only: a page's own stylesheet, script, font or image must load
      page.on("response", (response) => {
        const kind = response.request().resourceType();
        if (["stylesheet", "script", "font", "image"].includes(kind) && response.status() >= 400)
          errors.push(`${kind} ${response.url()} answered ${response.status()}`);
      });
      // a blocked script or stylesheet is an error even where the browser would only note it
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await use();
      // let the page finish loading before it is closed: closing it mid-hydration aborts its lazy chunks, and React
      // reports the aborted render (error 345) although nobody would ever see that page
      await page.waitForLoadState("networkidle").catch(() => undefined);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Logs in through the API and answers the access token. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/answer/api/v1/user/login/email", { data: { e_mail: email, pass: password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** An activated member who has opened the community, ready to ask and answer. */
export async function communityMember(request: APIRequestContext, name: string) {
  const member = await activatedMember(request, name);
  const token = await apiToken(request, member.email, member.password);
  const opened = await request.post("/answer/api/v1/user/community/open", {
    headers: { Authorization: token },
    data: { username: name },
  });
  expect(opened.status()).toBe(200);
  return { ...member, token };
}

/**
 * Makes sure the tags exist: the administrator (who also opens the community) creates those that are missing through
 * `POST tag`. Creating them, rather than asking a question with them, keeps the administrator below the hourly
 * question limit however many tests (and retries) need tags.
 */
export async function ensureTags(request: APIRequestContext, tags: string[]) {
  const token = await adminApiToken(request);
  await request.post("/answer/api/v1/user/community/open", {
    headers: { Authorization: token },
    data: { username: DEFAULT_ADMIN.name },
  });
  for (const tag of tags) {
    const response = await request.post("/answer/api/v1/tag", {
      headers: { Authorization: token },
      data: { display_name: tag, slug_name: tag },
    });
    if (response.status() === 200) continue;
    // a tag made by an earlier test is refused as taken
    const body = (await response.json()) as { data: { error_field?: string }[] | null };
    expect(response.status()).toBe(400);
    expect(body.data?.[0]?.error_field).toBe("slug_name");
  }
}

export { DEFAULT_ADMIN };

/**
 * A POST through wrangler dev's proxy, sent again when the proxy lost its connection to the Worker mid-request: it
 * then answers a 503 of its own ("Your worker restarted mid-request"; workerd logs "stream disconnected
 * prematurely"), or drops the client's socket (ECONNRESET). Under a burst of concurrent requests that happens now and
 * then in local dev only; the app never answers either. Use it only for calls that are idempotent (the same vote or
 * bookmark again changes nothing).
 */
export async function postThroughDevProxy(
  request: APIRequestContext,
  url: string,
  options: Parameters<APIRequestContext["post"]>[1],
) {
  for (let attempt = 1; ; attempt++) {
    const last = attempt === 3;
    const response = await request.post(url, options).catch((error: Error) => {
      if (last || !/ECONNRESET|socket hang up/.test(error.message)) throw error;
      return null;
    });
    if (!response) continue;
    const proxyLost =
      response.status() === 503 && (await response.text()).includes("Your worker restarted mid-request");
    if (!proxyLost || last) return response;
  }
}

/** A real PNG (a solid square), which the browser can decode and the server's checks accept. */
export function solidPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
