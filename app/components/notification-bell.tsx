// The header's notifications link with its red dot, for members. Once JavaScript has loaded it asks for the unread
// counts every 6 seconds (SPEC §4, §9) while the page is visible, showing the pass the page was rendered with
// (app/server/poll-token.server.ts) so that the poll never touches D1; a newer pass comes back with each answer.
// When the answer names an unread badge award, the celebration dialog opens (loaded only then).
import { Link } from "~/components/navigation";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/components/translation";
import type { BadgeAward } from "./badge-award-dialog";
import { loadMessagePart } from "~/client-messages";
import { NOTIFICATION_POLL_MS } from "~/lib/limits";
import { paths } from "~/lib/paths";

const BadgeAwardDialog = lazy(() =>
  Promise.all([import("./badge-award-dialog"), loadMessagePart("achievements")]).then(([module]) => module),
);

type Status = { inbox: number; achievement: number; badge_award: BadgeAward | null; poll_token?: string };

export default function NotificationBell({ unread: initial, pollToken }: { unread: number; pollToken: string }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(initial);
  const [award, setAward] = useState<BadgeAward | null>(null);
  useEffect(() => {
    let token = pollToken;
    const poll = async () => {
      if (document.hidden) return;
      try {
        const response = await fetch(paths.api("notification/status"), { headers: { "X-Poll-Token": token } });
        if (!response.ok) return;
        const { data } = (await response.json()) as { data: Status };
        if (data.poll_token) token = data.poll_token;
        // as transitions: an update that reached parts of the page still hydrating would make React render them
        // anew (error 421)
        startTransition(() => {
          setUnread(data.inbox + data.achievement);
          if (data.badge_award) setAward((shown) => shown ?? data.badge_award);
        });
      } catch {
        // offline for a moment: the next poll tries again
      }
    };
    void poll();
    const timer = setInterval(poll, NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [pollToken]);
  return (
    <>
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
      {award ? (
        <Suspense fallback={null}>
          <BadgeAwardDialog
            award={award}
            onDone={() =>
              startTransition(() => {
                setAward(null);
                setUnread((count) => Math.max(0, count - 1));
              })
            }
          />
        </Suspense>
      ) : null}
    </>
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
