import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

type RootData = { locale: string; messages: Record<string, unknown> };

// The root loader put this page's language and its messages into the document, so nothing is fetched here.
const rootData = (window as unknown as { __remixContext: { state: { loaderData: { root?: RootData } } } }).__remixContext
  .state.loaderData.root;

void i18next.use(initReactI18next).init({
  lng: rootData?.locale ?? "zh-CN",
  resources: rootData ? { [rootData.locale]: { translation: rootData.messages } } : {},
  interpolation: { escapeValue: false },
  initImmediate: false,
});

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
