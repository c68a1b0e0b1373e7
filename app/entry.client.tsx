import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationProvider } from "./components/translation";
import { loadMessagePart, messagePartsOfDocument, messagesBackend } from "./client-messages";

const locale = document.documentElement.lang === "en-US" ? "en-US" : "zh-CN";

void i18next
  .use(messagesBackend)
  .init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ["zh-CN", "en-US"],
    interpolation: { escapeValue: false },
  })
  // an account or back-office page hydrates with its messages already there
  .then(() => Promise.all(messagePartsOfDocument().map(loadMessagePart)))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <TranslationProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationProvider>,
      );
    });
  });
