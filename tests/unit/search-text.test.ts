// Search text (app/lib/search-text.ts, app/lib/search-query.ts): how the index holds Chinese, and how a query is read.
import { describe, expect, it } from "vitest";
import { withEntry, withoutEntry, type SearchHistoryEntry } from "~/lib/search-history";
import { parseSearchQuery, searchesSomething } from "~/lib/search-query";
import { segmentForIndex, termExpression, titleTermsExpression } from "~/lib/search-text";

describe("index text", () => {
  it("holds each CJK run as its bigrams, then its characters; other words whole and lowercased", () => {
    expect(segmentForIndex("劳动合同")).toBe("劳动 动合 合同 劳 动 合 同");
    expect(segmentForIndex("签订《劳动合同法》第 82 条，Labor Law")).toBe(
      "签订 签 订 劳动 动合 合同 同法 劳 动 合 同 法 第 82 条 labor law",
    );
    expect(segmentForIndex("法")).toBe("法");
    // full-width letters and digits fold to their usual forms
    expect(segmentForIndex("ＰＤＦ１２")).toBe("pdf12");
    expect(segmentForIndex("A股")).toBe("a 股");
    expect(segmentForIndex("  ——！")).toBe("");
  });

  it("names a term as the phrase of its bigrams, a word by its beginning, and every run of a term", () => {
    expect(termExpression("离婚")).toBe('"离婚"');
    expect(termExpression("法")).toBe('"法"');
    expect(termExpression("劳动仲裁")).toBe('"劳动 动仲 仲裁"');
    expect(termExpression("Contract")).toBe('"contract"*');
    expect(termExpression("第82条")).toBe('("第" AND "82"* AND "条")');
    expect(termExpression('a"b')).toBe('("a"* AND "b"*)');
    expect(termExpression("——")).toBeNull();
  });

  it("names the words a similar title may share: CJK bigrams and Latin words of three letters or more", () => {
    expect(titleTermsExpression("租赁合同 of PDF")).toBe('title : ("租赁" OR "赁合" OR "合同" OR "pdf")');
    expect(titleTermsExpression("法 a")).toBeNull();
  });
});

describe("the query language", () => {
  it("reads words, phrases, exclusions and tags", () => {
    expect(parseSearchQuery('离婚 "抚养权 归属" -财产 [婚姻法] [继承]')).toMatchObject({
      words: ["离婚"],
      phrases: ["抚养权 归属"],
      excluded: ["财产"],
      tags: ["婚姻法", "继承"],
    });
    expect(parseSearchQuery('-"净身出户"').excluded).toEqual(["净身出户"]);
  });

  it("reads every operator, and keeps an unknown one or a bad value as words", () => {
    expect(
      parseSearchQuery("user:me is:answer score:3 answers:2 isaccepted:yes inquestion:10010000000000012"),
    ).toMatchObject({
      user: "me",
      kind: "answer",
      score: 3,
      answers: 2,
      accepted: true,
      inQuestion: "10010000000000012",
      words: [],
    });
    expect(parseSearchQuery("isaccepted:no score:-1 user:李律师").accepted).toBe(false);
    expect(parseSearchQuery("score:-1").score).toBe(-1);
    expect(parseSearchQuery("user:李律师").user).toBe("李律师");
    expect(parseSearchQuery("is:tag score:many lang:zh inquestion:x user:").words).toEqual([
      "is:tag",
      "score:many",
      "lang:zh",
      "inquestion:x",
      "user:",
    ]);
  });

  it("knows when a query asks for nothing", () => {
    expect(searchesSomething(parseSearchQuery("-财产"))).toBe(false);
    expect(searchesSomething(parseSearchQuery('"" []'))).toBe(false);
    expect(searchesSomething(parseSearchQuery("[劳动法]"))).toBe(true);
  });
});

describe("the header's search history", () => {
  it("keeps ten entries, newest first, each search once", () => {
    let list: SearchHistoryEntry[] = [];
    for (let i = 0; i < 12; i++) list = withEntry(list, { type: "question", value: `离婚${i}` });
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ type: "question", value: "离婚11" });
    list = withEntry(list, { type: "question", value: " 离婚5 " });
    expect(list.filter((entry) => entry.value === "离婚5")).toHaveLength(1);
    expect(list[0]!.value).toBe("离婚5");
    // the same words as another type are another search
    expect(withEntry(list, { type: "tag", value: "离婚5" })).toHaveLength(10);
    expect(withEntry(list, { type: "question", value: "  " })).toBe(list);
    expect(withoutEntry(list, { type: "question", value: "离婚5" })).toHaveLength(9);
  });
});
