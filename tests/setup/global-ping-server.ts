// Real search engine endpoints on loopback for the indexing pings: POST /indexnow answers as IndexNow does (202) and
// POST /baidu as Baidu's link submission ({"success":1,"remain":99}), unless PUT /fail set a number of requests to
// refuse (IndexNow 500, Baidu 400 with its error body). GET /received lists what they were sent.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { readBody } from "./read-body";

export type PingRequest = { path: string; query: string; contentType: string; body: string; refused: boolean };

export default async function setup(project: TestProject) {
  let refuse = 0;
  const received: PingRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://pings");
    const body = await readBody(request);
    response.setHeader("Content-Type", "application/json");
    if (request.method === "PUT" && url.pathname === "/fail") {
      refuse = Number(body);
      response.end("{}");
    } else if (request.method === "GET" && url.pathname === "/received") {
      response.end(JSON.stringify(received));
    } else if (request.method === "POST" && (url.pathname === "/indexnow" || url.pathname === "/baidu")) {
      const refused = refuse > 0;
      if (refused) refuse -= 1;
      received.push({
        path: url.pathname,
        query: url.search,
        contentType: request.headers["content-type"] ?? "",
        body,
        refused,
      });
      if (url.pathname === "/indexnow") {
        response.statusCode = refused ? 500 : 202;
        response.end();
      } else {
        response.statusCode = refused ? 400 : 200;
        response.end(JSON.stringify(refused ? { error: 400, message: "over quota" } : { success: 1, remain: 99 }));
      }
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("pingServerBase", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
