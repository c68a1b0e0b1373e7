import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadMessagePart, messagePartsOfDocument, messagesBackend } from "./client-messages";

const locale = document.documentElement.lang === "en-US" ? "en-US" : "zh-CN";

void i18next
  .use(messagesBackend)
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
  // an account or back-office page hydrates with its messages already there
  .then(() => Promise.all(messagePartsOfDocument().map(loadMessagePart)))
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
