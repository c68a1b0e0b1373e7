import { useTranslation } from "react-i18next";
import { relativeTime } from "~/lib/format";
import { isHydrating } from "~/lib/hydration";

const DAY_SECONDS = 86_400;

/**
 * While hydrating, the text the server wrote for this time: a date needs Intl in the site's time zone, whose first
 * use costs a phone about 150 ms, only to find the server's text again. Equal times read alike, so any element with
 * the same datetime will do (post bodies cannot hold a <time>: it is not in the markdown allowlist).
 */
function serverText(iso: string): string | null {
  return document.querySelector(`time[datetime="${iso}"]`)?.textContent ?? null;
}

/** A time as SPEC §9 shows it, with the exact time on hover. `now` comes from the loader so server and browser agree. */
export function RelativeTimeText({ seconds, now, timeZone }: { seconds: number; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const iso = new Date(seconds * 1000).toISOString();
  const hydratingDate = now - seconds >= DAY_SECONDS && isHydrating() ? serverText(iso) : null;
  if (hydratingDate !== null) return <time dateTime={iso}>{hydratingDate}</time>;
  const relative = relativeTime(seconds, now, timeZone);
  const text =
    relative.key === "just_now"
      ? t("time.just_now")
      : relative.key === "date" || relative.key === "full_date"
        ? relative.date
        : t(`time.${relative.key}`, { count: relative.count });
  return <time dateTime={iso}>{text}</time>;
}
