// SECURITY.md §1 for the fields issue #5 renders: the XSS corpus through comments (as added and as edited) and tag
// descriptions, end to end through the JSON API; nothing executable may come back, and what is stored is well-formed.
import { parse, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { unbalancedIn } from "../support/balance";
import { PAYLOADS, dangersIn } from "../support/xss";
import { api, askQuestion, createUser, getPage, rowId } from "../helpers";
import { paths } from "~/lib/paths";
import { postBodyId } from "~/lib/post-bodies";

describe("the XSS corpus through comments and tag descriptions", () => {
  it("comments keep nothing executable and are stored well-formed, added or edited", async () => {
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
      expect(unbalancedIn(added.body.data.parsed_text), payload).toEqual([]);
      const edited = await api<{ parsed_text: string }>("comment", {
        method: "PUT",
        token: commenter.token,
        body: { comment_id: added.body.data.comment_id, original_text: `改 ${text}`.slice(0, 600) },
      });
      expect(await dangersIn(edited.body.data.parsed_text), payload).toEqual([]);
      expect(unbalancedIn(edited.body.data.parsed_text), payload).toEqual([]);
    }
  });

  it("tag descriptions keep nothing executable and are stored well-formed", async () => {
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
      expect(unbalancedIn(created.body.data.parsed_text), payload).toEqual([]);
    }
  });

  it("a tag page whose description leaves markup open keeps its own markup and scripts outside the description", async () => {
    const staff = await createUser({ role: 2 });
    const slug = `open-${Date.now().toString(36)}`;
    const created = await api<{ tag_id: string; parsed_text: string }>("tag", {
      token: staff.token,
      body: {
        display_name: "未闭合",
        slug_name: slug,
        original_text: "<details><summary>要点\n\n<table><tr><td>甲 <a href=/x>链接",
      },
    });
    expect(created.status).toBe(200);
    const response = await getPage(paths.tagInfo(slug));
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    const body = find(page, (element) => idOf(element) === postBodyId("tag", rowId(created.body.data.tag_id)));
    expect(body && serialize(body)).toBe(created.body.data.parsed_text);
    // the page's own scripts and the headings after the description are not taken into it
    expect(all(page, (element) => element.tagName === "script").length).toBeGreaterThan(0);
    expect(all(body!, (element) => element.tagName === "script" || element.tagName === "h2")).toEqual([]);
  });
});

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const idOf = (element: Element) => element.attrs.find((attr) => attr.name === "id")?.value;

function all(node: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = "tagName" in node && test(node) ? [node] : [];
  for (const child of "childNodes" in node ? node.childNodes : []) found.push(...all(child, test));
  return found;
}

const find = (node: Node, test: (element: Element) => boolean) => all(node, test)[0] ?? null;
