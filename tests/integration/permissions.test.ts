// GET permission?action= (SPEC §6, §7; REFERENCE.md privileges): what the member asking may do now and the rank each
// action needs at the site's level; staff may do everything, guests nothing; unknown actions are refused.
import { describe, expect, it } from "vitest";
import { adminApi, api, createAdmin, createUser } from "../helpers";

type Answer = Record<string, { allowed: boolean; rank: number }>;

const ask = (query: string, token?: string) => api<Answer>(`permission?action=${query}`, { token });

describe("permission?action=", () => {
  it("answers each action for the member by rank, and for staff and guests", async () => {
    const newcomer = await createUser({ rank: 1 });
    const trusted = await createUser({ rank: 800 });
    const moderator = await createUser({ role: 3 });
    const query = "tag.add,question.vote_up,question.vote_down";
    // Answer's clients read has_permission and the tip shown when it is false
    expect((await ask(query, newcomer.token)).body.data).toEqual({
      "tag.add": { allowed: false, rank: 750, has_permission: false, no_permission_tip: "声望达到 750 才能执行此操作" },
      "question.vote_up": {
        allowed: false,
        rank: 8,
        has_permission: false,
        no_permission_tip: "声望达到 8 才能执行此操作",
      },
      "question.vote_down": {
        allowed: false,
        rank: 125,
        has_permission: false,
        no_permission_tip: "声望达到 125 才能执行此操作",
      },
    });
    expect((await ask(query, trusted.token)).body.data).toEqual({
      "tag.add": { allowed: true, rank: 750, has_permission: true, no_permission_tip: "" },
      "question.vote_up": { allowed: true, rank: 8, has_permission: true, no_permission_tip: "" },
      "question.vote_down": { allowed: true, rank: 125, has_permission: true, no_permission_tip: "" },
    });
    const staff = (await ask(query, moderator.token)).body.data;
    expect(Object.values(staff).every((entry) => entry.allowed)).toBe(true);
    const guest = (await ask("question.add")).body.data;
    expect(guest).toMatchObject({ "question.add": { allowed: false, rank: 1, has_permission: false } });
    // a suspended member may do nothing, whatever the rank
    const suspended = await createUser({ rank: 5000, status: 9 });
    expect((await ask("question.add", suspended.token)).body.data["question.add"]!.allowed).toBe(false);
  });

  it("follows the level the administrator picks", async () => {
    const admin = await createAdmin();
    const member = await createUser({ rank: 10 });
    const setLevel = (level: number) =>
      adminApi("setting/privileges", { method: "PUT", token: admin.token, body: { level, custom_privileges: [] } });
    try {
      expect((await setLevel(3)).status).toBe(200);
      expect((await ask("question.vote_up", member.token)).body.data["question.vote_up"]).toMatchObject({
        allowed: false,
        rank: 15,
      });
      expect((await setLevel(1)).status).toBe(200);
      expect((await ask("question.vote_up", member.token)).body.data["question.vote_up"]).toMatchObject({
        allowed: true,
        rank: 1,
      });
    } finally {
      await setLevel(2);
    }
  });

  it("refuses unknown or missing actions", async () => {
    const member = await createUser();
    expect((await ask("question.fly", member.token)).status).toBe(400);
    expect((await ask("", member.token)).status).toBe(400);
    expect((await api("permission", { token: member.token })).status).toBe(400);
  });
});
