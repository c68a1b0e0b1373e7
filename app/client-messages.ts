// The browser's translations (entry.client.tsx). Each language's messages come in parts that the browser caches
// separately: the pages' part every page needs, the account pages' part (login, registration, recovery, settings,
// legal texts), the posting part (the editor, uploads, timelines), the back office's part, the achievements part
// (notifications, badges), the people part (profiles, the ranking), the explore part (the tag pages and search) and the forms part (validation and error texts: members' pages and the other parts' pages),
// each loaded only by the pages that show them. Mails' messages never leave the server (app/server/i18n.server.ts).
import i18next, { type BackendModule } from "i18next";
import { createElement, useEffect, useState, type ComponentType } from "react";
import { PARTS_WITH_FORMS, type MessagePart } from "./lib/message-parts";

type Messages = () => Promise<{ default: object }>;

const pageMessages: Record<string, Messages> = {
  "zh-CN": () => import("../locales/zh-CN/translation.json"),
  "en-US": () => import("../locales/en-US/translation.json"),
};

const partMessages: Record<MessagePart, Record<string, Messages>> = {
  account: {
    "zh-CN": () => import("../locales/zh-CN/account.json"),
    "en-US": () => import("../locales/en-US/account.json"),
  },
  posting: {
    "zh-CN": () => import("../locales/zh-CN/posting.json"),
    "en-US": () => import("../locales/en-US/posting.json"),
  },
  "back-office": {
    "zh-CN": () => import("../locales/zh-CN/back-office.json"),
    "en-US": () => import("../locales/en-US/back-office.json"),
  },
  achievements: {
    "zh-CN": () => import("../locales/zh-CN/achievements.json"),
    "en-US": () => import("../locales/en-US/achievements.json"),
  },
  people: {
    "zh-CN": () => import("../locales/zh-CN/people.json"),
    "en-US": () => import("../locales/en-US/people.json"),
  },
  explore: {
    "zh-CN": () => import("../locales/zh-CN/explore.json"),
    "en-US": () => import("../locales/en-US/explore.json"),
  },
  forms: {
    "zh-CN": () => import("../locales/zh-CN/forms.json"),
    "en-US": () => import("../locales/en-US/forms.json"),
  },
};

/** The parts the page being hydrated shows, as the server wrote them. */
export function messagePartsOfDocument(): MessagePart[] {
  const known = Object.keys(partMessages);
  return (document.documentElement.dataset.messages ?? "")
    .split(" ")
    .filter((part): part is MessagePart => known.includes(part));
}

/** Parts asked for so far: from then on every language loaded also loads them. */
const wanted = new Set<MessagePart>();
const supported = (language: string) => (language in pageMessages ? language : "zh-CN");

async function load(language: string): Promise<object> {
  const lang = supported(language);
  const modules = await Promise.all([pageMessages[lang]!(), ...[...wanted].map((part) => partMessages[part][lang]!())]);
  return Object.assign({}, ...modules.map((module) => module.default));
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

const loading = new Map<MessagePart, Promise<void>>();
const loaded = new Set<MessagePart>();

/** Adds a part's messages to every language already loaded (once). */
export function loadMessagePart(part: MessagePart): Promise<void> {
  let done = loading.get(part);
  if (!done) {
    wanted.add(part);
    done = Promise.all([
      ...(i18next.languages ?? []).map(async (language) => {
        const module = await partMessages[part][supported(language)]!();
        i18next.addResourceBundle(language, "translation", module.default, true, true);
      }),
      PARTS_WITH_FORMS.includes(part) ? loadMessagePart("forms") : undefined,
    ]).then(() => void loaded.add(part));
    loading.set(part, done);
  }
  return done;
}

/**
 * Whether the parts' messages are there. A first page load has them before hydrating (entry.client.tsx); arriving
 * from another page, the layout that asks renders once they have loaded (small chunks, usually cached).
 */
export function useMessageParts(...parts: MessagePart[]): boolean {
  const key = parts.join(",");
  // the server has every message
  const [ready, setReady] = useState(() => typeof document === "undefined" || parts.every((part) => loaded.has(part)));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all(key.split(",").map((part) => loadMessagePart(part as MessagePart))).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready, key]);
  return ready;
}

/** A route component that renders once the parts' messages are there (arriving from another page). */
export function withMessageParts<P extends object>(parts: MessagePart[], Component: ComponentType<P>) {
  return function WithMessageParts(props: P) {
    return useMessageParts(...parts) ? createElement(Component, props) : null;
  };
}
