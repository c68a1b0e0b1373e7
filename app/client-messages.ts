// The browser's translations (entry.client.tsx). Each language's page messages are a chunk of their own that the
// browser caches; the back office's messages are another, loaded only by back-office pages; mails' never leave the
// server (app/server/i18n.server.ts).
import i18next, { type BackendModule } from "i18next";
import { useEffect, useState } from "react";

type Messages = () => Promise<{ default: object }>;

const pageMessages: Record<string, Messages> = {
  "zh-CN": () => import("../locales/zh-CN/translation.json"),
  "en-US": () => import("../locales/en-US/translation.json"),
};

const backOfficeMessages: Record<string, Messages> = {
  "zh-CN": () => import("../locales/zh-CN/back-office.json"),
  "en-US": () => import("../locales/en-US/back-office.json"),
};

/** Set once a back-office page is shown: from then on every language loaded also loads its back-office part. */
let withBackOffice = false;

async function load(language: string): Promise<object> {
  const lang = language in pageMessages ? language : "zh-CN";
  const [pages, backOffice] = await Promise.all([
    pageMessages[lang]!(),
    withBackOffice ? backOfficeMessages[lang]!() : Promise.resolve({ default: {} }),
  ]);
  return { ...pages.default, ...backOffice.default };
}

export const messagesBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    load(language).then(
      (messages) => callback(null, messages as never),
      (error: Error) => callback(error, null),
    );
  },
};

/** Adds the back office's messages to every language already loaded; back-office pages wait for it before rendering. */
export async function loadBackOfficeMessages(): Promise<void> {
  if (withBackOffice) return;
  withBackOffice = true;
  await Promise.all(
    (i18next.languages ?? []).map(async (language) => {
      const lang = language in backOfficeMessages ? language : "zh-CN";
      const module = await backOfficeMessages[lang]!();
      i18next.addResourceBundle(language, "translation", module.default, true, true);
    }),
  );
}

/**
 * Whether the back office's messages are there. A first page load has them before hydrating (entry.client.tsx);
 * arriving from another page, the back office renders once they have loaded.
 */
export function useBackOfficeMessages(): boolean {
  // the server has every message
  const [ready, setReady] = useState(() => typeof document === "undefined" || withBackOffice);
  useEffect(() => {
    if (!ready) void loadBackOfficeMessages().then(() => setReady(true));
  }, [ready]);
  return ready;
}
