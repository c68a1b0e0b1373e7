// The check that stored HTML is well-formed, shared by the tests of every rendered field: an HTML5 parser (parse5)
// reads it as a <div>'s contents and writes it back unchanged, and in a page it stays inside the element holding it.
import {
  defaultTreeAdapter as tree,
  html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const DIV = tree.createElement("div", html.NS.HTML, []);
// ids no rendered field would carry (headings may keep an id)
const HOLDER = "lw-balance-holder";
const AFTER = "lw-balance-after";

/** Every way stored HTML could change the page around it, as a list of findings (empty when well-formed). */
export function unbalancedIn(stored: string): string[] {
  const findings: string[] = [];
  const again = serialize(parseFragment(DIV, stored, {}));
  if (again !== stored) findings.push(`parses back as ${JSON.stringify(again)}`);
  if (!staysInHolder(stored, "", "")) findings.push("reaches past the <div> holding it");
  // comments are shown inside a list item
  if (!staysInHolder(stored, "<ul><li>", "</li></ul>")) findings.push("reaches past a list item holding it");
  return findings;
}

/** Whether `stored` in a <div> of a page is exactly that div's contents, and what follows the div is its sibling. */
function staysInHolder(stored: string, before: string, after: string): boolean {
  const document = parse(
    `<!DOCTYPE html><html><body>${before}<div id="${HOLDER}">${stored}</div><p id="${AFTER}"></p>${after}</body></html>`,
  );
  const holder = elementById(document, HOLDER);
  const next = elementById(document, AFTER);
  return !!holder && !!next && serialize(holder) === stored && next.parentNode === holder.parentNode;
}

function elementById(node: Node, id: string): Element | null {
  if (tree.isElementNode(node) && node.attrs.some((attr) => attr.name === "id" && attr.value === id)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = elementById(child, id);
    if (found) return found;
  }
  return null;
}
