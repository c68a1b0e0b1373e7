// The view consumer: a batch's views are added up per question and written once per question.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { questions } from "~/server/db/schema";

export async function addViews(db: Db, questionIds: number[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const id of questionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byCount = new Map<number, number[]>();
  for (const [id, count] of counts) byCount.set(count, [...(byCount.get(count) ?? []), id]);
  const statements = [...byCount].map(([count, ids]) =>
    db
      .update(questions)
      .set({ viewCount: sql`${questions.viewCount} + ${count}` })
      .where(inArray(questions.id, ids)),
  );
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}
