// Our JSON API held to the contract of Answer's client: a test per entry and role that calls the Worker and checks
// the answer against the entry's schema, the status of each call not served, and that no entry goes unchecked.
import { SELF } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE } from "../client";
import type { Member } from "../factories";
import { EnvelopeSchema } from "./common";
import type { ContractEntry } from "./index";

export type Role = "guest" | "member" | "admin";

/** Reads open to visitors: Answer's client makes them signed in or not. */
export const EVERYONE: readonly Role[] = ["guest", "member", "admin"];
/** Member calls: the client makes them only signed in, and an administrator is a member too. */
export const SIGNED_IN: readonly Role[] = ["member", "admin"];
/** Back office calls and the staff-only queues. */
export const ADMIN_ONLY: readonly Role[] = ["admin"];
/** Calls made signed out: logging in, registering, the links of mails. */
export const GUEST_ONLY: readonly Role[] = ["guest"];

/** The people every contract world holds; a guest is the absence of a token. */
export type Cast = { member: Member; admin: Member };

/** Who makes one call: the guest has neither token nor user. */
export type Actor = { role: Role; token: string | undefined; user: Member | null };

export function actorOf(cast: Cast, role: Role): Actor {
  if (role === "guest") return { role, token: undefined, user: null };
  const user = role === "member" ? cast.member : cast.admin;
  return { role, token: user.token, user };
}

/** What one call sends besides its method and path: a query string, a JSON body or a multipart form. */
export type Request = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  form?: FormData;
  /** A session of the caller's own, for calls that end or change one (logout, a new password). */
  token?: string;
};

type RequestBuilder<W> = (world: W, actor: Actor) => Request | Promise<Request>;

/**
 * How an area calls one entry: as which roles, and with what. `request` runs inside the role's own test, so a write
 * makes the object it acts on there and no test depends on another's order.
 */
export type ContractCall<W> = {
  method: ContractEntry["method"];
  path: string;
  /** Tells apart two calls of one entry whose queries the client sends on different pages. */
  label?: string;
  as: readonly Role[];
  request?: RequestBuilder<W>;
};

/** An entry this product does not answer as the contract says yet: the status it gets today, and why. */
export type NotServed<W> = {
  method: ContractEntry["method"];
  path: string;
  status: number;
  reason: string;
  /** Who the status is checked for (member unless said). */
  as?: Role;
  request?: RequestBuilder<W>;
};

export type Sent = { status: number; body: unknown; text: string };

/** Calls the Worker as Answer's client does: the token as it is in Authorization, JSON or multipart bodies. */
export async function send(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = options.token;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] = "application/json";
  }
  const response = await SELF.fetch(`${BASE}${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

/** A path with its query: entries whose query picks the shape (legal?info_type=tos) keep theirs. */
export function withQuery(path: string, query: Request["query"]): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  if (pairs.length === 0) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(pairs).toString()}`;
}

/** A schema's complaints about a value, one line each, named by the dotted path of the field at fault. */
export function issuesOf(schema: v.GenericSchema, value: unknown): string[] {
  // the app's schemas set valibot's global messages to locale keys ("validation.invalid"), which name no type
  const result = v.safeParse(schema, value, {
    message: (issue) =>
      issue.kind === "schema" && issue.received === "undefined"
        ? `missing (expected ${issue.expected === null || issue.expected.startsWith('"') ? "the key" : issue.expected})`
        : `expected ${issue.expected ?? "?"} but received ${issue.received}`,
  });
  if (result.success) return [];
  const lines: string[] = [];
  const walk = (issues: readonly v.BaseIssue<unknown>[], prefix: string) => {
    for (const issue of issues) {
      const path = v.getDotPath(issue) ?? "";
      lines.push(`${prefix}${path || "(data)"}: ${issue.message}`);
      // a union's own message names no field: its options' issues say which one each option wanted
      if (issue.type === "union" && issue.issues) walk(issue.issues, `${prefix}  or `);
    }
  };
  walk(result.issues, "");
  return lines;
}

