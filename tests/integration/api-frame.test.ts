// The JSON API frame (SPEC §7, §8; SECURITY.md §6, §8, §12): the envelope, bad input of every kind, languages, the
// duplicate-request guard, cross-site writes, response headers and login throttling. Storage is shared by the tests
// of this file, so every test uses its own addresses and its own client IP.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, BASE, createUser, getPage, uniqueEmail, type Envelope } from "../helpers";
import { sha256Hex } from "~/server/crypto.server";

let ipCounter = 0;
/** A client address of its own, so per-IP limits of one test never touch another. */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

type FieldErrors = { error_field: string; error_msg: string }[];

async function rawApi(path: string, init: RequestInit = {}) {
  const response = await SELF.fetch(`${BASE}/answer/api/v1/${path}`, init);
  const text = await response.text();
  let body: Envelope<unknown> | null = null;
  try {
    body = JSON.parse(text) as Envelope<unknown>;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}

describe("the envelope", () => {
  it("a success is {code: 200, reason, msg, data}", async () => {
    const { status, body } = await api<{ general: { name: string } }>("siteinfo");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, reason: "base.success", msg: "成功" });
    expect(body.data.general.name).toBe("律问");
    expect(Object.keys(body).sort()).toEqual(["code", "data", "msg", "reason"]);
  });

  it("an unknown path is an HTTP 404 with envelope code 404", async () => {
    for (const path of ["no/such/call", "unknown", "user/info/extra", "siteinfo/"]) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ code: 404, reason: "error.not_found", msg: "很抱歉，此页面不存在。" });
    }
    const wrongMethod = await api("user/info", { method: "DELETE" });
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.msg).toBe("很抱歉，此页面不存在。");
  });

  it("GET user/info for a visitor is 200 with data null", async () => {
    const { status, body } = await api("user/info");
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, reason: "base.success", msg: "成功", data: null });
  });

  it("a token that is no session is treated as a visitor, not an error", async () => {
    const { status, body } = await api("user/info", { token: "A".repeat(43) });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
  });
});

