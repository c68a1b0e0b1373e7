// The layer table of DESIGN.md as lint enforces it: each forbidden import, by the ~/ alias and by a relative path,
// fails the lint of a file in that layer's folder, and the imports the layer may make pass.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") });

/** The boundary errors lint reports for one import statement in a file at this path. */
async function boundaryErrors(file: string, statement: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${statement}\nexport const used = [x];\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

const value = (source: string) => `import { x } from "${source}";`;
const typeOnly = (source: string) => `import type { x } from "${source}";\nexport type T = typeof x;`;

/** Per layer: a file in it, the imports it may not make and those it may. */
const LAYERS: { layer: string; file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    layer: "app/components",
    file: "app/components/probe.tsx",
    forbidden: [
      value("~/server/services/layout.server"),
      value("../server/services/layout.server"),
      typeOnly("~/server/services/layout.server"),
      typeOnly("../server/models/users.server"),
      value("~/routes/questions"),
      value("../../workers/app"),
      value("../../durable-objects/vote-serializer"),
    ],
    allowed: [
      value("~/lib/paths"),
      value("~/schemas/question"),
      value("~/components/navigation"),
      value("./navigation"),
      value("~/client-messages"),
      value("react-dom/server"),
    ],
  },
  {
    layer: "app/lib",
    file: "app/lib/probe.ts",
    forbidden: [
      value("~/server/context.server"),
      value("../server/context.server"),
      value("~/schemas/question"),
      value("../schemas/question"),
      value("~/components/navigation"),
      value("../client-messages"),
      value("../../workers/app"),
    ],
    allowed: [value("./paths"), value("~/lib/paths"), value("valibot")],
  },
  {
    layer: "app/schemas",
    file: "app/schemas/probe.ts",
    forbidden: [
      value("~/server/errors.server"),
      value("../server/errors.server"),
      value("~/components/form"),
      value("../components/form"),
      typeOnly("~/server/context.server"),
    ],
    allowed: [value("~/lib/limits"), value("./messages"), value("~/schemas/ids"), value("valibot")],
  },
  {
    layer: "app/server/services",
    file: "app/server/services/probe.server.ts",
    forbidden: [
      value("../db/schema"),
      value("~/server/db/schema"),
      typeOnly("../db/schema"),
      value("~/routes/questions"),
      value("../../routes/questions"),
      value("~/components/navigation"),
      value("../../components/navigation"),
      value("../../../workers/load-context"),
    ],
    allowed: [
      value("../models/questions.server"),
      value("~/server/models/questions.server"),
      value("../db/client.server"),
      value("./guards.server"),
      value("~/lib/status"),
      value("~/schemas/question"),
      typeOnly("../../../durable-objects/vote-serializer"),
    ],
  },
  {
    layer: "app/server/presenters",
    file: "app/server/presenters/probe.server.ts",
    forbidden: [
      value("../services/questions.server"),
      value("~/server/services/questions.server"),
      value("../models/users.server"),
      value("~/schemas/question"),
      value("../../routes/questions"),
      typeOnly("~/components/navigation"),
    ],
    allowed: [
      value("~/lib/permalink"),
      typeOnly("../services/questions.server"),
      typeOnly("../models/users.server"),
      typeOnly("../context.server"),
    ],
  },
  {
    layer: "app/server/models",
    file: "app/server/models/probe.server.ts",
    forbidden: [
      value("../services/votes.server"),
      value("~/server/services/votes.server"),
      value("../presenters/posts.server"),
      value("~/server/presenters/posts.server"),
      value("~/components/navigation"),
      value("../../../workers/app"),
    ],
    allowed: [value("../db/schema"), value("../db/client.server"), value("./questions.server"), value("~/lib/status")],
  },
  {
    layer: "app/server/db",
    file: "app/server/db/probe.ts",
    forbidden: [value("~/lib/status"), value("../models/questions.server"), value("../../lib/status")],
    allowed: [value("./client.server"), value("drizzle-orm")],
  },
  {
    layer: "app/server",
    file: "app/server/probe.server.ts",
    forbidden: [
      value("../../workers/load-context"),
      value("~/routes/questions"),
      value("../routes/questions"),
      value("~/components/navigation"),
      value("../components/navigation"),
      value("../../durable-objects/vote-serializer"),
    ],
    allowed: [value("./services/votes.server"), typeOnly("../../durable-objects/vote-serializer")],
  },
  {
    layer: "durable-objects",
    file: "durable-objects/probe.ts",
    forbidden: [
      value("../app/server/db/client.server"),
      value("~/server/db/client.server"),
      typeOnly("../app/server/env.server"),
      value("../app/server/services/votes.server"),
      value("../workers/app"),
      value("../app/components/navigation"),
      value("~/routes/questions"),
    ],
    allowed: [
      value("../app/lib/review"),
      value("~/lib/review"),
      value("../app/schemas/question"),
      value("./review-counter"),
      value("cloudflare:workers"),
    ],
  },
  {
    layer: "workers",
    file: "workers/api/routes/probe.ts",
    forbidden: [value("~/components/navigation"), value("~/routes/questions"), value("../../../app/routes/questions")],
    allowed: [
      value("~/server/services/votes.server"),
      value("~/schemas/votes"),
      value("~/lib/paths"),
      value("../envelope"),
      value("./questions"),
    ],
  },
  {
    layer: "app/routes",
    file: "app/routes/probe.tsx",
    forbidden: [value("../../workers/load-context"), value("../../durable-objects/vote-serializer")],
    allowed: [value("~/server/services/questions.server"), value("~/components/navigation"), value("~/lib/paths")],
  },
];

describe.each(LAYERS)("lint in $layer", ({ file, forbidden, allowed }) => {
  it.each(forbidden)("refuses %s", async (statement) => {
    expect(await boundaryErrors(file, statement)).toHaveLength(1);
  });
  it.each(allowed)("lets through %s", async (statement) => {
    expect(await boundaryErrors(file, statement)).toEqual([]);
  });
});
