// The server's translators keep resolved texts (app/server/i18n.server.ts): they must answer exactly what i18next
// answers, for plain keys, counts and plurals, in both languages, however often they are asked. The message files say
// everything in both languages.
import { describe, expect, it } from "vitest";
import enUSAccount from "../../locales/en-US/account.json";
import enUSAchievements from "../../locales/en-US/achievements.json";
import enUSBackOffice from "../../locales/en-US/back-office.json";
import enUSForms from "../../locales/en-US/forms.json";
import enUSMail from "../../locales/en-US/mail.json";
import enUSPages from "../../locales/en-US/translation.json";
import enUSPeople from "../../locales/en-US/people.json";
import enUSExplore from "../../locales/en-US/explore.json";
import enUSPosting from "../../locales/en-US/posting.json";
import enUSTitles from "../../locales/en-US/titles.json";
import zhCNAccount from "../../locales/zh-CN/account.json";
import zhCNAchievements from "../../locales/zh-CN/achievements.json";
import zhCNBackOffice from "../../locales/zh-CN/back-office.json";
import zhCNForms from "../../locales/zh-CN/forms.json";
import zhCNMail from "../../locales/zh-CN/mail.json";
import zhCNPages from "../../locales/zh-CN/translation.json";
import zhCNPeople from "../../locales/zh-CN/people.json";
import zhCNExplore from "../../locales/zh-CN/explore.json";
import zhCNPosting from "../../locales/zh-CN/posting.json";
import zhCNTitles from "../../locales/zh-CN/titles.json";
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

  it("answer messages of a group that several files share (the question group: pages' and posting's)", () => {
    const t = getTranslator("zh-CN");
    expect(t("question.views", { count: 3 })).toContain("3");
    expect(t("question.close.submit")).not.toBe("question.close.submit");
    expect(t("question.close.reasons.60")).toBe("重复问题");
  });

  it("pass calls they do not keep through unchanged: a default value, objects among the options, unknown keys", () => {
    const t = getTranslator("en-US") as unknown as (...args: unknown[]) => unknown;
    expect(t("no.such.key", "fallback text")).toBe("fallback text");
    expect(t("time.minutes", { count: 2, nested: { a: 1 } })).toBe("2 minutes ago");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});

describe("the message files", () => {
  const files = {
    translation: [zhCNPages, enUSPages],
    account: [zhCNAccount, enUSAccount],
    posting: [zhCNPosting, enUSPosting],
    "back-office": [zhCNBackOffice, enUSBackOffice],
    achievements: [zhCNAchievements, enUSAchievements],
    people: [zhCNPeople, enUSPeople],
    explore: [zhCNExplore, enUSExplore],
    forms: [zhCNForms, enUSForms],
    mail: [zhCNMail, enUSMail],
    titles: [zhCNTitles, enUSTitles],
  } as const;

  function leafKeys(messages: object, prefix = ""): string[] {
    return Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "object" && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  }

  it("say everything in both languages: the same keys in zh-CN and en-US, none empty", () => {
    for (const [name, [zhCN, enUS]] of Object.entries(files)) {
      expect(leafKeys(enUS).sort(), name).toEqual(leafKeys(zhCN).sort());
      for (const messages of [zhCN, enUS]) {
        const empty = leafKeys(messages).filter((key) => {
          const value = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
          return typeof value !== "string" || value.trim() === "";
        });
        expect(empty, name).toEqual([]);
      }
    }
  });

  it("define each message once: the server and the browser merge the files into one table", () => {
    const owners = new Map<string, string>();
    for (const [name, [zhCN]] of Object.entries(files)) {
      for (const key of leafKeys(zhCN)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });
});
