// A request's body as text, for the loopback servers the tests start (release feed, search engine endpoints).
import type { IncomingMessage } from "node:http";

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
