// The celebration of a new badge (SPEC §4, §9): a dialog naming the badge over 200 pieces of confetti for 8 seconds,
// offering to close or to view the badges; either marks the award's notification read, so it opens once. Loaded
// only when the poll reports an unread award, with the achievements' messages.
import { useNavigate } from "@remix-run/react";
import confetti from "canvas-confetti";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/translation";
import { CONFETTI_MS, CONFETTI_PIECES } from "~/lib/limits";
import { paths } from "~/lib/paths";

export type BadgeAward = { notification_id: string; badge_id: string; name: string; icon: string };

export default function BadgeAwardDialog({ award, onDone }: { award: BadgeAward; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    // the pieces fall for 8 seconds in all; a member who asks for less motion gets the dialog alone
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const until = Date.now() + CONFETTI_MS;
    const perBurst = Math.ceil(CONFETTI_PIECES / 4);
    const bursts = [0, 1, 2, 3].map((i) =>
      setTimeout(() => void confetti({ particleCount: perBurst, spread: 80, origin: { y: 0.3 }, ticks: 400 }), i * 600),
    );
    const stop = setTimeout(() => confetti.reset(), Math.max(0, until - Date.now()));
    return () => {
      bursts.forEach(clearTimeout);
      clearTimeout(stop);
      confetti.reset();
    };
  }, []);

  const finish = async (then?: () => void) => {
    await fetch(paths.api("notification/read/state"), {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: award.notification_id }),
    }).catch(() => undefined);
    dialog.current?.close();
    onDone();
    then?.();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="badge-award-title"
      className="w-80 rounded border border-line bg-surface p-6 text-center text-fg shadow-lg backdrop:bg-black/40"
      onCancel={(event) => {
        event.preventDefault();
        void finish();
      }}
    >
      <h2 id="badge-award-title" className="text-lg font-semibold">
        {t("badges.dialog.title")}
      </h2>
      <p aria-hidden="true" className="my-3 text-5xl">
        {award.icon}
      </p>
      <p>{t("badges.dialog.body", { name: award.name })}</p>
      <div className="mt-5 flex justify-center gap-3">
        <button type="button" className="rounded border border-line px-3 py-1" onClick={() => void finish()}>
          {t("badges.dialog.close")}
        </button>
        <button
          type="button"
          className="rounded bg-primary px-3 py-1 text-primary-fg"
          onClick={() => void finish(() => navigate(paths.badges()))}
        >
          {t("badges.dialog.view")}
        </button>
      </div>
    </dialog>
  );
}
