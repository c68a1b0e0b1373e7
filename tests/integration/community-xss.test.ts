// SECURITY.md §1 for the fields issue #5 renders: the XSS corpus through comments (as added and as edited) and tag
// descriptions, end to end through the JSON API; nothing executable may come back.
import { describe, expect, it } from "vitest";
import { PAYLOADS, dangersIn } from "../support/xss";
import { api, askQuestion, createUser } from "../helpers";

describe("the XSS corpus through comments and tag descriptions", () => {
  it("comments keep nothing executable, added or edited", async () => {
    const asker = await createUser();
    const question = (await askQuestion(asker.token)).body.data.id;
    let commenter = await createUser({ role: 3 });
    for (const [index, payload] of PAYLOADS.entries()) {
      // a member may comment 60 times an hour: a fresh one every 50 payloads
      if (index > 0 && index % 50 === 0) commenter = await createUser({ role: 3 });
      const text = `评论 ${payload}`.slice(0, 600);
      const added = await api<{ comment_id: string; parsed_text: string }>("comment", {
        token: commenter.token,
        body: { object_id: question, original_text: text },
      });
      expect(added.status, payload).toBe(200);
      expect(await dangersIn(added.body.data.parsed_text), payload).toEqual([]);
      const edited = await api<{ parsed_text: string }>("comment", {
        method: "PUT",
        token: commenter.token,
        body: { comment_id: added.body.data.comment_id, original_text: `改 ${text}`.slice(0, 600) },
      });
      expect(await dangersIn(edited.body.data.parsed_text), payload).toEqual([]);
    }
  });

  it("tag descriptions keep nothing executable", async () => {
    const staff = await createUser({ role: 2 });
    let index = 0;
    for (const payload of PAYLOADS) {
      index += 1;
      const created = await api<{ parsed_text: string }>("tag", {
        token: staff.token,
        body: {
          display_name: "安全",
          slug_name: `xss-${Date.now().toString(36)}-${index}`,
          original_text: payload.slice(0, 300),
        },
      });
      expect(created.status, payload).toBe(200);
      expect(await dangersIn(created.body.data.parsed_text), payload).toEqual([]);
    }
  });
});