describe("bad input is a 400 (or 413) with a clear message, never a 500", () => {
  const headers = (ip: string) => ({ "Content-Type": "application/json", "CF-Connecting-IP": ip });

  it.each([
    ["a truncated object", '{"e_mail": "a@example.com", "pass": '],
    ["a bare word", "hello"],
    ["single quotes", "{'e_mail': 'a@example.com'}"],
    ["a trailing comma", '{"e_mail": "a@example.com",}'],
    ["a lone brace", "{"],
  ])("malformed JSON (%s) is 400 with a localized message", async (_, rawBody) => {
    const { status, body } = await api("user/login/email", { rawBody, headers: { "CF-Connecting-IP": freshIp() } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, reason: "error.request.malformed_json", msg: "请求内容不是有效的 JSON" });
  });

  it.each([
    ["an array", '[{"e_mail": "a@example.com", "pass": "x"}]'],
    ["a string", '"e_mail"'],
    ["a number", "42"],
    ["null", "null"],
    ["true", "true"],
  ])("a JSON body that is %s instead of an object is 400", async (_, rawBody) => {
    const { status, body } = await api("user/login/email", { rawBody, headers: { "CF-Connecting-IP": freshIp() } });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toBe("请求内容不是有效的 JSON");
  });

  it("a body over 256 KB is 413 with the envelope, whether or not it declares its length", async () => {
    const big = JSON.stringify({ e_mail: "big@example.com", pass: "x".repeat(300 * 1024) });
    const declared = await rawApi("user/login/email", { method: "POST", headers: headers(freshIp()), body: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 413, reason: "error.request.too_large", msg: "请求内容过大" });

    // streamed without a Content-Length: the size is checked on what arrives
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
        controller.close();
      },
    });
    const streamed = await rawApi("user/login/email", { method: "POST", headers: headers(freshIp()), body: stream });
    expect(streamed.status).toBe(413);
    expect(streamed.body?.code).toBe(413);

    // a register call with a huge name: 413, and nothing written
    const email = uniqueEmail("huge");
    const huge = await rawApi("user/register/email", {
      method: "POST",
      headers: headers(freshIp()),
      body: JSON.stringify({ name: "名".repeat(100_000), e_mail: email, pass: "Lawful-answer-42" }),
    });
    expect(huge.status).toBe(413);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });

  it("a body just under the limit is read and judged normally", async () => {
    const body = JSON.stringify({ e_mail: "under@example.com", pass: "x".repeat(200 * 1024) });
    const { status, body: envelope } = await rawApi("user/login/email", {
      method: "POST",
      headers: headers(freshIp()),
      body,
    });
    expect(status).toBe(400);
    expect(envelope?.code).toBe(400);
  });

  it("wrong field types are 400 with one field error per field", async () => {
    const { status, body } = await api<FieldErrors>("user/login/email", {
      body: { e_mail: 12345, pass: ["not", "a", "string"] },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data).toEqual([
      { error_field: "e_mail", error_msg: "邮箱不能为空" },
      { error_field: "pass", error_msg: "密码不能为空" },
    ]);
    expect(body.msg).toBe("邮箱不能为空");
  });

  it("registration reports each invalid field and writes nothing", async () => {
    const { status, body } = await api<FieldErrors>("user/register/email", {
      body: { name: { first: "王" }, e_mail: "not-an-email", pass: 12345678 },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(status).toBe(400);
    const fields = Object.fromEntries(body.data.map((error) => [error.error_field, error.error_msg]));
    expect(Object.keys(fields).sort()).toEqual(["e_mail", "name", "pass"]);
    expect(fields.e_mail).toBe("邮箱格式不正确");
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'not-an-email'").all<{
      n: number;
    }>();
    expect(results[0]!.n).toBe(0);
  });

  it("an unknown enum value and an out-of-range page are 400, not 500", async () => {
    const legal = await api<FieldErrors>("siteinfo/legal?info_type=cookies");
    expect(legal.status).toBe(400);
    expect(legal.body.msg).toBe("内容是无效的");
    expect(legal.body.data).toEqual([{ error_field: "info_type", error_msg: "内容是无效的" }]);
  });

  it("an empty body on a call that needs fields is 400 with field errors", async () => {
    const { status, body } = await api<FieldErrors>("user/login/email", {
      rawBody: "",
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(status).toBe(400);
    expect(body.data.map((error) => error.error_field)).toEqual(["e_mail", "pass"]);
  });
});

describe("the language of messages", () => {
  const malformed = (lang?: string, token?: string) =>
    api("user/login/email", { rawBody: "{", lang, token, headers: { "CF-Connecting-IP": freshIp() } });

  it.each([
    ["en-US", "The request body is not valid JSON"],
    ["en_US", "The request body is not valid JSON"],
    ["en", "The request body is not valid JSON"],
    ["fr-FR, en;q=0.8", "The request body is not valid JSON"],
    ["zh-CN", "请求内容不是有效的 JSON"],
    ["zh_CN", "请求内容不是有效的 JSON"],
    ["en-US;q=0.3, zh-CN;q=0.9", "请求内容不是有效的 JSON"],
    ["fr-FR", "请求内容不是有效的 JSON"],
  ])("Accept-Language %j gives %j", async (lang, message) => {
    const { body } = await malformed(lang);
    expect(body.msg).toBe(message);
  });

  it("field errors are translated too", async () => {
    const { body } = await api<FieldErrors>("user/login/email", {
      body: { e_mail: 1, pass: 2 },
      lang: "en-US",
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(body.msg).toBe("Email cannot be empty");
    expect(body.data[1]).toEqual({ error_field: "pass", error_msg: "Password cannot be empty" });
  });

  it("without Accept-Language the member's own language applies; Accept-Language still wins", async () => {
    const member = await createUser();
    const chosen = await api("user/interface", { method: "PUT", token: member.token, body: { language: "en_US" } });
    expect(chosen.status).toBe(200);

    expect((await malformed(undefined, member.token)).body.msg).toBe("The request body is not valid JSON");
    expect((await api("no/such/call", { token: member.token })).body.msg).toBe("Sorry, this page doesn't exist.");
    expect((await malformed("zh-CN", member.token)).body.msg).toBe("请求内容不是有效的 JSON");
    // a visitor without a language gets the site's (Chinese)
    expect((await malformed()).body.msg).toBe("请求内容不是有效的 JSON");
  });
});

describe("duplicate in-flight requests", () => {
  it("an identical write while the first is in flight is refused with 该请求已经发送过，避免重复发送", async () => {
    const ip = freshIp();
    const email = uniqueEmail("inflight");
    const body = JSON.stringify({ e_mail: email, pass: "Wrong-pass-123" });
    const url = `${BASE}/answer/api/v1/user/login/email`;
    // the claim the first request holds while it runs: caller (a visitor by IP), method, URL and body
    const key = await sha256Hex(`ip:${ip}\nPOST\n${url}\n${body}`);
    await env.DB.prepare("INSERT INTO inflight_requests (key, expires_at) VALUES (?, ?)")
      .bind(key, Math.floor(Date.now() / 1000) + 60)
      .run();

    const duplicate = await api("user/login/email", { rawBody: body, headers: { "CF-Connecting-IP": ip } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({
      code: 400,
      reason: "error.request.duplicate",
      msg: "该请求已经发送过，避免重复发送",
    });
    const english = await api("user/login/email", {
      rawBody: body,
      lang: "en-US",
      headers: { "CF-Connecting-IP": ip },
    });
    expect(english.body.msg).toBe("This request has already been sent; please don't send it twice");

    // the refused duplicate did no work: the login attempt was not even counted
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key = ?")
      .bind(`login:email:${email}`)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);

    // another body, another caller, or a read is not a duplicate
    const other = await api("user/login/email", {
      body: { e_mail: email, pass: "Other-pass-456" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(other.body.reason).toBe("login.failed");
    const otherCaller = await api("user/login/email", { rawBody: body, headers: { "CF-Connecting-IP": freshIp() } });
    expect(otherCaller.body.reason).toBe("login.failed");
    expect((await api("user/info", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);

    // once the first request is done (its claim gone) the same request goes through
    await env.DB.prepare("DELETE FROM inflight_requests WHERE key = ?").bind(key).run();
    const again = await api("user/login/email", { rawBody: body, headers: { "CF-Connecting-IP": ip } });
    expect(again.body.reason).toBe("login.failed");
  });

  it("a claim left behind by a crashed request expires", async () => {
    const ip = freshIp();
    const body = JSON.stringify({ e_mail: uniqueEmail("stale"), pass: "Wrong-pass-123" });
    const key = await sha256Hex(`ip:${ip}\nPOST\n${BASE}/answer/api/v1/user/login/email\n${body}`);
    await env.DB.prepare("INSERT INTO inflight_requests (key, expires_at) VALUES (?, ?)")
      .bind(key, Math.floor(Date.now() / 1000) - 1)
      .run();
    const response = await api("user/login/email", { rawBody: body, headers: { "CF-Connecting-IP": ip } });
    expect(response.body.reason).toBe("login.failed");
  });

  it("a member's claim is keyed by the session, so the same body from that member is refused", async () => {
    const member = await createUser();
    const body = JSON.stringify({ language: "en_US" });
    const key = await sha256Hex(`${await sha256Hex(member.token)}\nPUT\n${BASE}/answer/api/v1/user/interface\n${body}`);
    await env.DB.prepare("INSERT INTO inflight_requests (key, expires_at) VALUES (?, ?)")
      .bind(key, Math.floor(Date.now() / 1000) + 60)
      .run();
    const refused = await api("user/interface", { method: "PUT", rawBody: body, token: member.token });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("该请求已经发送过，避免重复发送");
  });

  it("identical registrations fired together: exactly one succeeds, the others are refused", async () => {
    const ip = freshIp();
    const body = { name: "并发注册", e_mail: uniqueEmail("parallel"), pass: "Lawful-answer-42" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api("user/register/email", { body, headers: { "CF-Connecting-IP": ip } })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(["该请求已经发送过，避免重复发送", "该邮箱已被注册"]).toContain(refused.body.msg);
    }
    const { results: rows } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(body.e_mail)
      .all<{ n: number }>();
    expect(rows[0]!.n).toBe(1);
  });
});

describe("cross-site writes are refused", () => {
  const loginPage = "/answer/menu/users/login";

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["an Origin of another site", { Origin: "https://evil.example" }],
    ["Origin null (a sandboxed frame)", { Origin: "null" }],
  ])("a page form POST with %s is 403", async (_, extra) => {
    const response = await SELF.fetch(`${BASE}${loginPage}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...extra },
      body: new URLSearchParams({ e_mail: "someone@example.com", pass: "Wrong-pass-123" }).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["an Origin of another site", { Origin: "https://evil.example" }],
    ["an Origin on another port", { Origin: "http://localhost:8080" }],
  ])("an API POST with %s is 403 and writes nothing", async (_, extra) => {
    const email = uniqueEmail("csrf");
    const response = await SELF.fetch(`${BASE}/answer/api/v1/user/register/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...extra },
      body: JSON.stringify({ name: "跨站用户", e_mail: email, pass: "Lawful-answer-42" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });

  it("a member's token does not make a cross-site API write acceptable", async () => {
    const member = await createUser();
    const response = await SELF.fetch(`${BASE}/answer/api/v1/user/interface`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: member.token, "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ language: "en_US" }),
    });
    expect(response.status).toBe(403);
    const { results } = await env.DB.prepare("SELECT language FROM users WHERE id = ?")
      .bind(member.user.id)
      .all<{ language: string }>();
    expect(results[0]!.language).not.toBe("en-US");
  });

  it("same-origin writes and header-only API clients are accepted", async () => {
    const sameOrigin = await SELF.fetch(`${BASE}/answer/api/v1/user/login/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: BASE,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": freshIp(),
      },
      body: JSON.stringify({ e_mail: uniqueEmail("same"), pass: "Wrong-pass-123" }),
    });
    expect(sameOrigin.status).toBe(400); // judged on its merits: a wrong login, not a refusal
    const apiClient = await api("user/login/email", {
      body: { e_mail: uniqueEmail("client"), pass: "Wrong-pass-123" },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(apiClient.status).toBe(400);
    expect(apiClient.body.reason).toBe("login.failed");
  });
});

describe("response headers", () => {
  it("API answers carry nosniff and a restrictive CSP, errors included", async () => {
    for (const response of [
      await SELF.fetch(`${BASE}/answer/api/v1/siteinfo`),
      await SELF.fetch(`${BASE}/answer/api/v1/no/such/call`),
      await SELF.fetch(`${BASE}/answer/api/v1/user/login/email`, {
        method: "POST",
        body: "{",
        headers: { "Content-Type": "application/json" },
      }),
    ]) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      await response.arrayBuffer();
    }
  });

  it("HTML pages carry a CSP with a fresh nonce that every script tag has", async () => {
    const first = await getPage("/answer/menu/users/login");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const directives = new Map(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    const scriptSrc = directives.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc.join(" "))?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce!.length).toBeGreaterThanOrEqual(16);

    const scripts: { nonce: string | null; src: string | null }[] = [];
    await new HTMLRewriter()
      .on("script", {
        element: (script) =>
          void scripts.push({ nonce: script.getAttribute("nonce"), src: script.getAttribute("src") }),
      })
      .transform(new Response(await first.text(), { headers: { "Content-Type": "text/html" } }))
      .text();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce).toBe(nonce);

    const second = await getPage("/answer/menu/users/login");
    const secondNonce = /'nonce-([^']+)'/.exec(second.headers.get("Content-Security-Policy") ?? "")?.[1];
    await second.arrayBuffer();
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(nonce);
  });

  it("a page that does not exist still carries the headers", async () => {
    const response = await getPage("/answer/menu/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    await response.arrayBuffer();
  });
});

describe("login throttling", () => {
  const login = (e_mail: string, pass: string, ip: string) =>
    api<{ access_token: string }>("user/login/email", { body: { e_mail, pass }, headers: { "CF-Connecting-IP": ip } });

  it("after 5 failed logins for one email the 6th is refused with 429, even with the right password", async () => {
    const { email, password } = await createUser();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await login(email, `Wrong-pass-${attempt}`, ip);
      expect(failed.status, `attempt ${attempt}`).toBe(400);
      expect(failed.body.msg).toBe("邮箱或密码错误");
    }
    const right = await login(email, password, ip);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 429, reason: "error.too_many_requests", msg: "操作过于频繁，请稍后再试" });
    expect(right.body.data).not.toHaveProperty("access_token");

    // neither another address nor another spelling of the email gets around it
    expect((await login(email, password, freshIp())).status).toBe(429);
    expect((await login(email.toUpperCase(), password, freshIp())).status).toBe(429);
    expect((await login(`  ${email}  `, password, freshIp())).status).toBe(429);
  });

  it("a successful login before the limit resets the count", async () => {
    const { email, password } = await createUser();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login(email, `Wrong-pass-${attempt}`, ip)).status).toBe(400);
    expect((await login(email, password, ip)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login(email, `Wrong-again-${attempt}`, ip)).status).toBe(400);
    expect((await login(email, password, ip)).status).toBe(429);
  });

  it("the limit holds for 10 wrong logins fired at once", async () => {
    const { email, password } = await createUser();
    const ip = freshIp();
    // distinct passwords, so the duplicate-request guard does not reject them before they are counted
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => login(email, `Wrong-pass-${i}`, ip)));
    const judged = results.filter((result) => result.status === 400);
    const refused = results.filter((result) => result.status === 429);
    expect(judged.length + refused.length).toBe(10);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const result of judged) expect(result.body.msg).toBe("邮箱或密码错误");
    for (const result of refused) expect(result.body.msg).toBe("操作过于频繁，请稍后再试");

    const right = await login(email, password, ip);
    expect(right.status).toBe(429);
    expect((await login(email, "Wrong-pass-later", freshIp())).status).toBe(429);
  });

  it("the right password fired in parallel with wrong ones never gets in once the limit is spent", async () => {
    const { email, password } = await createUser();
    const ip = freshIp();
    await Promise.all(Array.from({ length: 6 }, (_, i) => login(email, `Wrong-pass-${i}`, ip)));
    const attempts = await Promise.all([
      login(email, password, freshIp()),
      ...Array.from({ length: 5 }, (_, i) => login(email, `Wrong-more-${i}`, freshIp())),
    ]);
    for (const attempt of attempts) expect(attempt.status).toBe(429);
  });

  it("successful logins do not use up an address's allowance (many members behind one office address)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 35; i++) {
      const { email, password } = await createUser();
      expect((await login(email, password, ip)).status, `member ${i + 1}`).toBe(200);
    }
    // failures still count: 30 of them spend it
    for (let i = 0; i < 30; i++) await login(uniqueEmail(`office${i}`), "Wrong-pass-123", ip);
    const { email, password } = await createUser();
    expect((await login(email, password, ip)).status).toBe(429);
  });

  it("one address is throttled across many accounts (30 attempts per window)", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 36 }, (_, i) => login(uniqueEmail(`spray${i}`), "Wrong-pass-123", ip)),
    );
    const judged = results.filter((result) => result.status === 400);
    expect(judged.length).toBeLessThanOrEqual(30);
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(6);
    const { email, password } = await createUser();
    expect((await login(email, password, ip)).status).toBe(429);
    expect((await login(email, password, freshIp())).status).toBe(200);
  });
});
