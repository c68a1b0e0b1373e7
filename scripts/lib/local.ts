// Shared by the npm scripts: the environment every wrangler command needs, and local D1 access through wrangler.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** No metrics, no network lookups, no prompts, logs outside the tree (TOOLCHAIN.md). */
export const wranglerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? path.join(tmpdir(), "lvwen-wrangler-logs"),
  CI: "true",
};

export function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { cwd: ROOT, env: wranglerEnv, encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  }
  return String(result.stdout ?? "");
}

const wrangler = path.join(ROOT, "node_modules", ".bin", "wrangler");

function persistArgs(persistTo?: string): string[] {
  return persistTo ? ["--persist-to", persistTo] : [];
}

export function applyMigrations(persistTo?: string): void {
  run(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
}

/** Runs SQL on local D1 and returns the rows of the last statement. */
export function d1Query<T = Record<string, unknown>>(sql: string, persistTo?: string): T[] {
  const output = run(wrangler, [
    "d1",
    "execute",
    "DB",
    "--local",
    "--json",
    "--command",
    sql,
    ...persistArgs(persistTo),
  ]);
  const parsed = JSON.parse(output) as { results: T[] }[];
  return parsed.at(-1)?.results ?? [];
}

export function d1ExecuteFile(file: string, persistTo?: string): void {
  run(wrangler, ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs(persistTo)], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}

/** The local pepper lives in .dev.vars (gitignored); it is created once, at random. */
export function ensureDevVars(): string {
  const file = path.join(ROOT, ".dev.vars");
  if (existsSync(file)) {
    const match = /^PASSWORD_PEPPER=(.+)$/m.exec(readFileSync(file, "utf8"));
    if (match) return match[1]!.trim();
  }
  const pepper = randomBytes(32).toString("hex");
  writeFileSync(file, `PASSWORD_PEPPER=${pepper}\n`, { flag: "a" });
  return pepper;
}

/** SQL string literal. */
export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}
