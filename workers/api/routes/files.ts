// File calls of SPEC §7: file/pre-sign (a signed URL bound to key, size and type), the signed upload itself, and
// POST file (multipart) for clients that upload in one step.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { queryParams } from "../validate";
import { AppError } from "~/server/errors.server";
import { PresignQuerySchema, UPLOAD_KINDS, UploadTargetSchema, type UploadKind } from "~/schemas/upload";
import { presignUpload, receiveSignedUpload, uploadFile } from "~/server/services/uploads.server";

export const fileRoutes = new Hono<ApiEnv>()
  .get("/file/pre-sign", async (c) => {
    return ok(c, await presignUpload(c.get("app"), queryParams(c, PresignQuerySchema)));
  })
  .put("/file/upload", async (c) => {
    const target = queryParams(c, UploadTargetSchema);
    return ok(c, await receiveSignedUpload(c.get("app"), target, c.req.raw));
  })
  .post("/file", async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError(400, "upload.file_required", {
        fields: [{ error_field: "file", error_msg: "upload.file_required" }],
      });
    }
    const source = String(form.get("source") ?? "post");
    const kind: UploadKind = (UPLOAD_KINDS as readonly string[]).includes(source) ? (source as UploadKind) : "post";
    const file = form.get("file");
    return ok(c, await uploadFile(c.get("app"), kind, typeof file === "string" ? null : file));
  });
