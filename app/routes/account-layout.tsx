// The account pages (login, registration, activation, recovery, email change, settings, opening the community, legal
// texts): a layout without a path of its own whose only job is to have the account messages loaded before they show
// (app/client-messages.ts).
import { Outlet } from "@remix-run/react";
import { useMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";

export const handle: MessagesHandle = { messages: ["account"] };

export default function AccountLayout() {
  if (!useMessageParts("account")) return null;
  return <Outlet />;
}
