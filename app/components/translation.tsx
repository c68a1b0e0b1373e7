// Every component's `t`, and the page's language. react-i18next's useTranslation does real work per component on
// each render (option spreads, a namespace-loaded check, six hooks), and a question page renders a few hundred
// components that translate (docs/performance.md). Here one provider holds the page's `t` and components read it
// from context; a language change gives every component a new `t` (the provider re-renders). react-i18next is left
// with its Trans component, on the one page that uses it.
import type { i18n as I18n, TFunction } from "i18next";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

interface Translation {
  t: TFunction;
  i18n: I18n;
}

const TranslationContext = createContext<Translation | null>(null);

const translationOf = (i18n: I18n): Translation => ({ t: i18n.getFixedT(null, "translation"), i18n });

/** The page's language: the server's per-language instance, or the browser's instance (which may change language). */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [translation, setTranslation] = useState(() => translationOf(i18n));
  useEffect(() => {
    const renew = () => setTranslation(translationOf(i18n));
    i18n.on("languageChanged", renew);
    return () => i18n.off("languageChanged", renew);
  }, [i18n]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The page's translator, as `const { t } = useTranslation()`. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation outside TranslationProvider");
  return translation;
}

/**
 * Switches the browser's language when the root loader's locale changes (a member saved another interface language):
 * i18next loads that language's messages, then every component renders in it. remix-i18next's useChangeLanguage does
 * the same through react-i18next's hook, which would put that hook back into every page's JavaScript.
 */
export function useChangeLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
}
