// Server-side translations. Resources are bundled, so one initialised instance serves every request.
import i18next, { type i18n, type TFunction } from "i18next";
import enUS from "../../locales/en-US/translation.json";
import zhCN from "../../locales/zh-CN/translation.json";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

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
