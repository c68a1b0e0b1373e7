import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationProvider } from "./components/translation";
import { loadMessagePart, messagePartsOfDocument, messagesBackend } from "./client-messages";

const locale = document.documentElement.lang === "en-US" ? "en-US" : "zh-CN";

/**
 * RemixBrowser suspends its first render until it has decoded the page's data (single fetch's stream). A click or a
 * keystroke in that moment makes React finish hydrating the root at once, which it cannot while the root is
 * suspended: React error #345, and the page is left without its scripts. So the decoding starts, and ends, before
 * hydration does: called outside React, RemixBrowser starts it and throws the promise it waits for; once decoded,
 * its first render no longer suspends. Anything else it throws is left for the real render to meet.
 * (tests/e2e/navigation.spec.ts types into a page while it hydrates)
 */
async function pageDataDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

void i18next
  .use(messagesBackend)
  .init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ["zh-CN", "en-US"],
    interpolation: { escapeValue: false },
  })
  // an account or back-office page hydrates with its messages already there
  .then(() => Promise.all([...messagePartsOfDocument().map(loadMessagePart), pageDataDecoded()]))
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
