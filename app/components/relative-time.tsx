import { useTranslation } from "react-i18next";
import { relativeTime } from "~/lib/format";

/** A time as SPEC §9 shows it, with the exact time on hover. `now` comes from the loader so server and browser agree. */
export function RelativeTimeText({ seconds, now, timeZone }: { seconds: number; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const relative = relativeTime(seconds, now, timeZone);
  const text =
    relative.key === "just_now"
      ? t("time.just_now")
      : relative.key === "date" || relative.key === "full_date"
        ? relative.date
        : t(`time.${relative.key}`, { count: relative.count });
  return <time dateTime={new Date(seconds * 1000).toISOString()}>{text}</time>;
}
