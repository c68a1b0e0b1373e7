import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "~/server/env.server";

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Port of the real SMTP server the tests run (tests/setup/global-smtp.ts). */
    smtpPort: number;
    /** The same server behind STARTTLS and behind implicit TLS (0 when vitest runs without scripts/test-worker.ts). */
    smtpStartTlsPort: number;
    smtpImplicitTlsPort: number;
    /** Base URL of that server's inbox: GET /messages, DELETE /messages. */
    smtpInboxUrl: string;
    /** Base URL of the loopback release feed (tests/setup/global-release-feed.ts): /latest.json, PUT /answer, /asked. */
    releaseFeedBase: string;
    /** Base URL of the loopback search engine endpoints (tests/setup/global-ping-server.ts): /indexnow, /baidu. */
    pingServerBase: string;
  }
}
