// JavaScript and CSS a first-time reader downloads for a page, gzip, measured in Chromium like the page-weight budget
// test (scripts/lib/page-weight.ts), so the benchmark and `npm test` count the same bytes.
import { chromium } from "@playwright/test";
import { measurePageWeight } from "../lib/page-weight";

export type PageAssets = { html: number; js: number; css: number; jsFiles: number; cssFiles: number };

export async function measurePagesAssets<K extends string>(urls: Record<K, string>): Promise<Record<K, PageAssets>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = {} as Record<K, PageAssets>;
    for (const key of Object.keys(urls) as K[]) {
      const weight = await measurePageWeight(browser, urls[key]);
      result[key] = {
        html: weight.html,
        js: weight.js,
        css: weight.css,
        jsFiles: weight.files.filter((file) => file.type === "script").length,
        cssFiles: weight.files.filter((file) => file.type === "stylesheet").length,
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}
