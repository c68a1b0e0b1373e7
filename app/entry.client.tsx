import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

// Each language's messages are a separate chunk that the browser caches (pages do not carry them); the page names
// its language in <html lang>, and a language switch loads the other chunk.
const messages: Record<string, () => Promise<{ default: object }>> = {
  "zh-CN": () => import("../locales/zh-CN/translation.json"),
  "en-US": () => import("../locales/en-US/translation.json"),
};

const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const load = messages[language] ?? messages["zh-CN"]!;
    load().then(
      (module) => callback(null, module.default as never),
      (error: Error) => callback(error, null),
    );
  },
};

const locale = document.documentElement.lang === "en-US" ? "en-US" : "zh-CN";

void i18next
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ["zh-CN", "en-US"],
    interpolation: { escapeValue: false },
    // never suspend: a suspended page would remount and lose what the member typed (on a language switch the old
    // texts stay until the new chunk has loaded)
    react: { useSuspense: false },
  })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
