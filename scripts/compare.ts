// npm run compare -- <git ref> [--requests N] [--rounds N] [--questions N]: how much server CPU a change saves or
// costs, to a few tenths of a millisecond. The benchmark's CPU figures move by up to a millisecond between runs of one
// build (this machine's load, whole-millisecond timers), so two builds measured one after the other cannot tell a
// change of half a millisecond from noise. Here both run at once: the ref in a git worktree (sharing this checkout's
// node_modules) and this working tree, each on its own copy of one seeded D1, and every request goes to both, one
// after the other, in alternating order. That is repeated in rounds on newly started servers, and the figure is the
// mean of the rounds' paired differences with its 95% interval over rounds; each side's p95 is printed beside it.
// Both sides read a D1 made by this tree's migrations and seed, so compare builds with the same schema. Never needs
// the network.
import { copyFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePorts, startWrangler, stopAll, type Server } from "./bench/servers";
import { benchMemberCookie } from "./bench/server-timing";
import { percentile } from "./bench/stats";
import { parseServerTiming } from "../workers/server-timing";
import { ensureDevVars, ROOT, run } from "./lib/local";
import { seedLocal } from "./seed/run";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: "string", default: "300" },
    rounds: { type: "string", default: "3" },
    questions: { type: "string", default: "2000" },
  },
});
const ref = positionals[0];
if (!ref) {
  console.error("usage: npm run compare -- <git ref> [--requests N] [--rounds N] [--questions N]");
  process.exit(2);
}
const requests = Number(values.requests);
const rounds = Math.min(10, Math.max(2, Number(values.rounds)));

type Side = { server: Server; cookie: string };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const deviation = (values: number[]) =>
  Math.sqrt(values.reduce((sum, value) => sum + (value - mean(values)) ** 2, 0) / (values.length - 1));
const signed = (value: number) => `${value > 0 ? "+" : ""}${value.toFixed(2)}`;
/** Student's t for a 95% interval, by degrees of freedom (rounds − 1): the rounds are few. */
const T_95 = [NaN, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26];

async function cpuOf(side: Side, page: string, member: boolean, query: string): Promise<number> {
  const response = await fetch(`${side.server.origin}${page}?${query}`, {
    headers: member ? { Cookie: side.cookie } : {},
  });
  await response.arrayBuffer();
  const timing = parseServerTiming(response.headers.get("Server-Timing"));
  if (response.status !== 200 || !timing) throw new Error(`${side.server.name} ${page}: ${response.status}`);
  return timing.cpu;
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "lvwen-compare-"));
  const base = path.join(scratch, "base");
  try {
    run("git", ["worktree", "add", "--detach", base, ref!]);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(base, "node_modules"), "dir");
    // one pepper for both: the seeded members' passwords were hashed with it
    ensureDevVars();
    copyFileSync(path.join(ROOT, ".dev.vars"), path.join(base, ".dev.vars"));

    const stateOf = (name: string) => path.join(scratch, `state-${name}`);
    const seed = await seedLocal({
      questions: Number(values.questions),
      persistTo: stateOf("base"),
      benchQuestion: true,
    });
    cpSync(stateOf("base"), stateOf("head"), { recursive: true });

    const start = async (name: "base" | "head"): Promise<Side> => {
      const [port, inspectorPort] = (await freePorts(2)) as [number, number];
      const server = await startWrangler({
        name,
        root: name === "base" ? base : ROOT,
        port,
        inspectorPort,
        persistTo: stateOf(name),
        vars: { SERVER_TIMING: "1" },
        readyPath: "/answer/menu/questions",
      });
      return { server, cookie: await benchMemberCookie(server.origin) };
    };

    const question = `/answer/menu/questions/${seed.benchQuestionId}`;
    const pages: [label: string, page: string, member: boolean][] = [
      ["login page (no D1 reads)", "/answer/menu/users/login", false],
      ["question list, rendered", "/answer/menu/questions", false],
      ["20-answer question, rendered", question, false],
      ["20-answer question, for a member", question, true],
    ];
    const results = pages.map(() => ({ base: [] as number[], head: [] as number[], rounds: [] as number[] }));
    // a query parameter the pages ignore makes each request a cache miss; the run's own prefix keeps it one
    const runId = Math.random().toString(36).slice(2, 8);
    for (let round = 0; round < rounds; round++) {
      // new processes every round: one start of an isolate can settle a few tenths of a millisecond faster or slower
      // than the next (V8 optimizes differently each time), a difference between two servers of the same build that
      // only rounds average out. They start one after the other: each builds first, and this machine has few cores.
      const first = await start(round % 2 === 0 ? "base" : "head");
      const second = await start(round % 2 === 0 ? "head" : "base");
      const side = round % 2 === 0 ? { base: first, head: second } : { base: second, head: first };
      console.log(`round ${round + 1} of ${rounds}`);
      for (const [index, [, page, member]] of pages.entries()) {
        for (let i = 0; i < 50; i++) {
          await cpuOf(side.base, page, member, `compare=${runId}w${round}-${i}`);
          await cpuOf(side.head, page, member, `compare=${runId}w${round}-${i}`);
        }
        const differences: number[] = [];
        for (let i = 0; i < requests; i++) {
          const query = `compare=${runId}-${round}-${i}`;
          // alternating order, so that neither side always runs right after the other
          let baseCpu: number;
          let headCpu: number;
          if (i % 2 === 0) {
            baseCpu = await cpuOf(side.base, page, member, query);
            headCpu = await cpuOf(side.head, page, member, query);
          } else {
            headCpu = await cpuOf(side.head, page, member, query);
            baseCpu = await cpuOf(side.base, page, member, query);
          }
          results[index]!.base.push(baseCpu);
          results[index]!.head.push(headCpu);
          differences.push(headCpu - baseCpu);
        }
        results[index]!.rounds.push(mean(differences));
      }
      await Promise.all([first.server.stop(), second.server.stop()]);
    }

    console.log(
      `\nserver CPU per request, ${ref} (base) against this working tree (head): ${rounds} rounds of ${requests} ` +
        `pairs per page, each round on newly started servers\n`,
    );
    // the means carry the comparison; the p95s (whole milliseconds, all rounds pooled) show a change in the tail
    console.log("| page | base | head | head − base (95% interval over rounds) | each round | p95 base / head |");
    console.log("| --- | ---: | ---: | ---: | --- | ---: |");
    for (const [index, [label]] of pages.entries()) {
      const { base: before, head: after, rounds: perRound } = results[index]!;
      const difference = mean(perRound);
      const interval =
        perRound.length > 1 ? T_95[perRound.length - 1]! * (deviation(perRound) / Math.sqrt(perRound.length)) : NaN;
      console.log(
        `| ${label} | ${mean(before).toFixed(2)} ms | ${mean(after).toFixed(2)} ms | ` +
          `${signed(difference)} ± ${interval.toFixed(2)} ms | ${perRound.map(signed).join(", ")} | ` +
          `${percentile(before, 95)} / ${percentile(after, 95)} ms |`,
      );
    }
  } finally {
    await stopAll();
    try {
      run("git", ["worktree", "remove", "--force", base]);
    } catch {
      // never added (a ref git does not know): nothing to remove
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
