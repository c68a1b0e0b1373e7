// npm run bench [-- --questions N] [-- --duration S] [-- --connections C] [-- --no-lighthouse]
import { parseArgs } from "node:util";

export type BenchArgs = { questions: number; duration: number; connections: number; lighthouse: boolean };

export function benchArgs(argv = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      questions: { type: "string", default: "10000" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "16" },
      "no-lighthouse": { type: "boolean", default: false },
    },
  });
  const positive = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
    return value;
  };
  return {
    questions: positive("questions", values.questions),
    duration: positive("duration", values.duration),
    connections: positive("connections", values.connections),
    lighthouse: !values["no-lighthouse"],
  };
}
