// Display formats of SPEC §9.

/** 12345 → "12.3k", 2500000 → "2.5m"; smaller numbers as they are. */
export function formatCount(value: number): string {
  if (value > 1_000_000) return `${trim(value / 1_000_000)}m`;
  if (value > 10_000) return `${trim(value / 1_000)}k`;
  return String(value);
}

function trim(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, "");
}

export type RelativeTime =
  | { key: "just_now" }
  | { key: "seconds" | "minutes" | "hours"; count: number }
  | { key: "date"; date: string }
  | { key: "full_date"; date: string };

// Making an Intl.DateTimeFormat costs far more than using one (a page shows dozens of dates): one per time zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Relative time: just now, seconds, minutes, hours, then the date within the year, else the full date. */
export function relativeTime(unixSeconds: number, nowSeconds: number, timeZone: string): RelativeTime {
  const age = nowSeconds - unixSeconds;
  if (age < 10) return { key: "just_now" };
  if (age < 60) return { key: "seconds", count: age };
  if (age < 3600) return { key: "minutes", count: Math.floor(age / 60) };
  if (age < 86400) return { key: "hours", count: Math.floor(age / 3600) };
  const parts = (seconds: number) => dateFormat(timeZone).format(new Date(seconds * 1000));
  const date = parts(unixSeconds);
  return date.slice(0, 4) === parts(nowSeconds).slice(0, 4)
    ? { key: "date", date: date.slice(5) }
    : { key: "full_date", date };
}

/** The plain text of markdown: links keep their text, images, markup and extra spaces go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/[`*_~#>|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A short plain-text excerpt of markdown, cut at `max`. */
export function plainExcerpt(markdown: string, max: number): string {
  const text = plainText(markdown);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * A plain-text excerpt of rendered HTML, cut at `max` characters, its entities kept whole (it may be shown as HTML;
 * with every tag removed it holds none).
 */
export function htmlExcerpt(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = text.match(/&#?\w+;|[\s\S]/gu) ?? [];
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : text;
}
