// Uploads (DESIGN.md decision 7, SPEC §5/§9, SECURITY.md §9). The member asks for a signed URL bound to a key the
// server makes, the size and the type; the browser sends the file straight to it; the Worker checks the real bytes
// (type by magic bytes, size, pixel count from the header before any decoding), strips JPEG metadata and stores the
// file in R2. Files are served back with headers that never let them run on the site's origin.
import { imageSize } from "image-size";
import type { AppContext, CurrentUser } from "../context.server";
import { AppError } from "../errors.server";
import { hmacSign, hmacVerify, randomToken } from "../crypto.server";
import { insertUpload, markUploadStored, selectUploadByKey } from "../models/uploads.server";
import { readBodyWithin } from "../request-body.server";
import { requireMember } from "./guards.server";
import { throttle } from "./throttle.server";
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, sniffImageType, stripJpegMetadata } from "~/lib/image-files";
import { AVATAR_EXTENSIONS, MB, UPLOADS_PER_HOUR, UPLOAD_URL_TTL_SECONDS } from "~/lib/limits";
import { paths } from "~/lib/paths";
import { UploadStatus } from "~/lib/status";
import type { UploadKind } from "~/schemas/upload";

/** Where stored files are served from: URL = site + savedPath. */
export const UPLOADS_PATH = "/uploads/";

type Rule = { kind: "image" | "attachment"; maxBytes: number; sizeMessage: string; sizeParams: Record<string, number> };

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : "";
}

/** Which rule a file falls under, or the SPEC §5 refusal: images by the image list, others by the attachment list. */
function ruleFor(ctx: AppContext, kind: UploadKind, extension: string): Rule {
  const write = ctx.settings.write;
  const imageRule: Rule = {
    kind: "image",
    maxBytes: write.max_image_size * MB,
    sizeMessage: "upload.image_too_large",
    sizeParams: { size: write.max_image_size },
  };
  if (kind === "avatar") {
    if (!AVATAR_EXTENSIONS.includes(extension)) throw typeError(AVATAR_EXTENSIONS);
    return imageRule;
  }
  const images = write.authorized_image_extensions;
  const attachments = write.authorized_attachment_extensions;
  if (kind === "post" || attachments.length === 0) {
    // with no attachment types configured, only images may be uploaded (SPEC §5)
    if (!images.includes(extension)) throw typeError(images);
    return imageRule;
  }
  if (images.includes(extension)) return imageRule;
  if (!attachments.includes(extension)) throw typeError([...images, ...attachments]);
  return {
    kind: "attachment",
    maxBytes: write.max_attachment_size * MB,
    sizeMessage: "upload.attachment_too_large",
    sizeParams: { size: write.max_attachment_size },
  };
}

function typeError(allowed: string[]): AppError {
  return new AppError(400, "upload.type_unsupported", {
    fields: [{ error_field: "file", error_msg: "upload.type_unsupported" }],
    params: { types: allowed.join(", ") },
  });
}

function sizeError(rule: Rule): AppError {
  return new AppError(400, rule.sizeMessage, {
    fields: [{ error_field: "file", error_msg: rule.sizeMessage }],
    params: rule.sizeParams,
  });
}

function signingSecret(ctx: AppContext): string {
  // a purpose label keeps upload signatures apart from every other use of the server secret
  return `upload-url\n${ctx.env.PASSWORD_PEPPER}`;
}

function signedMessage(key: string, size: number, contentType: string, expires: number, userId: number): string {
  return [key, size, contentType, expires, userId].join("\n");
}

function newKey(kind: UploadKind, extension: string, now: number): string {
  const month = new Date(now * 1000).toISOString().slice(0, 7).replace("-", "");
  return `${kind}/${month}/${randomToken(18)}.${extension}`;
}

