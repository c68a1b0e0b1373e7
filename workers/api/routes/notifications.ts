// Notifications (SPEC §7): GET notification/status (the 6-second poll, answered without D1), GET notification/page,
// PUT notification/read/state {id}, PUT notification/read/state/all {type}.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import { NOTIFICATIONS_PAGE_SIZE } from "~/lib/limits";
import {
  NotificationPageQuerySchema,
  NotificationReadAllSchema,
  NotificationReadSchema,
} from "~/schemas/notifications";
import {
  markAllNotificationsRead,
  markNotificationsSeen,
  markNotificationRead,
  notificationPage,
  notificationStatus,
} from "~/server/services/notifications.server";
import { toNotificationItem, toNotificationStatus } from "~/server/presenters/notifications.server";

export const notificationRoutes = new Hono<ApiEnv>()
  .get("/notification/status", async (c) => ok(c, toNotificationStatus(await notificationStatus(c.get("app")))))
  .put("/notification/status", async (c) => {
    const { type } = await jsonBody(c, NotificationReadAllSchema);
    return ok(c, toNotificationStatus(await markNotificationsSeen(c.get("app"), type)));
  })
  .get("/notification/page", async (c) => {
    const query = queryParams(c, NotificationPageQuerySchema);
    const { count, list } = await notificationPage(c.get("app"), {
      type: query.type,
      tab: query.inbox_type,
      page: query.page ?? 1,
      pageSize: query.page_size ?? NOTIFICATIONS_PAGE_SIZE,
    });
    return ok(c, { count, list: list.map((item) => toNotificationItem(c.get("app"), item)) });
  })
  .put("/notification/read/state", async (c) => {
    const { id } = await jsonBody(c, NotificationReadSchema);
    await markNotificationRead(c.get("app"), id);
    return ok(c, null);
  })
  .put("/notification/read/state/all", async (c) => {
    const { type } = await jsonBody(c, NotificationReadAllSchema);
    await markAllNotificationsRead(c.get("app"), type);
    return ok(c, null);
  });
