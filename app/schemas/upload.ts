// Upload requests (SPEC §7 file/pre-sign and POST file). The size and type are bound into the signed URL.
import * as v from "valibot";
import "./messages";

export const UPLOAD_KINDS = ["post", "post_attachment", "avatar"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const PresignQuerySchema = v.object({
  kind: v.picklist(UPLOAD_KINDS, "validation.invalid"),
  // the browser sends a content hash with the extension; only the extension is used, the key is the server's
  filename: v.pipe(
    v.string("upload.file_required"),
    v.trim(),
    v.nonEmpty("upload.file_required"),
    v.maxLength(200, "validation.too_long"),
  ),
  size: v.pipe(
    v.string("validation.invalid"),
    v.transform(Number),
    v.integer("validation.invalid"),
    v.minValue(1, "upload.file_required"),
  ),
  content_type: v.pipe(
    v.string("validation.invalid"),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/, "validation.invalid"),
  ),
});

export const UploadTargetSchema = v.object({
  key: v.pipe(
    v.string("validation.invalid"),
    v.regex(/^(post|post_attachment|avatar)\/\d{6}\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,10}$/, "validation.invalid"),
  ),
  expires: v.pipe(v.string("validation.invalid"), v.transform(Number), v.integer("validation.invalid")),
  sig: v.pipe(v.string("validation.invalid"), v.regex(/^[A-Za-z0-9_-]{20,100}$/, "validation.invalid")),
});
