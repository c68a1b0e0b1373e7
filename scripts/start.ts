// npm start: local D1 migrated, an administrator made if none can log in, then wrangler dev (which builds the Remix
// app and rebuilds on change) and the cron's cleanup. Everything runs locally; no Cloudflare account is needed.
import { spawn } from "node:child_process";
import path from "node:path";
import { adminFromEnv, ensureAdmin, type AdminAccount, type AdminOutcome } from "./lib/admin";
import { ROOT, applyMigrations, ensureDevVars, wranglerEnv } from "./lib/local";
import { fireCronLocally } from "./lib/scheduled";

const port = process.env.PORT || "8787";
const persistTo = process.env.PERSIST_TO || undefined; // a fresh state directory, used by the browser tests

const pepper = ensureDevVars();
console.log("Applying migrations to local D1 ...");
applyMigrations(persistTo);
const admin = adminFromEnv();
const outcome = await ensureAdmin(admin, pepper, persistTo);

/** How to log in as the administrator: a password only when this run set it. */
function adminLogin(outcome: AdminOutcome, admin: AdminAccount, loginUrl: string): string {
  // the password given in the environment is the caller's own: it is named, not echoed
  const password = process.env.ADMIN_PASSWORD ? "(ADMIN_PASSWORD)" : admin.password;
  if (outcome.kind === "existing") {
    const unused = process.env.ADMIN_EMAIL && outcome.email !== admin.email;
    return (
      `An administrator already exists: log in at ${loginUrl} as ${outcome.email} with the password it was given.` +
      (unused ? "\nADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME are used only when no administrator exists." : "")
    );
  }
  const what = outcome.kind === "created" ? "Created the administrator" : `Made ${outcome.email} the administrator`;
  return `${what}: log in at ${loginUrl} with ${outcome.email} / ${password}`;
}

const site = `http://127.0.0.1:${port}/answer/menu`;
console.log(`
律问 is starting at ${site}
${adminLogin(outcome, admin, `${site}/users/login`)}
Mail is kept in the outbox while SMTP is not configured: the log below prints each mail and its link, and
administrators can read them at http://127.0.0.1:${port}/answer/admin/mail
`);

const child = spawn(
  path.join(ROOT, "node_modules", ".bin", "wrangler"),
  [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--show-interactive-dev-session=false",
    "--test-scheduled",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...(process.env.WRANGLER_LOG_LEVEL ? ["--log-level", process.env.WRANGLER_LOG_LEVEL] : []),
  ],
  { cwd: ROOT, env: wranglerEnv, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
fireCronLocally(`http://127.0.0.1:${port}`);
