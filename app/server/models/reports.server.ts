// Members' reports of posts in D1: one pending report per member and post (a unique index backs it up).
import type { Db } from "../db/client.server";
import { reports } from "../db/schema";
import type { ReportObjectType } from "~/lib/report-reasons";

export type NewReport = {
  userId: number;
  objectType: ReportObjectType;
  objectId: number;
  reasonType: number;
  content: string;
  at: number;
};

/** Files a report unless the member has one pending for the post; answers the new report's id, if any. */
export async function insertReport(db: Db, report: NewReport): Promise<number | null> {
  const { at, ...values } = report;
  const [row] = await db
    .insert(reports)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id ?? null;
}