const preview = (text: string) => (text.length > 1500 ? `${text.slice(0, 1500)}…` : text);

/** Asserts one answer is what Answer's client reads: HTTP 200, the envelope with code 200, and the entry's data. */
export function expectContract(entry: ContractEntry, sent: Sent) {
  expect(sent.status, `HTTP status; the answer: ${preview(sent.text)}`).toBe(200);
  expect(issuesOf(EnvelopeSchema, sent.body), `the envelope; the answer: ${preview(sent.text)}`).toEqual([]);
  const envelope = sent.body as { code: number; data: unknown };
  expect(envelope.code, "the envelope's code").toBe(200);
  const issues = issuesOf(entry.reads, envelope.data);
  expect(
    issues,
    `${issues.join("; ")} — data as Answer's client reads it (${entry.note ?? ""}); we sent: ` +
      preview(JSON.stringify(envelope.data)),
  ).toEqual([]);
}

const keyOf = (item: { method: string; path: string }) => `${item.method} ${item.path}`;

/**
 * The contract tests of one area: builds the world once, then one test per call and role, one per entry not served
 * (its status today), and one that every entry of the area is in one list or the other, and only once.
 */
export function describeContract<W extends Cast>(
  name: string,
  options: {
    area: readonly ContractEntry[];
    world: () => Promise<W>;
    calls: readonly ContractCall<W>[];
    notServed: readonly NotServed<W>[];
  },
) {
  describe(name, () => {
    let world: W;
    beforeAll(async () => {
      world = await options.world();
    }, 120_000);

    const entries = new Map(options.area.map((entry) => [keyOf(entry), entry]));

    for (const call of options.calls) {
      const entry = entries.get(keyOf(call));
      // an unknown call is reported by the coverage test below
      if (!entry) continue;
      for (const role of call.as) {
        it(`${call.method} ${call.path}${call.label ? ` (${call.label})` : ""} as ${role}`, async () => {
          const actor = actorOf(world, role);
          const request = (await call.request?.(world, actor)) ?? {};
          const sent = await send(call.method, withQuery(call.path, request.query), {
            token: request.token ?? actor.token,
            body: request.body,
            form: request.form,
          });
          expectContract(entry, sent);
        });
      }
    }

    for (const item of options.notServed) {
      const role = item.as ?? "member";
      it(`${item.method} ${item.path} is not served: ${item.status} as ${role} (${item.reason})`, async () => {
        const actor = actorOf(world, role);
        const request = (await item.request?.(world, actor)) ?? {};
        const sent = await send(item.method, withQuery(item.path, request.query), {
          token: request.token ?? actor.token,
          body: request.body,
          form: request.form,
        });
        expect(sent.status, `the answer: ${preview(sent.text)}`).toBe(item.status);
      });
    }

    it("checks every entry of the area, or names it as not served with a reason", () => {
      const listed = [...options.calls.map(keyOf), ...options.notServed.map(keyOf)];
      const unchecked = [...entries.keys()].filter((key) => !listed.includes(key));
      const unknown = listed.filter((key) => !entries.has(key));
      const variants = [
        ...options.calls.map((call) => `${keyOf(call)} ${call.label ?? ""}`),
        ...options.notServed.map(keyOf),
      ];
      const twice = variants.filter((key, index) => variants.indexOf(key) !== index);
      // an entry is either checked or not served, never both
      const both = options.notServed.map(keyOf).filter((key) => options.calls.some((call) => keyOf(call) === key));
      expect({ unchecked, unknown, twice, both }).toEqual({ unchecked: [], unknown: [], twice: [], both: [] });
      for (const call of options.calls) expect(call.as.length, keyOf(call)).toBeGreaterThan(0);
      for (const item of options.notServed) expect(item.reason, keyOf(item)).not.toBe("");
    });
  });
}
