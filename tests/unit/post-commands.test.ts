// The commands a post's buttons send without JavaScript (app/lib/post-commands.ts): each expands into the fields of
// the form schema it names; anything else is left for the schema to refuse.
import { describe, expect, it } from "vitest";
import { commandIntent, expandCommand, reactCommand, toggleCommand, voteCommand } from "~/lib/post-commands";

function expanded(fields: Record<string, string>): Record<string, string> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return Object.fromEntries([...expandCommand(formData)].map(([name, value]) => [name, String(value)]));
}

const post = { object_type: "answer", object_id: "12" };

describe("post button commands", () => {
  it("expand votes, bookmarks, follows and reactions into their form fields, keeping the post's", () => {
    expect(expanded({ ...post, intent: voteCommand("up", false) })).toEqual({
      ...post,
      intent: "vote",
      direction: "up",
      is_cancel: "false",
    });
    expect(expanded({ ...post, intent: voteCommand("down", true) })).toEqual({
      ...post,
      intent: "vote",
      direction: "down",
      is_cancel: "true",
    });
    expect(expanded({ ...post, intent: toggleCommand("bookmark", true) })).toEqual({
      ...post,
      intent: "bookmark",
      bookmark: "true",
    });
    expect(expanded({ ...post, intent: toggleCommand("follow", false) })).toEqual({
      ...post,
      intent: "follow",
      is_cancel: "true",
    });
    expect(expanded({ ...post, intent: reactCommand("smile", false) })).toEqual({
      ...post,
      intent: "react",
      emoji: "smile",
      reaction: "deactivate",
    });
  });

  it("a command's fields win over fields of the same name sent alongside", () => {
    expect(expanded({ ...post, intent: "vote:up", direction: "down", is_cancel: "true" })).toMatchObject({
      direction: "up",
      is_cancel: "false",
    });
  });

  it("leave anything that is not a well-formed command as it was sent", () => {
    for (const intent of [
      "vote:sideways",
      "vote:up:twice",
      "vote:up:cancel:x",
      "bookmark:maybe",
      "react:wink:on",
      "x:y",
    ]) {
      expect(expanded({ ...post, intent })).toEqual({ ...post, intent });
    }
    expect(expanded({ ...post, intent: "comment", original_text: "a:b" })).toEqual({
      ...post,
      intent: "comment",
      original_text: "a:b",
    });
  });

  it("name their intent", () => {
    expect(commandIntent("vote:up:cancel")).toBe("vote");
    expect(commandIntent("close")).toBe("close");
    expect(commandIntent(null)).toBe(null);
  });
});