/** GET file/pre-sign: a URL valid for 10 minutes that accepts exactly this file size and type from this member. */
export async function presignUpload(
  ctx: AppContext,
  input: { kind: UploadKind; filename: string; size: number; content_type: string },
) {
  const user = requireMember(ctx);
  const extension = extensionOf(input.filename);
  const rule = ruleFor(ctx, input.kind, extension);
  if (input.size > rule.maxBytes) throw sizeError(rule);
  await throttle(ctx, `upload:user:${user.id}`, UPLOADS_PER_HOUR, 3600);
  const now = ctx.now();
  const key = newKey(input.kind, extension, now);
  const expires = now + UPLOAD_URL_TTL_SECONDS;
  await insertUpload(ctx.db, {
    objectKey: key,
    userId: user.id,
    kind: input.kind,
    contentType: input.content_type,
    size: input.size,
    originalName: input.filename.slice(0, 200),
    expiresAt: expires,
  });
  const sig = await hmacSign(signingSecret(ctx), signedMessage(key, input.size, input.content_type, expires, user.id));
  const query = { key, expires: String(expires), sig };
  return {
    signatured: new URL(paths.api("file/upload", query), ctx.siteUrl).toString(),
    savedPath: `${UPLOADS_PATH}${key}`,
    url: new URL(`${UPLOADS_PATH}${key}`, ctx.siteUrl).toString(),
  };
}

/** The PUT to a signed URL: the signature, expiry, size and type must all match what was signed. */
export async function receiveSignedUpload(
  ctx: AppContext,
  target: { key: string; expires: number; sig: string },
  request: Request,
) {
  const refused = () => new AppError(403, "upload.url_invalid");
  if (target.expires < ctx.now()) throw refused();
  const [upload] = await selectUploadByKey(ctx.db, target.key);
  if (!upload || upload.status !== UploadStatus.signed || upload.expiresAt !== target.expires) throw refused();
  const message = signedMessage(upload.objectKey, upload.size, upload.contentType, upload.expiresAt, upload.userId);
  if (!(await hmacVerify(signingSecret(ctx), message, target.sig))) throw refused();
  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== upload.contentType) throw refused();
  const bytes = await readBodyWithin(request, upload.size);
  if (!bytes || bytes.length !== upload.size) throw refused();
  const stored = await checkAndStore(
    ctx,
    upload.kind as UploadKind,
    extensionOf(upload.objectKey),
    upload.objectKey,
    bytes,
    upload.originalName,
  );
  await markUploadStored(ctx.db, upload.id, stored.size, stored.contentType);
  return {
    url: new URL(`${UPLOADS_PATH}${upload.objectKey}`, ctx.siteUrl).toString(),
    savedPath: `${UPLOADS_PATH}${upload.objectKey}`,
  };
}

/** POST file (multipart: source, file): the same checks, stored in one step. */
export async function uploadFile(ctx: AppContext, kind: UploadKind, file: File | null) {
  const user: CurrentUser = requireMember(ctx);
  if (!file || file.size === 0)
    throw new AppError(400, "upload.file_required", {
      fields: [{ error_field: "file", error_msg: "upload.file_required" }],
    });
  const extension = extensionOf(file.name);
  const rule = ruleFor(ctx, kind, extension);
  if (file.size > rule.maxBytes) throw sizeError(rule);
  await throttle(ctx, `upload:user:${user.id}`, UPLOADS_PER_HOUR, 3600);
  const now = ctx.now();
  const key = newKey(kind, extension, now);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await checkAndStore(ctx, kind, extension, key, bytes, file.name);
  await insertUpload(ctx.db, {
    objectKey: key,
    userId: user.id,
    kind,
    contentType: stored.contentType,
    size: stored.size,
    originalName: file.name.slice(0, 200),
    status: UploadStatus.stored,
    expiresAt: now,
  });
  return new URL(`${UPLOADS_PATH}${key}`, ctx.siteUrl).toString();
}

/**
 * The checks on the real bytes, then R2. Images must be what their extension says (magic bytes) and within the pixel
 * limit (read from the header, never decoded); JPEGs lose their metadata. Attachments are kept as they are and are
 * only ever served as downloads.
 */
