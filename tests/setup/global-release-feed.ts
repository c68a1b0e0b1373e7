// A real release feed on loopback for the dashboard's update check (RELEASE_FEED_URL in vitest.config.ts). It answers
// GET /latest.json with what the last PUT /answer set (status and body; at first the version under test, so other
// suites' dashboards read "latest"), and GET /asked with the requests it received.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { readBody } from "./read-body";

export type FeedRequest = { url: string; userAgent: string };

export default async function setup(project: TestProject) {
  let answer = { status: 200, body: JSON.stringify({ release: { version: "0.1.0" } }) };
  const asked: FeedRequest[] = [];
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://feed").pathname;
    if (request.method === "PUT" && path === "/answer") {
      answer = JSON.parse(await readBody(request)) as typeof answer;
      asked.length = 0;
      response.end("{}");
    } else if (path === "/asked") {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(asked));
    } else if (path === "/latest.json") {
      asked.push({ url: request.url ?? "", userAgent: request.headers["user-agent"] ?? "" });
      response.statusCode = answer.status;
      response.setHeader("Content-Type", "application/json");
      response.end(answer.body);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("releaseFeedBase", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
