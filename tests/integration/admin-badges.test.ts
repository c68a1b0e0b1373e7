// The back office's badges (SPEC §2, §7, §8) and dead letters (SECURITY.md §11): administrators list, filter and
// search the badges and switch them off and on (an inactive badge leaves the centre and is not awarded); they see the
// events that failed every retry; nobody else sees either.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  adminApi,
  api,
  cookieFor,
  createAdmin,
  createUser,
  deliver,
  getPage,
  postForm,
  rowId,
  visibleText,
} from "../helpers";
import type { DomainEvent } from "~/server/events.server";
import { formatObjectId } from "~/lib/object-ids";

type AdminBadge = { id: string; name: string; status: string; award_count: number };
type Page<T> = { count: number; list: T[] };

describe("admin badges", () => {
  it("lists all fourteen 10 a page, filters by state, searches by name or id, and switches a badge off and on", async () => {
    const admin = await createAdmin();
    const first = (await adminApi<Page<AdminBadge>>("badges", { token: admin.token })).body.data;
    expect(first.count).toBe(14);
    expect(first.list).toHaveLength(10);
    expect((await adminApi<Page<AdminBadge>>("badges?page=2", { token: admin.token })).body.data.list).toHaveLength(4);
    const solved = (
      await adminApi<Page<AdminBadge>>(`badges?q=${encodeURIComponent("已解决")}`, { token: admin.token })
    ).body.data;
    expect(solved.list.map((badge) => badge.name)).toEqual(["已解决"]);
    const id = solved.list[0]!.id;
    // by the id the list gave, by its plain number, and not by another type's id of that number
    for (const q of [id, String(rowId(id))]) {
      const found = (await adminApi<Page<AdminBadge>>(`badges?q=${q}`, { token: admin.token })).body.data;
      expect(
        found.list.map((badge) => badge.id),
        q,
      ).toEqual([id]);
    }
    const byQuestionId = await adminApi<Page<AdminBadge>>(`badges?q=${formatObjectId("question", rowId(id))}`, {
      token: admin.token,
    });
    expect(byQuestionId.body.data.count).toBe(0);

    const off = await adminApi("badge/status", { method: "PUT", token: admin.token, body: { id, status: "inactive" } });
    expect(off.status).toBe(200);
    try {
      const inactive = (await adminApi<Page<AdminBadge>>("badges?status=inactive", { token: admin.token })).body.data;
      expect(inactive.list.map((badge) => badge.id)).toEqual([id]);
      // the centre no longer shows it, and its page is not found for members
      const centre = (await api<{ badges: { id: string }[] }[]>("badges")).body.data.flatMap((group) => group.badges);
      expect(centre.map((badge) => badge.id)).not.toContain(id);
      expect((await api(`badge?id=${id}`)).status).toBe(404);
      // the page's form switches it on again, with the spec's message
      const html = await postForm("/answer/admin/badges", { id, status: "active" }, { cookie: cookieFor(admin.token) });
      expect(html.status).toBe(200);
      expect(visibleText(await html.text())).toContain("此徽章已被激活。");
      expect((await api(`badge?id=${id}`)).status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE badges SET status = 1").run();
    }
  });

  it("is for administrators only; bad input gets a 400", async () => {
    const moderator = await createUser({ role: 3 });
    expect((await adminApi("badges", { token: moderator.token })).status).toBe(403);
    const change = await adminApi("badge/status", {
      method: "PUT",
      token: moderator.token,
      body: { id: formatObjectId("badge", 1), status: "inactive" },
    });
    expect(change.status).toBe(403);
    expect((await getPage("/answer/admin/badges", { cookie: cookieFor(moderator.token) })).status).toBe(403);
    const admin = await createAdmin();
    const bad = await adminApi("badge/status", {
      method: "PUT",
      token: admin.token,
      body: { id: formatObjectId("badge", 1), status: "asleep" },
    });
    expect(bad.status).toBe(400);
    const missing = await adminApi("badge/status", {
      method: "PUT",
      token: admin.token,
      body: { id: formatObjectId("badge", 99999), status: "active" },
    });
    expect(missing.status).toBe(404);
    expect((await adminApi("badges?status=asleep", { token: admin.token })).status).toBe(400);
  });
});

describe("dead letters", () => {
  it("an event that failed every retry is listed for administrators, and only for them", async () => {
    const poisoned: DomainEvent = { id: crypto.randomUUID(), type: "mail.send", outboxId: 987654 };
    const parked = await deliver([{ id: "poisoned", body: poisoned, attempts: 4 }], "lvwen-events-dlq");
    expect(parked.explicitAcks).toEqual(["poisoned"]);
    const admin = await createAdmin();
    const listed = (
      await adminApi<Page<{ event_id: string; type: string }>>("dead-letters/page", { token: admin.token })
    ).body.data;
    expect(listed.list.map((letter) => letter.event_id)).toContain(poisoned.id);
    const page = await getPage("/answer/admin/dead-letters", { cookie: cookieFor(admin.token) });
    expect(visibleText(await page.text())).toContain(poisoned.id);
    expect((await adminApi("dead-letters/page", { token: (await createUser()).token })).status).toBe(403);
  });
});
