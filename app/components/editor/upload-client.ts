// The browser side of an upload (DESIGN.md decision 7): ask for a signed URL bound to the file's size and type, then
// send the file straight to it. Messages come back as the server's localized text.
import { paths } from "~/lib/paths";

export type UploadRules = {
  imageExtensions: string[];
  attachmentExtensions: string[];
  maxImageMb: number;
  maxAttachmentMb: number;
};

type Envelope<T> = { code: number; msg: string; data: T };

/** A name the server only reads the extension of: a random stem keeps the member's file name out of URLs. */
function uploadName(file: File): string {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  return `${crypto.randomUUID().replace(/-/g, "")}.${extension}`;
}

export async function uploadFile(file: File, kind: "post" | "post_attachment" | "avatar"): Promise<string> {
  const query = {
    kind,
    filename: kind === "post_attachment" ? file.name : uploadName(file),
    size: String(file.size),
    content_type: file.type || "application/octet-stream",
  };
  const signed = (await (await fetch(paths.api("file/pre-sign", query))).json()) as Envelope<{
    signatured: string;
    url: string;
  }>;
  if (signed.code !== 200) throw new Error(signed.msg);
  const stored = (await (
    await fetch(signed.data.signatured, {
      method: "PUT",
      headers: { "Content-Type": file.type || "application/octet-stream" },
      body: file,
    })
  ).json()) as Envelope<{ savedPath: string }>;
  if (stored.code !== 200) throw new Error(stored.msg);
  return stored.data.savedPath;
}
