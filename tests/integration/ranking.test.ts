// The ranking (SPEC §2 users-list, §7 user/ranking, user/staff): the last seven days of reputation gained and votes
// cast, to the second; changes taken back and deleted members left out; the staff in good standing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStaff, createUser, pageHtml, type Member } from "../helpers";
import { RANKING_SECONDS } from "~/lib/limits";
import { MENU_BASE } from "~/lib/paths";

type Ranked = { username: string; display_name: string; avatar: string; rank: number; vote_count: number };
type Ranking = { users_with_the_most_reputation: Ranked[]; users_with_the_most_vote: Ranked[]; staffs: Ranked[] };

const now = () => Math.floor(Date.now() / 1000);
let event = 0;

function gain(member: Member, delta: number, at: number, cancelled = false) {
  event += 1;
  return env.DB.prepare(
    `INSERT INTO reputation_ledger (user_id, object_type, object_id, reason, delta, event_id, cancelled, created_at)
     VALUES (?, 'answer', 1, 'vote_up', ?, ?, ?, ?)`,
  )
    .bind(member.user.id, delta, `ranking-${event}`, cancelled ? 1 : 0, at)
    .run();
}

function vote(member: Member, objectId: number, at: number) {
  return env.DB.prepare(
    `INSERT INTO votes (object_type, object_id, user_id, object_user_id, direction, created_at, updated_at)
     VALUES ('question', ?, ?, 0, 1, ?, ?)`,
  )
    .bind(objectId, member.user.id, at, at)
    .run();
}

const ranking = async () => (await api<Ranking>("user/ranking", { method: "GET" })).body.data;
const names = (list: Ranked[]) => list.map((member) => member.username);

describe("the week's reputation and votes", () => {
  it("counts what happened in the last seven days, to the second, and nothing taken back", async () => {
    const inside = await createUser();
    const outside = await createUser();
    const takenBack = await createUser();
    const lost = await createUser();
    const week = now() - RANKING_SECONDS;
    await gain(inside, 10, week + 60);
    await gain(inside, 15, now());
    await gain(outside, 100, week - 60);
    await gain(takenBack, 100, now(), true);
    await gain(lost, -2, now());
    const { users_with_the_most_reputation: reputation } = await ranking();
    expect(reputation.find((member) => member.username === inside.user.username)).toMatchObject({
      rank: 25,
      vote_count: 0,
    });
    for (const member of [outside, takenBack, lost]) expect(names(reputation)).not.toContain(member.user.username);
  });

  it("ranks the votes cast in the week, the most first; a deleted member does not appear", async () => {
    const busy = await createUser();
    const quiet = await createUser();
    const old = await createUser();
    const gone = await createUser({ status: 10 });
    const week = now() - RANKING_SECONDS;
    for (const id of [1, 2, 3]) await vote(busy, id, now() - id);
    await vote(quiet, 1, week + 1);
    await vote(old, 1, week - 1);
    await vote(gone, 1, now());
    const votes = (await ranking()).users_with_the_most_vote;
    const order = names(votes);
    expect(order.indexOf(busy.user.username)).toBeLessThan(order.indexOf(quiet.user.username));
    expect(votes.find((member) => member.username === busy.user.username)).toMatchObject({ vote_count: 3, rank: 0 });
    expect(order).not.toContain(old.user.username);
    expect(order).not.toContain(gone.user.username);
  });
});

describe("the staff", () => {
  it("lists administrators then moderators in good standing, with their reputation", async () => {
    const staff = await createStaff();
    const suspended = await createUser({ role: 3, status: 9 });
    await env.DB.prepare("UPDATE users SET rank = 321 WHERE id = ?").bind(staff.moderator.user.id).run();
    const { staffs } = await ranking();
    expect(names(staffs)).toContain(staff.administrator.user.username);
    expect(names(staffs)).not.toContain(suspended.user.username);
    expect(staffs.find((member) => member.username === staff.moderator.user.username)!.rank).toBe(321);
    const admins = staffs.findIndex((member) => member.username === staff.administrator.user.username);
    expect(admins).toBeLessThan(staffs.findIndex((member) => member.username === staff.moderator.user.username));

    const found = await api<Ranked[]>(`user/staff?username=${staff.moderator.user.username.slice(0, 8)}`, {
      method: "GET",
    });
    expect(names(found.body.data)).toContain(staff.moderator.user.username);
    expect((await api(`user/staff?page_size=0`, { method: "GET" })).status).toBe(400);
  });
});

describe("the ranking page", () => {
  it("shows the three groups with each member's figure, linked to their profile", async () => {
    const leader = await createUser({ name: "本周之星" });
    await gain(leader, 42, now());
    const html = await pageHtml(`${MENU_BASE}/users-list`);
    expect(html).toContain("本周声望最高的用户");
    expect(html).toContain("本周投票最多的用户");
    expect(html).toContain("我们的社区工作人员");
    expect(html).toContain("本周之星");
    expect(html).toContain(`href="${MENU_BASE}/users/${leader.user.username}"`);
    expect(html).toContain("42 声望值");
  });
});
