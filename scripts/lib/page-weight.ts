// What a first-time reader's browser downloads for a page: every script and stylesheet Chromium fetches until the
// page is idle (dynamic imports included, such as the dictionary), each gzipped here (node:zlib, default level) since
// the local server does not compress. Used by the benchmark and by the page-weight budget test.
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";

export type PageWeight = {
  js: number;
  css: number;
  html: number;
  files: { url: string; type: "script" | "stylesheet"; gzip: number }[];
};

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const files: PageWeight["files"] = [];
  const reads: Promise<void>[] = [];
  let html = 0;
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "document" && response.url() === url) {
      reads.push(response.body().then((body) => void (html = gzipSync(body).length)));
    }
    if (type !== "script" && type !== "stylesheet") return;
    reads.push(
      response.body().then((body) => void files.push({ url: response.url(), type, gzip: gzipSync(body).length })),
    );
  });
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(reads);
  } finally {
    await context.close();
  }
  const sum = (type: string) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return { js: sum("script"), css: sum("stylesheet"), html, files };
}
