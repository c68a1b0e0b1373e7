// Avatars (SPEC §3 avatar {type, gravatar, custom}, §9 sizes 96 and 48). A member chooses the system default, Gravatar
// or an uploaded image; the URL every page shows is resolved once, when the choice, the email or the site's users
// settings change (app/server/models/avatars.server.ts), so reading a member never needs their email.

export const AVATAR_TYPES = ["default", "gravatar", "custom"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/**
 * The sizes pages show avatars at: SPEC §9's 96 (the profile) and 48 (the ranking, beside posts), and 24 beside a
 * name in a line of text.
 */
export const AVATAR_SIZES = { large: 96, small: 48, inline: 24 } as const;
export type AvatarSize = (typeof AVATAR_SIZES)[keyof typeof AVATAR_SIZES];

export const GRAVATAR_BASE_URL = "https://www.gravatar.com/avatar/";

/** A member's stored choice (what they picked, and the path of their uploaded image). */
export type AvatarChoice = { type: AvatarType | ""; custom: string };

export function parseAvatarChoice(stored: string): AvatarChoice {
  try {
    const value = JSON.parse(stored) as { type?: unknown; custom?: unknown };
    const type = (AVATAR_TYPES as readonly unknown[]).includes(value.type) ? (value.type as AvatarType) : "";
    return { type, custom: typeof value.custom === "string" ? value.custom : "" };
  } catch {
    return { type: "", custom: "" };
  }
}

/**
 * The image to load for an avatar URL at a size. An uploaded image is a path on this site; any other URL is a
 * Gravatar service's (gravatar.com or a mirror), asked for the size, twice over for sharp screens.
 */
export function avatarSrc(url: string, size: AvatarSize): string {
  if (!url || url.startsWith("/")) return url;
  return `${url}?s=${size * 2}&d=identicon`;
}
