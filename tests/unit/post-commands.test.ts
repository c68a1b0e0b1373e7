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

function expanded(fields: Record<string, string>): Record<string, string> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return Object.fromEntries([...expandCommand(formData)].map(([name, value]) => [name, String(value)]));
}

const answer = { objectType: "answer", objectId: 12 } as const;
const post = { object_type: "answer", object_id: "12" };

describe("post button commands", () => {
  it("name their post and expand votes, bookmarks, follows and reactions into their form fields", () => {
    expect(voteCommand(answer, "up", false)).toBe("answer:12:vote:up");
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
      object_id: "7",
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
      object_id: "5",
    });
  });

  it("expand an answer's accept, unaccept and undelete into the question page's operation fields", () => {
    expect(answerCommand(12, "accept")).toBe("answer:12:accept");
    expect(expanded({ intent: answerCommand(12, "accept") })).toEqual({ ...post, intent: "accept", answer_id: "12" });
    expect(expanded({ intent: answerCommand(12, "unaccept") })).toMatchObject({ intent: "unaccept", answer_id: "12" });
    expect(expanded({ intent: answerCommand(12, "undelete") })).toMatchObject({
      intent: "undelete_answer",
      answer_id: "12",
    });
    // a command names its own answer: an answer_id sent alongside does not choose another one
    expect(expanded({ intent: "answer:12:accept", answer_id: "99" })).toMatchObject({ answer_id: "12" });
  });

  it("a command's fields win over fields of the same name sent alongside", () => {
    expect(
      expanded({ object_type: "question", object_id: "99", intent: "answer:12:vote:up", direction: "down" }),
    ).toMatchObject({ ...post, direction: "up", is_cancel: "false" });
  });

  it("leave anything that is not a well-formed command as it was sent", () => {
    for (const intent of [
      "answer:12:vote:sideways",
      "answer:12:vote:up:twice",
      "answer:12:vote:up:cancel:x",
      "answer:12:bookmark:maybe",
      "answer:12:react:wink:on",
      "answer:12:x:y",
      "vote:up",
      "user:12:vote:up",
      "answer:0:vote:up",
      "answer:-1:vote:up",
      "answer:1e3:vote:up",
      "answer::vote:up",
      "answer:12",
      "question:3:accept",
      "answer:12:accept:now",
      "answer:12:undelete_answer",
      "answer:12:toString",
      "answer:12:__proto__",
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
    expect(commandIntent("answer:12:vote:up:cancel")).toBe("vote");
    expect(commandIntent("question:3:bookmark:on")).toBe("bookmark");
    expect(commandIntent("answer:12:undelete")).toBe("undelete_answer");
    expect(commandIntent("close")).toBe("close");
    expect(commandIntent(null)).toBe(null);
  });
});
