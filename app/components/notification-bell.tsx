// The header's notifications link with its red dot, for members. Once JavaScript has loaded it asks for the unread
// counts every 6 seconds (SPEC §4, §9) while the page is visible, showing the pass the page was rendered with
// (app/server/poll-token.server.ts) so that the poll never touches D1; a newer pass comes back with each answer.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_POLL_MS } from "~/lib/limits";
import { paths } from "~/lib/paths";

type Status = { inbox: number; achievement: number; poll_token?: string };

export default function NotificationBell({ unread: initial, pollToken }: { unread: number; pollToken: string }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(initial);
  useEffect(() => {
    let token = pollToken;
    const poll = async () => {
      if (document.hidden) return;
      try {
        const response = await fetch(paths.api("notification/status"), { headers: { "X-Poll-Token": token } });
        if (!response.ok) return;
        const { data } = (await response.json()) as { data: Status };
        if (data.poll_token) token = data.poll_token;
        setUnread(data.inbox + data.achievement);
      } catch {
        // offline for a moment: the next poll tries again
      }
    };
    const timer = setInterval(poll, NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [pollToken]);
  return (
    <Link
      to={paths.notifications()}
      className="relative text-inherit no-underline"
      aria-label={t("header.notifications")}
    >
      <BellIcon />
      {unread > 0 ? (
        <span data-testid="unread-dot" className="absolute -right-1 -top-1 h-2 w-2 rounded-full bg-red-500" />
      ) : null}
    </Link>
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
