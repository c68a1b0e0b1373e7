// Browser tests: Debian's Chromium against `wrangler dev` on its own port and a fresh local state directory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8799);
// a fresh database for every run: the tests never depend on what a developer has locally
const persistTo = process.env.E2E_PERSIST_TO ?? mkdtempSync(path.join(tmpdir(), "lvwen-e2e-"));
process.env.E2E_PERSIST_TO = persistTo; // workers re-evaluate this file: keep one directory per run

export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  // one retry on CI only: a rare React error 345 (an aborted render while a page with lazy parts is replaced) has
  // failed an otherwise passing test; a retried test is still reported as flaky, and local runs never retry
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "zh-CN",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `npx tsx scripts/start.ts`,
    env: { PORT: String(port), PERSIST_TO: persistTo, WRANGLER_LOG_LEVEL: "warn" },
    url: `${E2E_BASE_URL}/answer/api/v1/siteinfo`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
