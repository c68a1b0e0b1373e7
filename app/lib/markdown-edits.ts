// The editor toolbar's edits, as pure functions of the text and the selection, so they are tested without a browser.

export type Selection = { value: string; start: number; end: number };

/** Wraps the selection (or a placeholder) in a marker on both sides: bold, italic, inline code. */
export function wrap(input: Selection, marker: string, placeholder: string): Selection {
  const selected = input.value.slice(input.start, input.end) || placeholder;
  const value = input.value.slice(0, input.start) + marker + selected + marker + input.value.slice(input.end);
  const start = input.start + marker.length;
  return { value, start, end: start + selected.length };
}

/** The start and end of the whole lines the selection touches. */
function lineRange(input: Selection): [number, number] {
  const start = input.value.lastIndexOf("\n", input.start - 1) + 1;
  const nextBreak = input.value.indexOf("\n", Math.max(input.end - (input.end > input.start ? 1 : 0), input.start));
  return [start, nextBreak === -1 ? input.value.length : nextBreak];
}

/** Prefixes every selected line: quote ("> "), lists ("- ", "1. "), headings ("## "). */
export function prefixLines(input: Selection, prefix: (index: number) => string, placeholder: string): Selection {
  const [from, to] = lineRange(input);
  const block = input.value.slice(from, to) || placeholder;
  const lines = block.split("\n").map((line, index) => prefix(index) + line);
  const replaced = lines.join("\n");
  const value = input.value.slice(0, from) + replaced + input.value.slice(to);
  return { value, start: from + prefix(0).length, end: from + replaced.length };
}

/** Inserts a block on lines of its own (blank line before and after), selecting `select` inside it when given. */
export function insertBlock(input: Selection, block: string, select?: [number, number]): Selection {
  const before = input.value.slice(0, input.start);
  const after = input.value.slice(input.end);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const value = before + lead + block + trail + after;
  const blockStart = before.length + lead.length;
  const [selectFrom, selectTo] = select ?? [block.length, block.length];
  return { value, start: blockStart + selectFrom, end: blockStart + selectTo };
}

/** Inserts text at the cursor, replacing the selection. */
export function insertText(input: Selection, text: string): Selection {
  const value = input.value.slice(0, input.start) + text + input.value.slice(input.end);
  const end = input.start + text.length;
  return { value, start: end, end };
}

export type CodeResult = { ok: true; edit: Selection } | { ok: false; error: "empty" };

/**
 * A code insertion (SPEC §5): empty code is refused (代码块不能为空); code of several lines, or of 40 characters
 * or more, becomes a fenced block with its language; shorter code stays inline.
 */
export function insertCode(input: Selection, code: string, language: string): CodeResult {
  if (code.trim() === "") return { ok: false, error: "empty" };
  if (code.includes("\n") || code.length >= 40) {
    // a fence longer than any run of backticks inside the code
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longest + 1);
    return { ok: true, edit: insertBlock(input, `${fence}${language.trim()}\n${code}\n${fence}`) };
  }
  const ticks = code.includes("`") ? "``" : "`";
  const padded = code.startsWith("`") || code.endsWith("`") ? ` ${code} ` : code;
  return { ok: true, edit: insertText(input, `${ticks}${padded}${ticks}`) };
}

const escapeLabel = (text: string) => text.replace(/([[\]\\])/g, "\\$1");
const escapeUrl = (url: string) => url.trim().replace(/\s/g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");

/** Markdown for a link; the text defaults to the URL. */
export function linkMarkdown(url: string, text: string): string {
  return `[${escapeLabel(text.trim() || url.trim())}](${escapeUrl(url)})`;
}

export function imageMarkdown(url: string, alt: string): string {
  return `![${escapeLabel(alt.trim())}](${escapeUrl(url)})`;
}

/** A two-column table with the given header labels and one empty row. */
export function tableMarkdown(first: string, second: string): string {
  return `| ${first} | ${second} |\n| --- | --- |\n|  |  |`;
}
