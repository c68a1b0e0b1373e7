// Upload records: every object key is made by the server and recorded before any byte arrives.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { uploads } from "../db/schema";
import { UploadStatus } from "~/lib/status";

export type UploadRow = typeof uploads.$inferSelect;

export function insertUpload(db: Db, row: typeof uploads.$inferInsert) {
  return db.insert(uploads).values(row);
}

export function selectUploadByKey(db: Db, objectKey: string) {
  return db.select().from(uploads).where(eq(uploads.objectKey, objectKey));
}

export function markUploadStored(db: Db, id: number, size: number, contentType: string) {
  return db.update(uploads).set({ status: UploadStatus.stored, size, contentType }).where(eq(uploads.id, id));
}
