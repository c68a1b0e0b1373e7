// Payloads of the notification calls (SPEC §7): GET notification/page (type, inbox_type, page, page_size 10),
// PUT notification/read/state {id}, PUT notification/read/state/all {type}. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { numericId } from "./ids";
import { page, pageSize } from "./question";
import { NOTIFICATIONS_PAGE_SIZE } from "~/lib/limits";
import { INBOX_TABS } from "~/lib/notifications";

const type = v.picklist(["inbox", "achievement"], "validation.invalid");

export const NotificationPageQuerySchema = v.object({
  type: v.optional(type, "inbox"),
  inbox_type: v.optional(v.picklist(INBOX_TABS, "validation.invalid"), "all"),
  page,
  page_size: pageSize(NOTIFICATIONS_PAGE_SIZE),
});

export const NotificationReadSchema = v.object({ id: numericId });

export const NotificationReadAllSchema = v.object({ type: v.optional(type, "inbox") });

/** The page's forms: open one notification (marking it read), or mark all of the page's type read. */
export const NotificationOpenFormSchema = v.object({ id: numericId });
export const NotificationReadAllFormSchema = v.object({ intent: v.literal("read_all", "validation.invalid") });