async function checkAndStore(
  ctx: AppContext,
  kind: UploadKind,
  extension: string,
  key: string,
  bytes: Uint8Array,
  name: string,
) {
  const rule = ruleFor(ctx, kind, extension);
  if (bytes.length > rule.maxBytes) throw sizeError(rule);
  let body = bytes;
  let contentType = "application/octet-stream";
  if (rule.kind === "image") {
    const type = sniffImageType(bytes);
    if (!type || !IMAGE_EXTENSIONS[type].includes(extension))
      throw new AppError(400, "upload.not_an_image", {
        fields: [{ error_field: "file", error_msg: "upload.not_an_image" }],
      });
    let pixels: number;
    try {
      const size = imageSize(bytes);
      pixels = (size.width ?? 0) * (size.height ?? 0);
    } catch {
      throw new AppError(400, "upload.not_an_image", {
        fields: [{ error_field: "file", error_msg: "upload.not_an_image" }],
      });
    }
    const maxPixels = ctx.settings.write.max_image_megapixel * 1_000_000;
    if (pixels === 0 || pixels > maxPixels)
      throw new AppError(400, "upload.too_many_pixels", {
        fields: [{ error_field: "file", error_msg: "upload.too_many_pixels" }],
        params: { megapixels: ctx.settings.write.max_image_megapixel },
      });
    if (type === "jpeg") body = stripJpegMetadata(bytes);
    contentType = IMAGE_CONTENT_TYPES[type];
  }
  await ctx.env.UPLOADS.put(key, body, {
    httpMetadata: { contentType },
    customMetadata: { kind: rule.kind, name: name.slice(0, 200) },
  });
  return { size: body.length, contentType };
}

/** Where licence photos live: outside every prefix /uploads/ serves, so no public URL reaches one. */
const LICENCE_PREFIX = "licence/";

/** Stores the photo of a member's licence (an image, checked as avatars are); answers its private key. */
export async function storeLicencePhoto(ctx: AppContext, userId: number, file: File): Promise<string> {
  await throttle(ctx, `upload:user:${userId}`, UPLOADS_PER_HOUR, 3600);
  const extension = extensionOf(file.name);
  const key = `${LICENCE_PREFIX}${userId}/${randomToken(18)}.${extension}`;
  try {
    await checkAndStore(ctx, "avatar", extension, key, new Uint8Array(await file.arrayBuffer()), file.name);
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.fields) throw error;
    const fields = error.options.fields.map((field) => ({ ...field, error_field: "licence_photo" }));
    throw new AppError(error.status, error.reason, { ...error.options, fields });
  }
  return key;
}

/** A licence photo, for a verifier's eyes only: never kept by any cache, never run as a page. */
export async function serveLicencePhoto(bucket: R2Bucket, key: string): Promise<Response> {
  const object = key.startsWith(LICENCE_PREFIX) ? await bucket.get(key) : null;
  const contentType = object?.httpMetadata?.contentType ?? "";
  if (!object || !/^image\/(jpeg|png|webp)$/.test(contentType)) return new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Disposition": "inline",
    },
  });
}

/** GET /uploads/{key}: images inline, everything else as a download; nothing ever runs on the site's origin. */
export async function serveUpload(bucket: R2Bucket, key: string): Promise<Response> {
  if (!/^(post|post_attachment|avatar)\/\d{6}\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,10}$/.test(key))
    return new Response("Not found", { status: 404 });
  const object = await bucket.get(key);
  if (!object) return new Response("Not found", { status: 404 });
  const image =
    object.customMetadata?.kind === "image" &&
    /^image\/(jpeg|png|gif|webp)$/.test(object.httpMetadata?.contentType ?? "");
  const headers = new Headers({
    "Content-Type": image ? object.httpMetadata!.contentType! : "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-site",
    ETag: object.httpEtag,
  });
  if (!image) {
    const name = object.customMetadata?.name || key.split("/").pop()!;
    headers.set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
  return new Response(object.body, { headers });
}

/** What the editor needs to check files before sending them (the server checks again). */
export function uploadRulesFor(ctx: AppContext) {
  const write = ctx.settings.write;
  return {
    imageExtensions: write.authorized_image_extensions,
    attachmentExtensions: write.authorized_attachment_extensions,
    maxImageMb: write.max_image_size,
    maxAttachmentMb: write.max_attachment_size,
  };
}
