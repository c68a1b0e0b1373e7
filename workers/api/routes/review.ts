// The review queue (SPEC §7): GET revisions/unreviewed → the suggested edits waiting for the caller, {count, list};
// PUT revisions/audit {id, operation: approve|reject}; GET reviewing/type → the queues and what waits in each;
// GET report/unreviewed/post → the flagged posts; PUT report/review {flag_id, operation_type, …} settles one;
// GET review/pending/post/page → the posts held for review; PUT review/pending/post {review_id, status} settles one.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import {
  AuditSchema,
  FlaggedQuerySchema,
  QueuedQuerySchema,
  QueuedVerdictSchema,
  ReviewReportSchema,
  UnreviewedQuerySchema,
} from "~/schemas/review";
import { toFlaggedPost, toQueuedPost, toReviewQueue, toUnreviewedItem } from "~/server/presenters/review.server";
import { queuedPostPage, settleQueuedPost } from "~/server/services/queued-posts.server";
import { flaggedPostPage, reviewFlag } from "~/server/services/flag-review.server";
import { auditRevision, reviewTypes, unreviewedPage } from "~/server/services/review.server";

export const reviewRoutes = new Hono<ApiEnv>()
  .get("/revisions/unreviewed", async (c) => {
    const query = queryParams(c, UnreviewedQuerySchema);
    const { count, list } = await unreviewedPage(c.get("app"), {
      page: query.page ?? 1,
      pageSize: query.page_size ?? 1,
    });
    return ok(c, { count, list: list.map(toUnreviewedItem) });
  })
  .put("/revisions/audit", async (c) => {
    const input = await jsonBody(c, AuditSchema);
    await auditRevision(c.get("app"), input);
    return ok(c, null);
  })
  .get("/reviewing/type", async (c) => {
    const app = c.get("app");
    return ok(
      c,
      (await reviewTypes(app)).map((queue) => toReviewQueue(app, queue)),
    );
  })
  .get("/report/unreviewed/post", async (c) => {
    const app = c.get("app");
    const query = queryParams(c, FlaggedQuerySchema);
    const { count, list } = await flaggedPostPage(app, { page: query.page ?? 1, pageSize: query.page_size ?? 1 });
    return ok(c, { count, list: list.map((post) => toFlaggedPost(app, post)) });
  })
  .put("/report/review", async (c) => {
    await reviewFlag(c.get("app"), await jsonBody(c, ReviewReportSchema));
    return ok(c, null);
  })
  .get("/review/pending/post/page", async (c) => {
    const query = queryParams(c, QueuedQuerySchema);
    const only = query.object_id ?? null;
    const { count, list } = await queuedPostPage(
      c.get("app"),
      { page: only ? 1 : (query.page ?? 1), pageSize: query.page_size ?? 1 },
      only,
    );
    return ok(c, { count, list: list.map(toQueuedPost) });
  })
  .put("/review/pending/post", async (c) => {
    await settleQueuedPost(c.get("app"), await jsonBody(c, QueuedVerdictSchema));
    return ok(c, null);
  });
