// A question's URL title (app/server/url-titles.server.ts): the readable pinyin slug that permalinks 1 and 3 show,
// and the links that carry it (paths.question).
import { describe, expect, it } from "vitest";
import { paths } from "~/lib/paths";
import { urlTitleOf } from "~/server/url-titles.server";

describe("the URL title of a question", () => {
  it("spells Chinese as toneless pinyin, one syllable a word, joined by '-'", () => {
    expect(urlTitleOf("劳动合同解除后怎么办？")).toBe("lao-dong-he-tong-jie-chu-hou-zen-me-ban");
  });

  it("reads polyphonic characters by the words around them", () => {
    expect(urlTitleOf("重庆")).toBe("chong-qing");
    expect(urlTitleOf("银行")).toBe("yin-hang");
    expect(urlTitleOf("重庆的银行行长")).toBe("chong-qing-de-yin-hang-hang-zhang");
  });

  it("writes ü as v, so 律 is lv", () => {
    expect(urlTitleOf("律师")).toBe("lv-shi");
    expect(urlTitleOf("女")).toBe("nv");
  });

  it("keeps English words and digits, lowercased, full-width ones as ASCII", () => {
    expect(urlTitleOf("Labor Law 第2024号")).toBe("labor-law-di-2024-hao");
    expect(urlTitleOf("ＰＤＦ合同１２３")).toBe("pdf-he-tong-123");
  });

  it("collapses punctuation and spaces into single dashes, none at either end", () => {
    expect(urlTitleOf("——《民法典》第 577 条：违约责任！！")).toBe("min-fa-dian-di-577-tiao-wei-yue-ze-ren");
    expect(urlTitleOf("A & B / C")).toBe("a-b-c");
  });

  it("is at most 100 characters, ending on a whole word", () => {
    // the 100th character falls inside "he" (和): the slug stops before it rather than at "-h"
    expect(urlTitleOf("婚前一方全款买房婚后共同还贷的情况下离婚时房屋和共同还贷部分应该怎么分割才比较合理呢")).toBe(
      "hun-qian-yi-fang-quan-kuan-mai-fang-hun-hou-gong-tong-hai-dai-de-qing-kuang-xia-li-hun-shi-fang-wu",
    );
    expect(urlTitleOf("a".repeat(150))).toBe("a".repeat(100));
  });

  it("is never empty: a title of punctuation only gives '-'", () => {
    expect(urlTitleOf("？？！！")).toBe("-");
    expect(urlTitleOf("…… ——")).toBe("-");
  });
});

describe("a question's link", () => {
  const question = { id: 46, urlTitle: "lv-shi-han" };

  it("carries the stored URL title under permalinks 1 and 3, and none under 2 and 4", () => {
    expect(paths.question(question, 1)).toBe("/answer/menu/questions/46/lv-shi-han");
    expect(paths.question(question, 3, { answerId: 7 })).toBe("/answer/menu/questions/D1a/lv-shi-han/7");
    expect(paths.question(question, 2)).toBe("/answer/menu/questions/46");
    expect(paths.question(question, 4, { answerId: 7 })).toBe("/answer/menu/questions/D1a/7");
  });

  it("leaves the title out for a question that has no URL title yet, keeping a '-' before an answer id", () => {
    expect(paths.question({ id: 46, urlTitle: "" }, 1)).toBe("/answer/menu/questions/46");
    expect(paths.question({ id: 46, urlTitle: "" }, 1, { answerId: 7 })).toBe("/answer/menu/questions/46/-/7");
  });
});
