// The commands a post's buttons send without JavaScript (app/lib/post-commands.ts): each names its post and expands
// into the fields of the form schema it names; anything else is left for the schema to refuse.
import { describe, expect, it } from "vitest";
import {
  answerCommand,
  commandIntent,
  expandCommand,
  reactCommand,
  toggleCommand,
  voteCommand,
} from "~/lib/post-commands";
import { formatObjectId } from "~/lib/object-ids";

function expanded(fields: Record<string, string>): Record<string, string> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return Object.fromEntries([...expandCommand(formData)].map(([name, value]) => [name, String(value)]));
}

const answer = { objectType: "answer", objectId: 12 } as const;
const ANSWER_12 = formatObjectId("answer", 12);
const post = { object_type: "answer", object_id: ANSWER_12 };

describe("post button commands", () => {
  it("name their post and expand votes, bookmarks, follows and reactions into their form fields", () => {
    expect(voteCommand(answer, "up", false)).toBe(`${ANSWER_12}:vote:up`);
    expect(expanded({ intent: voteCommand(answer, "up", false) })).toEqual({
      ...post,
      intent: "vote",
      direction: "up",
      is_cancel: "false",
    });
    expect(expanded({ intent: voteCommand(answer, "down", true) })).toEqual({
      ...post,
      intent: "vote",
      direction: "down",
      is_cancel: "true",
    });
    expect(expanded({ intent: toggleCommand(answer, "bookmark", true) })).toEqual({
      ...post,
      intent: "bookmark",
      bookmark: "true",
    });
    expect(expanded({ intent: toggleCommand({ objectType: "tag", objectId: 7 }, "follow", false) })).toEqual({
      object_type: "tag",
      object_id: formatObjectId("tag", 7),
      intent: "follow",
      is_cancel: "true",
    });
    expect(expanded({ intent: reactCommand(answer, "smile", false) })).toEqual({
      ...post,
      intent: "react",
      emoji: "smile",
      reaction: "deactivate",
    });
    expect(expanded({ intent: voteCommand({ objectType: "comment", objectId: 5 }, "up", false) })).toMatchObject({
      object_type: "comment",
      object_id: formatObjectId("comment", 5),
    });
  });

  it("expand an answer's accept, unaccept and undelete into the question page's operation fields", () => {
    expect(answerCommand(12, "accept")).toBe(`${ANSWER_12}:accept`);
    expect(expanded({ intent: answerCommand(12, "accept") })).toEqual({
      ...post,
      intent: "accept",
      answer_id: ANSWER_12,
    });
    expect(expanded({ intent: answerCommand(12, "unaccept") })).toMatchObject({
      intent: "unaccept",
      answer_id: ANSWER_12,
    });
    expect(expanded({ intent: answerCommand(12, "undelete") })).toMatchObject({
      intent: "undelete_answer",
      answer_id: ANSWER_12,
    });
    // a command names its own answer: an answer_id sent alongside does not choose another one
    expect(expanded({ intent: `${ANSWER_12}:accept`, answer_id: formatObjectId("answer", 99) })).toMatchObject({
      answer_id: ANSWER_12,
    });
  });

  it("a command's fields win over fields of the same name sent alongside", () => {
    expect(
      expanded({ object_type: "question", object_id: "99", intent: `${ANSWER_12}:vote:up`, direction: "down" }),
    ).toMatchObject({ ...post, direction: "up", is_cancel: "false" });
  });

  it("leave anything that is not a well-formed command as it was sent", () => {
    for (const intent of [
      `${ANSWER_12}:vote:sideways`,
      `${ANSWER_12}:vote:up:twice`,
      `${ANSWER_12}:vote:up:cancel:x`,
      `${ANSWER_12}:bookmark:maybe`,
      `${ANSWER_12}:react:wink:on`,
      `${ANSWER_12}:x:y`,
      "vote:up",
      `${formatObjectId("user", 12)}:vote:up`,
      `${formatObjectId("badge", 12)}:vote:up`,
      "10020000000000000:vote:up",
      "10990000000000012:vote:up",
      "answer:12:vote:up",
      "12:vote:up",
      "1e3:vote:up",
      ":vote:up",
      ANSWER_12,
      `${formatObjectId("question", 3)}:accept`,
      `${ANSWER_12}:accept:now`,
      `${ANSWER_12}:undelete_answer`,
      `${ANSWER_12}:toString`,
      `${ANSWER_12}:__proto__`,
    ]) {
      expect(expanded({ intent }), intent).toEqual({ intent });
    }
    expect(expanded({ ...post, intent: "comment", original_text: "a:b" })).toEqual({
      ...post,
      intent: "comment",
      original_text: "a:b",
    });
  });

  it("name their intent", () => {
    expect(commandIntent(`${ANSWER_12}:vote:up:cancel`)).toBe("vote");
    expect(commandIntent(`${formatObjectId("question", 3)}:bookmark:on`)).toBe("bookmark");
    expect(commandIntent(`${ANSWER_12}:undelete`)).toBe("undelete_answer");
    expect(commandIntent("close")).toBe("close");
    expect(commandIntent(null)).toBe(null);
  });
});
