// What every use-case receives: the database, the bindings it may use, who is asking and in which language.
import type { Db } from "./db/client.server";
import type { Env } from "./env.server";
import type { DomainEvent } from "./events.server";
import type { Translate } from "./i18n.server";
import type { UserRow } from "./models/users.server";
import type { Locale } from "~/lib/locale";
import type { SiteSettings } from "~/schemas/settings";

export type CurrentUser = Omit<UserRow, "passwordHash"> & { hasPassword: boolean };

export interface AppContext {
  db: Db;
  env: Pick<
    Env,
    | "UPLOADS"
    | "VOTES"
    | "NOTIFICATION_COUNTERS"
    | "REVIEW_COUNTER"
    | "PASSWORD_PEPPER"
    | "ENVIRONMENT"
    | "RELEASE_FEED_URL"
  >;
  /** Sends domain events; the request does not wait for consumers. */
  emit: (...events: DomainEvent[]) => Promise<void>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** A write made outside the request's D1 session (by a Durable Object): its bookmark goes back to the member too. */
  noteBookmark: (bookmark: string) => void;
  /**
   * A session this request started (login, activation, password change): the Worker remembers its member, so the
   * member's next page on this isolate needs no round trip of its own to find them (workers/remembered-reads.ts).
   */
  noteSession: (tokenHash: string, member: CurrentUser) => void;
  user: CurrentUser | null;
  /** Hash of the session token the request came with, if any. */
  sessionTokenHash: string | null;
  locale: Locale;
  t: Translate;
  settings: SiteSettings;
  /** The site's public base URL: the configured site_url, else the request's origin. */
  siteUrl: string;
  ip: string;
  now: () => number;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== "" };
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
