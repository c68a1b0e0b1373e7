// The server's translators keep resolved texts (app/server/i18n.server.ts): they must answer exactly what i18next
// answers, for plain keys, counts and plurals, in both languages, however often they are asked.
import { describe, expect, it } from "vitest";
import { getI18nInstance, getTranslator } from "~/server/i18n.server";

describe("memoized translations", () => {
  it("answer the same texts as i18next, asked once or many times", () => {
    const t = getTranslator("en-US");
    for (let i = 0; i < 3; i++) {
      expect(t("time.just_now")).toBe("just now");
      expect(t("time.minutes", { count: 1 })).toBe("1 minute ago");
      expect(t("time.minutes", { count: 5 })).toBe("5 minutes ago");
    }
    expect(getTranslator("zh-CN")("time.minutes", { count: 5 })).toBe("5 分钟前");
  });

  it("keep the languages apart, for pages as for services", () => {
    const page = getI18nInstance("zh-CN").getFixedT("zh-CN");
    expect(page("time.just_now")).toBe("刚刚");
    expect(getI18nInstance("en-US").getFixedT("en-US")("time.just_now")).toBe("just now");
    expect(page("time.just_now")).toBe("刚刚");
  });

  it("pass calls they do not keep through unchanged: a default value, objects among the options, unknown keys", () => {
    const t = getTranslator("en-US") as unknown as (...args: unknown[]) => unknown;
    expect(t("no.such.key", "fallback text")).toBe("fallback text");
    expect(t("time.minutes", { count: 2, nested: { a: 1 } })).toBe("2 minutes ago");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
