// Server-side translations. Resources are bundled, so one initialised instance serves every request.
import i18next, { type i18n, type TFunction } from "i18next";
import enUSAccount from "../../locales/en-US/account.json";
import enUSAchievements from "../../locales/en-US/achievements.json";
import enUSBackOffice from "../../locales/en-US/back-office.json";
import enUSExplore from "../../locales/en-US/explore.json";
import enUSForms from "../../locales/en-US/forms.json";
import enUSMail from "../../locales/en-US/mail.json";
import enUSPages from "../../locales/en-US/translation.json";
import enUSPeople from "../../locales/en-US/people.json";
import enUSPosting from "../../locales/en-US/posting.json";
import enUSTitles from "../../locales/en-US/titles.json";
import zhCNAccount from "../../locales/zh-CN/account.json";
import zhCNAchievements from "../../locales/zh-CN/achievements.json";
import zhCNBackOffice from "../../locales/zh-CN/back-office.json";
import zhCNExplore from "../../locales/zh-CN/explore.json";
import zhCNForms from "../../locales/zh-CN/forms.json";
import zhCNMail from "../../locales/zh-CN/mail.json";
import zhCNPages from "../../locales/zh-CN/translation.json";
import zhCNPeople from "../../locales/zh-CN/people.json";
import zhCNPosting from "../../locales/zh-CN/posting.json";
import zhCNTitles from "../../locales/zh-CN/titles.json";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

// Each language's messages come in ten files: the pages' (sent to every browser), the account pages', the posting
// pages', the back office's, the achievements', the people pages', the tag and search pages' and the forms' (sent
// only with the pages that show them; app/client-messages.ts), the mails' and the page titles, notices and the few
// words a loader hands its page (never sent as messages). A
// group may be split between files (the posting part holds the ask and moderation texts of "question"), so the
// server's table is their deep union, as the browser's is (i18next's addResourceBundle with deep).
type Messages = { [key: string]: string | Messages };

export function mergeMessages(...parts: Messages[]): Messages {
  const merged: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] = typeof value === "object" && typeof existing === "object" ? mergeMessages(existing, value) : value;
    }
  }
  return merged;
}

const zhCN = mergeMessages(
  zhCNPages,
  zhCNAccount,
  zhCNPosting,
  zhCNBackOffice,
  zhCNAchievements,
  zhCNPeople,
  zhCNExplore,
  zhCNForms,
  zhCNMail,
  zhCNTitles,
);
const enUS = mergeMessages(
  enUSPages,
  enUSAccount,
  enUSPosting,
  enUSBackOffice,
  enUSAchievements,
  enUSPeople,
  enUSExplore,
  enUSForms,
  enUSMail,
  enUSTitles,
);

export const resources = {
  "zh-CN": { translation: zhCN },
  "en-US": { translation: enUS },
} as const;

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ["zh-CN", "en-US"],
  initImmediate: false, // resources are in memory: initialise synchronously
  interpolation: { escapeValue: false }, // React escapes; emails escape explicitly
  returnNull: false,
});

/**
 * i18next spends ~20 µs resolving a key (~40 µs with options) and a page asks for hundreds, most of a page's render
 * time. A language's texts never change in a running Worker, so each text is kept once resolved: for a key alone, or a
 * key with options whose values are all plain (counts, names). Anything else goes to i18next as it is.
 */
function memoized(translate: TFunction): TFunction {
  const call = translate as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, string>();
  const plain = (options: unknown) =>
    typeof options === "object" &&
    options !== null &&
    Object.values(options).every(
      (value) => value === null || ["string", "number", "boolean", "undefined"].includes(typeof value),
    );
  return ((key: unknown, ...rest: unknown[]) => {
    const cacheable = typeof key === "string" && (rest.length === 0 || (rest.length === 1 && plain(rest[0])));
    if (!cacheable) return call(key, ...rest);
    const id = rest.length === 0 ? key : `${key}\u0000${JSON.stringify(rest[0])}`;
    let text = texts.get(id);
    if (text === undefined) {
      const result = call(key, ...rest);
      if (typeof result !== "string") return result;
      if (texts.size >= 20_000) texts.clear(); // counts and names vary without end: keep the table bounded
      texts.set(id, result);
      text = result;
    }
    return text;
  }) as unknown as TFunction;
}

const perLocale = new Map<Locale, i18n>();

/**
 * An instance fixed to one language for rendering pages; its language never changes, so it is shared. Components get
 * their `t` from getFixedT (app/components/translation.tsx asks it once per page), which answers the memoized translator.
 */
export function getI18nInstance(locale: Locale): i18n {
  let localized = perLocale.get(locale);
  if (!localized) {
    localized = instance.cloneInstance({ lng: locale, initImmediate: false });
    const translate = memoized(localized.getFixedT(locale));
    localized.getFixedT = (() => translate) as unknown as i18n["getFixedT"];
    perLocale.set(locale, localized);
  }
  return localized;
}

export type Translate = TFunction;

const translators = new Map<Locale, Translate>();

export function getTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = memoized(instance.getFixedT(locale));
    translators.set(locale, translate);
  }
  return translate;
}

export function getMessages(locale: Locale) {
  return resources[locale].translation;
}
