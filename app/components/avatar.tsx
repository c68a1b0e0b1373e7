// A member's avatar at one of SPEC §9's sizes, with its box sized so the page does not shift as it loads. Without an
// image (the system default, or a deleted member) it is the first letter of the name.
import { AVATAR_SIZES, avatarSrc, type AvatarSize } from "~/lib/avatars";
import { useTranslation } from "~/components/translation";

const BOX: Record<AvatarSize, string> = {
  [AVATAR_SIZES.large]: "h-24 w-24 text-4xl",
  [AVATAR_SIZES.small]: "h-12 w-12 text-xl",
  [AVATAR_SIZES.inline]: "h-6 w-6 text-xs align-middle",
};

export function Avatar({ url, name, size }: { url: string; name: string; size: AvatarSize }) {
  const src = avatarSrc(url, size);
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-tag font-medium text-primary ${BOX[size]}`}
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full object-cover ${BOX[size]}`}
    />
  );
}

/** The 认证律师 mark beside a verified lawyer's name, wherever a name (and so an avatar) is shown. */
// `lawyer` as the member's columns give it: a flag, or the column's 0 or 1 read by raw SQL
export function LawyerMark({ lawyer }: { lawyer?: boolean | number }) {
  const { t } = useTranslation();
  if (!lawyer) return null;
  return (
    <span className="ml-1 rounded border border-primary px-1 text-xs text-primary" data-testid="lawyer-mark">
      {t("lawyer.mark")}
    </span>
  );
}
