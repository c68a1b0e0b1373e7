// The editor toolbar's edits: what the member sees in the text and what stays selected.
import { describe, expect, it } from "vitest";
import {
  imageMarkdown,
  insertBlock,
  insertCode,
  linkMarkdown,
  prefixLines,
  tableMarkdown,
  wrap,
  type Selection,
} from "~/lib/markdown-edits";

/** A selection written as text with [ and ] marking it, e.g. "a [b] c". */
function sel(marked: string): Selection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}
const show = (s: Selection) =>
  s.value.slice(0, s.start) + "[" + s.value.slice(s.start, s.end) + "]" + s.value.slice(s.end);

describe("wrap", () => {
  it("bolds the selection and keeps it selected", () => {
    expect(show(wrap(sel("违约[金]过高"), "**", "粗体"))).toBe("违约**[金]**过高");
  });
  it("with nothing selected inserts a selected placeholder", () => {
    expect(show(wrap(sel("a[]b"), "*", "斜体"))).toBe("a*[斜体]*b");
  });
});

describe("prefixLines", () => {
  it("quotes every selected line", () => {
    expect(show(prefixLines(sel("前言\n第[一行\n第二]行\n后记"), () => "> ", "引用"))).toBe(
      "前言\n> [第一行\n> 第二行]\n后记",
    );
  });
  it("numbers an ordered list", () => {
    expect(prefixLines(sel("[甲\n乙\n丙]"), (i) => `${i + 1}. `, "列表").value).toBe("1. 甲\n2. 乙\n3. 丙");
  });
  it("makes a heading of the current line", () => {
    expect(prefixLines(sel("标[]题"), () => "## ", "标题").value).toBe("## 标题");
  });
  it("on an empty line inserts the placeholder", () => {
    expect(prefixLines(sel("[]"), () => "- ", "列表项").value).toBe("- 列表项");
  });
});

describe("insertBlock", () => {
  it("puts a block on lines of its own", () => {
    expect(insertBlock(sel("上文[]下文"), "---").value).toBe("上文\n\n---\n\n下文");
    expect(insertBlock(sel("[]"), "---").value).toBe("---\n\n");
  });
  it("inserts a table with the given headers", () => {
    expect(insertBlock(sel("[]"), tableMarkdown("条款", "说明")).value).toContain("| 条款 | 说明 |\n| --- | --- |");
  });
});

describe("insertCode (SPEC §5 code-block rules)", () => {
  it("refuses empty code", () => {
    expect(insertCode(sel("[]"), "   ", "")).toEqual({ ok: false, error: "empty" });
  });
  it("keeps short single-line code inline", () => {
    const result = insertCode(sel("执行 [] 即可"), "npm start", "");
    expect(result.ok && result.edit.value).toBe("执行 `npm start` 即可");
  });
  it("fences code of several lines with its language", () => {
    const result = insertCode(sel("[]"), "const a = 1;\nconst b = 2;", "js");
    expect(result.ok && result.edit.value).toBe("```js\nconst a = 1;\nconst b = 2;\n```\n\n");
  });
  it("fences single-line code of 40 characters or more", () => {
    const code = "x".repeat(40);
    const result = insertCode(sel("[]"), code, "");
    expect(result.ok && result.edit.value).toBe("```\n" + code + "\n```\n\n");
    const shorter = insertCode(sel("[]"), "x".repeat(39), "");
    expect(shorter.ok && shorter.edit.value).toBe("`" + "x".repeat(39) + "`");
  });
  it("code containing backticks gets a longer fence or double ticks", () => {
    const fenced = insertCode(sel("[]"), "```\ninner\n```", "md");
    expect(fenced.ok && fenced.edit.value.startsWith("````md\n")).toBe(true);
    const inline = insertCode(sel("[]"), "a`b", "");
    expect(inline.ok && inline.edit.value).toBe("``a`b``");
  });
});

describe("links and images", () => {
  it("a link's text defaults to its URL; brackets and spaces cannot break out", () => {
    expect(linkMarkdown("https://www.gov.cn/flfg", "")).toBe("[https://www.gov.cn/flfg](https://www.gov.cn/flfg)");
    expect(linkMarkdown("https://x.cn/a b)c", "民法典[全文]")).toBe("[民法典\\[全文\\]](https://x.cn/a%20b%29c)");
  });
  it("an image keeps its description as alt text", () => {
    expect(imageMarkdown("/uploads/post/202611/abc.png", "判决书")).toBe("![判决书](/uploads/post/202611/abc.png)");
  });
});
