// Starting and stopping the `wrangler dev` servers the benchmark loads. Each runs in its own process group, so
// stopping it also ends the workerd it started; every started server is remembered so that an error or Ctrl-C
// still stops it (stopAll, and a last synchronous kill when the process exits).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { ROOT, wranglerEnv } from "../lib/local";

export type Server = { name: string; origin: string; stop: () => Promise<void> };

/** started servers and when each exits */
const running = new Map<ChildProcess, Promise<number | null>>();

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Distinct free ports: each server's own and its inspector's (wrangler's default 9229 may be taken). */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

type StartOptions = {
  name: string;
  port: number;
  inspectorPort: number;
  persistTo: string;
  /** a wrangler config other than the project's wrangler.toml */
  config?: string;
  vars?: Record<string, string>;
  /** answered with 200 once the Worker is up */
  readyPath: string;
  /** the project to serve (another checkout of it, for `npm run compare`); this one by default */
  root?: string;
  timeoutMs?: number;
};

export async function startWrangler(options: StartOptions): Promise<Server> {
  const {
    name,
    port,
    inspectorPort,
    persistTo,
    config,
    vars = {},
    readyPath,
    timeoutMs = 180_000,
    root = ROOT,
  } = options;
  const args = [
    "dev",
    ...(config ? ["--config", config] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
    // info logging (a line per request) halves throughput (TOOLCHAIN.md)
    "--log-level",
    "warn",
    "--persist-to",
    persistTo,
    ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
  ];
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: root,
    env: wranglerEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // keep the end of the output for error messages; reading it also keeps the pipes from filling up
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  running.set(child, exited);
  child.once("exit", () => running.delete(child));

  const origin = `http://127.0.0.1:${port}`;
  const server: Server = { name, origin, stop: () => stop(child, exited) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name}: wrangler dev exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(origin + readyPath, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await server.stop();
  throw new Error(`${name}: not ready at ${origin + readyPath} after ${timeoutMs / 1000} s:\n${output}`);
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5000).unref());
  if ((await Promise.race([exited, timeout])) === "timeout") signalGroup(child, "SIGKILL");
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // the negative id names the process group led by the wrangler we started: wrangler and its workerd
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(([child, exited]) => stop(child, exited)));
}

// last resort when the process ends without stopAll (an uncaught error): synchronous, so it runs in 'exit'
process.on("exit", () => {
  for (const child of running.keys()) signalGroup(child, "SIGKILL");
});
