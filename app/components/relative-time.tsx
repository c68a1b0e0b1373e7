import { useTranslation } from "~/components/translation";
import { relativeTime } from "~/lib/format";

// Until the page has hydrated, a date (older than a day) reads the text the server wrote for the same time: showing a
// date in the site's time zone needs Intl, whose first use costs a phone about 150 ms of main thread, only to find the
// server's text again. Equal times read alike, and only this component writes <time>, so any one of them will do.
let hydrated = typeof document === "undefined";

/** Called once the page has hydrated (root.tsx); from then on dates are computed. */
export function markHydrated() {
  hydrated = true;
}

/** A time as SPEC §9 shows it, with the exact time on hover. `now` comes from the loader so server and browser agree. */
export function RelativeTimeText({ seconds, now, timeZone }: { seconds: number; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const iso = new Date(seconds * 1000).toISOString();
  const serverText = hydrated || now - seconds < 86_400 ? null : document.querySelector(`time[datetime="${iso}"]`);
  if (serverText) return <time dateTime={iso}>{serverText.textContent}</time>;
  const relative = relativeTime(seconds, now, timeZone);
  const text =
    relative.key === "just_now"
      ? t("time.just_now")
      : relative.key === "date" || relative.key === "full_date"
        ? relative.date
        : t(`time.${relative.key}`, { count: relative.count });
  return <time dateTime={iso}>{text}</time>;
}
