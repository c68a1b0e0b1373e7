// Stored HTML is what a browser builds from it (parse5 parses as the HTML5 spec does, then serializes): every element
// closed, no stray end tags, so user content cannot reach past the element holding it nor break hydration.
import { defaultTreeAdapter as tree, html, parseFragment, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { escapeHtml } from "../lib/html";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

const CONTEXT = tree.createElement("div", html.NS.HTML, []);
// the second pass only confirms, except where content moved out of a table leaves a tree that parses differently
const MAX_PASSES = 8;

/** The HTML as a browser builds it inside a <div>, serialized so that parsing it again gives back the same HTML. */
export function balanceHtml(input: string): string {
  if (!input) return "";
  let current = input;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = reserialize(current);
    if (next === current) return current;
    current = next;
  }
  // never seen: HTML that will not settle is kept as text rather than stored unsettled
  return reserialize(escapeHtml(input));
}

function reserialize(input: string): string {
  const fragment = parseFragment(CONTEXT, input, {});
  settle(fragment);
  return serialize(fragment);
}

/**
 * A list item outside a list would, in the page, close the list item around the element holding it (a comment is
 * shown inside an <li>); the parser drops newlines right after <pre> once per parse, so they would never settle.
 */
function settle(parent: ParentNode): void {
  let list: Element | null = null;
  for (const node of [...parent.childNodes]) {
    if (!tree.isElementNode(node)) {
      list = null;
      continue;
    }
    settle(node);
    if (node.tagName === "li" && !isList(parent)) {
      list = wrapInList(node, list);
      continue;
    }
    list = null;
    if (node.tagName === "pre") dropLeadingNewlines(node);
  }
}

function isList(node: ParentNode): boolean {
  return tree.isElementNode(node) && (node.tagName === "ul" || node.tagName === "ol");
}

/** Moves a stray list item into `list`, or into a new <ul> in its place; returns the list it went into. */
function wrapInList(item: Element, list: Element | null): Element {
  if (!list) {
    list = tree.createElement("ul", html.NS.HTML, []);
    tree.insertBefore(item.parentNode!, list, item);
  }
  tree.detachNode(item);
  tree.appendChild(list, item);
  return list;
}

function dropLeadingNewlines(pre: Element): void {
  const first = pre.childNodes[0];
  if (first && tree.isTextNode(first)) first.value = first.value.replace(/^\n+/, "");
}
