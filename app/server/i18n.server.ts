// Server-side translations. Resources are bundled, so one initialised instance serves every request.
import i18next, { type i18n, type TFunction } from "i18next";
import enUSBackOffice from "../../locales/en-US/back-office.json";
import enUSMail from "../../locales/en-US/mail.json";
import enUSPages from "../../locales/en-US/translation.json";
import zhCNBackOffice from "../../locales/zh-CN/back-office.json";
import zhCNMail from "../../locales/zh-CN/mail.json";
import zhCNPages from "../../locales/zh-CN/translation.json";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

// Each language's messages come in three files: the pages' (also sent to browsers), the back office's (sent only with
// it) and the mails' (never sent). Their top-level keys differ, so the server's table is their union.
const zhCN = { ...zhCNPages, ...zhCNBackOffice, ...zhCNMail };
const enUS = { ...enUSPages, ...enUSBackOffice, ...enUSMail };

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

const perLocale = new Map<Locale, i18n>();

/** An instance fixed to one language for rendering pages; its language never changes, so it is shared. */
export function getI18nInstance(locale: Locale): i18n {
  let localized = perLocale.get(locale);
  if (!localized) {
    localized = instance.cloneInstance({ lng: locale, initImmediate: false });
    perLocale.set(locale, localized);
  }
  return localized;
}

export type Translate = TFunction;

export function getTranslator(locale: Locale): Translate {
  return instance.getFixedT(locale);
}

export function getMessages(locale: Locale) {
  return resources[locale].translation;
}
