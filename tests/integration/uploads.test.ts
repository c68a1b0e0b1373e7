// Uploads: signed URLs bound to key, size and type; every type, size and pixel rule of SPEC §5/§9; files served so
// that nothing runs on the site's origin (SECURITY.md §9).
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { BASE, adminApi, api, createAdmin, createUser } from "../helpers";
import { contains, gif, jpegWithMetadata, png, webp } from "../support/images";
import { DEFAULT_SETTINGS } from "~/schemas/settings-defaults";

type Presigned = { signatured: string; savedPath: string; url: string };
type FieldErrors = { error_field: string; error_msg: string }[];

let member: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeEach(async () => {
  member = await createUser();
  admin = await createAdmin();
  await writeSettings({});
});

async function writeSettings(changes: Partial<typeof DEFAULT_SETTINGS.write>) {
  const saved = await adminApi("siteinfo/write", {
    method: "PUT",
    token: admin.token,
    body: { ...DEFAULT_SETTINGS.write, ...changes },
  });
  expect(saved.status).toBe(200);
}

function presign(kind: string, filename: string, size: number, contentType: string, token = member.token) {
  const query = new URLSearchParams({ kind, filename, size: String(size), content_type: contentType });
  return api<Presigned>(`file/pre-sign?${query}`, { token });
}

