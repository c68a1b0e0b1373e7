// wrangler dev never fires cron triggers by itself. Started with --test-scheduled, it runs the Worker's scheduled
// handler for a request to /__scheduled (its /cdn-cgi/handler/scheduled fails when the Worker has static assets), so
// npm start calls that once the site answers and then on the cron's interval.

/** wrangler.toml's [triggers] cron and its interval. */
const CRON = "*/30 * * * *";
const INTERVAL_MS = 30 * 60 * 1000;

async function waitUntilReady(origin: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${origin}/answer/api/v1/siteinfo`)).ok) return;
    } catch {
      // not listening yet: wrangler builds the app first
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function fire(origin: string): Promise<void> {
  try {
    const response = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent(CRON)}`);
    if (!response.ok) console.error(`The scheduled cleanup failed (${response.status}): ${await response.text()}`);
  } catch (error) {
    console.error("The scheduled cleanup could not be reached:", error);
  }
}

/** Runs the scheduled handler of the local server at `origin` once it answers, then every interval. */
export function fireCronLocally(origin: string): void {
  void waitUntilReady(origin).then(async () => {
    await fire(origin);
    setInterval(() => void fire(origin), INTERVAL_MS).unref();
  });
}
