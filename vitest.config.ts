// Tests run inside workerd against the real migrations, with isolated storage per test (TOOLCHAIN.md).
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_LOG_PATH ??= path.join(__dirname, ".wrangler", "logs");

export default defineConfig(async () => ({
  plugins: [
    tsconfigPaths(),
    cloudflareTest(async ({ inject }) => ({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(__dirname, "migrations")),
          PASSWORD_PEPPER: "test-pepper-not-a-secret",
          SERVER_TIMING: "1",
          RELEASE_FEED_URL: `${inject("releaseFeedBase")}/latest.json`,
        },
      },
    })),
  ],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    globalSetup: [
      "./tests/setup/global-smtp.ts",
      "./tests/setup/global-release-feed.ts",
      "./tests/setup/global-ping-server.ts",
    ],
    testTimeout: 30_000,
    deps: {
      optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "xss"] } },
    },
  },
}));
