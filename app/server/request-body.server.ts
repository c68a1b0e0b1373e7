// A request body read with a cap: past it, the rest is never read.
import { concatBytes } from "~/lib/bytes";

/** The body's bytes, or null once it is longer than `limit` (the rest is left unread). */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return concatBytes(chunks);
}
