// The Worker's bindings (wrangler.toml) and secrets. The one source of the Env type.
import type { NotificationCounter } from "../../durable-objects/notification-counter";
import type { ReviewCounter } from "../../durable-objects/review-counter";
import type { VoteSerializer } from "../../durable-objects/vote-serializer";
import type { DomainEvent } from "./events.server";
import type { VoteOutcome, VoteRequest } from "./services/votes.server";

export interface Env {
  DB: D1Database;
  UPLOADS: R2Bucket;
  VOTES: DurableObjectNamespace<VoteSerializer<Env, VoteRequest, VoteOutcome>>;
  NOTIFICATION_COUNTERS: DurableObjectNamespace<NotificationCounter<Env>>;
  /** the site's one review counter (durable-objects/review-counter.ts) */
  REVIEW_COUNTER: DurableObjectNamespace<ReviewCounter<Env>>;
  EVENTS: Queue<DomainEvent>;
  DEAD_EVENTS: Queue<DomainEvent>;
  ASSETS: Fetcher;
  /** "development" locally; cookies are Secure whenever the request is https. */
  ENVIRONMENT: string;
  /** "1" adds a Server-Timing header with CPU time and D1 round trips to every response (benchmark, tests). */
  SERVER_TIMING?: string;
  /** Where the dashboard asks for the newest release ({"release": {"version"}}, as Apache Answer's latest.json);
   * unset: no check. */
  RELEASE_FEED_URL?: string;
  /** Server-side secret mixed into every password hash (SECURITY.md §7). */
  PASSWORD_PEPPER: string;
}