async function put(signatured: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
  const url = new URL(signatured);
  const response = await SELF.fetch(`${BASE}${url.pathname}${url.search}`, {
    method: "PUT",
    headers: { "Content-Type": contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

/** Pre-signs and uploads in one go, as the editor does. */
async function upload(kind: string, filename: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
  const signed = await presign(kind, filename, body.length, contentType);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { signed: signed.body.data, stored: await put(signed.body.data.signatured, body, contentType) };
}

async function fetchFile(savedPath: string) {
  return SELF.fetch(`${BASE}${savedPath}`);
}

describe("images", () => {
  it.each([
    ["photo.png", png(800, 600), "image/png"],
    ["anim.gif", gif(320, 200), "image/gif"],
    ["pic.webp", webp(1024, 768), "image/webp"],
    ["scan.jpeg", jpegWithMetadata(640, 480), "image/jpeg"],
    ["scan.jpg", jpegWithMetadata(640, 480), "image/jpeg"],
  ])("a %s is stored and served inline with its image type and safe headers", async (name, bytes, type) => {
    const { signed, stored } = await upload("post", name, bytes, type);
    expect(stored.status).toBe(200);
    expect(signed.savedPath).toMatch(/^\/uploads\/post\/\d{6}\/[A-Za-z0-9_-]+\.\w+$/);
    expect(signed.savedPath).not.toContain(name.split(".")[0]);
    const served = await fetchFile(signed.savedPath);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(type);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(served.headers.get("Content-Disposition")).toBeNull();
    await served.arrayBuffer();
  });

  it("a photo loses its GPS location, XMP and comment before it is stored", async () => {
    const { signed } = await upload("post", "holiday.jpg", jpegWithMetadata(1200, 900), "image/jpeg");
    const served = new Uint8Array(await (await fetchFile(signed.savedPath)).arrayBuffer());
    expect(contains(served, "GPSLatitude")).toBe(false);
    expect(contains(served, "GPSLongitude")).toBe(false);
    expect(contains(served, "taken at home")).toBe(false);
    expect(contains(served, "ICC_PROFILE")).toBe(true);
  });

  it("an image type outside the allowed list is refused: 不支持的文件类型。", async () => {
    const refused = await presign("post", "drawing.svg", 100, "image/svg+xml");
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain("不支持的文件类型。");
    expect((refused.body.data as unknown as FieldErrors)[0]).toMatchObject({ error_field: "file" });
    const bmp = await presign("post", "old.bmp", 100, "image/bmp");
    expect(bmp.body.msg).toContain("不支持的文件类型。");
  });

  it("bytes that are not the image their name says are refused (SVG or HTML named .png, a PNG named .jpg)", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, bytes, type] of [
      ["evil.png", svg, "image/png"],
      ["page.png", new TextEncoder().encode("<html><script>alert(1)</script></html>"), "image/png"],
      ["swap.jpg", png(10, 10), "image/jpeg"],
    ] as const) {
      const { stored, signed } = await upload("post", name, bytes, type);
      expect(stored.status, name).toBe(400);
      expect(stored.body.msg).toBe("文件内容与图片格式不符");
      expect((await fetchFile(signed.savedPath)).status).toBe(404);
    }
  });

  it("an image over 4 MB is refused before upload: 文件大小不能超过 4 MB", async () => {
    const refused = await presign("post", "big.png", 4 * 1024 * 1024 + 1, "image/png");
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("文件大小不能超过 4 MB");
    expect((await presign("post", "edge.png", 4 * 1024 * 1024, "image/png")).status).toBe(200);
  });

  it("an image over 40 megapixels is refused from its header, without decoding", async () => {
    const { stored } = await upload("post", "huge.png", png(8000, 6000), "image/png");
    expect(stored.status).toBe(400);
    expect(stored.body.msg).toBe("图片像素不能超过 40 百万");
    const ok = await upload("post", "fine.png", png(8000, 5000), "image/png");
    expect(ok.stored.status).toBe(200);
  });

  it("the configured limits apply: max_image_size 1 MB and 2 megapixels", async () => {
    await writeSettings({ max_image_size: 1, max_image_megapixel: 2 });
    expect((await presign("post", "a.png", 1024 * 1024 + 1, "image/png")).body.msg).toBe("文件大小不能超过 1 MB");
    expect((await upload("post", "b.png", png(2000, 1001), "image/png")).stored.body.msg).toBe(
      "图片像素不能超过 2 百万",
    );
  });

  it("avatars take jpeg, jpg, png and webp only", async () => {
    expect((await upload("avatar", "me.webp", webp(96, 96), "image/webp")).stored.status).toBe(200);
    expect((await presign("avatar", "me.gif", 100, "image/gif")).body.msg).toContain("不支持的文件类型。");
  });
});

describe("the signed URL", () => {
  it("works once, for the signed size and type only", async () => {
    const bytes = png(100, 100);
    const signed = (await presign("post", "a.png", bytes.length, "image/png")).body.data;
    expect((await put(signed.signatured, png(100, 100, 65), "image/png")).status).toBe(403);
    expect((await put(signed.signatured, bytes, "image/jpeg")).status).toBe(403);
    expect((await put(signed.signatured, bytes, "image/png")).status).toBe(200);
    expect((await put(signed.signatured, bytes, "image/png")).status).toBe(403);
  });

  it("a tampered signature, key or expiry is refused", async () => {
    const bytes = png(100, 100);
    const signed = (await presign("post", "a.png", bytes.length, "image/png")).body.data;
    const url = new URL(signed.signatured);
    const tamper = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    const later = String(Number(url.searchParams.get("expires")) + 3600);
    expect((await put(tamper("expires", later), bytes, "image/png")).status).toBe(403);
    expect((await put(tamper("sig", "A".repeat(43)), bytes, "image/png")).status).toBe(403);
    const otherKey = url.searchParams.get("key")!.replace(/\/[^/]+\.png$/, "/AAAAAAAAAAAAAAAAAAAAAAAA.png");
    expect((await put(tamper("key", otherKey), bytes, "image/png")).status).toBe(403);
  });

  it("expires within 10 minutes", async () => {
    const signed = (await presign("post", "a.png", 64, "image/png")).body.data;
    const expires = Number(new URL(signed.signatured).searchParams.get("expires"));
    const now = Math.floor(Date.now() / 1000);
    expect(expires - now).toBeGreaterThan(0);
    expect(expires - now).toBeLessThanOrEqual(600);
    // an expired URL is refused even with its own valid signature
    await env.DB.prepare("UPDATE uploads SET expires_at = ? WHERE object_key = ?")
      .bind(now - 1, new URL(signed.signatured).searchParams.get("key"))
      .run();
    expect((await put(signed.signatured, png(10, 10), "image/png")).status).toBe(403);
  });

  it("is only given to members: a visitor gets 401", async () => {
    const query = new URLSearchParams({ kind: "post", filename: "a.png", size: "10", content_type: "image/png" });
    expect((await api(`file/pre-sign?${query}`)).status).toBe(401);
  });
});

describe("attachments", () => {
  it("without configured attachment types only images may be attached", async () => {
    const refused = await presign("post_attachment", "contract.pdf", 1000, "application/pdf");
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain("不支持的文件类型。");
    expect((await upload("post_attachment", "a.png", png(10, 10), "image/png")).stored.status).toBe(200);
  });

  it("configured types upload and are served only as downloads, under their original name", async () => {
    await writeSettings({ authorized_attachment_extensions: ["pdf", "html"], max_attachment_size: 8 });
    const pdf = new TextEncoder().encode("%PDF-1.7 合同范本");
    const { signed, stored } = await upload("post_attachment", "合同范本.pdf", pdf, "application/pdf");
    expect(stored.status).toBe(200);
    const served = await fetchFile(signed.savedPath);
    expect(served.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(served.headers.get("Content-Disposition")).toContain("attachment");
    expect(served.headers.get("Content-Disposition")).toContain(encodeURIComponent("合同范本.pdf"));
    await served.arrayBuffer();
    // even an HTML file an administrator allowed never renders on the site's origin
    const html = await upload(
      "post_attachment",
      "x.html",
      new TextEncoder().encode("<script>alert(1)</script>"),
      "text/html",
    );
    const page = await fetchFile(html.signed.savedPath);
    expect(page.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(page.headers.get("Content-Security-Policy")).toContain("sandbox");
    await page.arrayBuffer();
  });

  it("attachments over the configured size are refused: 上传文件超过 8 MB", async () => {
    await writeSettings({ authorized_attachment_extensions: ["pdf"], max_attachment_size: 8 });
    const refused = await presign("post_attachment", "big.pdf", 8 * 1024 * 1024 + 1, "application/pdf");
    expect(refused.body.msg).toBe("上传文件超过 8 MB");
  });
});

describe("POST file", () => {
  it("stores a multipart upload in one step and answers its URL", async () => {
    const form = new FormData();
    form.set("source", "post");
    form.set("file", new File([png(50, 50)], "inline.png", { type: "image/png" }));
    const response = await SELF.fetch(`${BASE}/answer/api/v1/file`, {
      method: "POST",
      headers: { Authorization: member.token },
      body: form,
    });
    const body = (await response.json()) as { data: string };
    expect(response.status).toBe(200);
    const served = await fetchFile(new URL(body.data).pathname);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await served.arrayBuffer();
  });

  it("without a file answers 请选择图片文件。", async () => {
    const form = new FormData();
    form.set("source", "post");
    const response = await SELF.fetch(`${BASE}/answer/api/v1/file`, {
      method: "POST",
      headers: { Authorization: member.token },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe("请选择图片文件。");
  });
});

describe("serving", () => {
  it("unknown or malformed keys are 404", async () => {
    expect((await fetchFile("/uploads/post/202611/doesnotexistdoesnotexist.png")).status).toBe(404);
    expect((await fetchFile("/uploads/../../etc/passwd")).status).toBe(404);
    // a malformed percent-escape is a file that does not exist, not a server error
    expect((await fetchFile("/uploads/post/202611/%E0%A4%A.png")).status).toBe(404);
    expect((await fetchFile("/uploads/post%2F202611%2Fx.png")).status).toBe(404);
  });
});
