// The tabs of a member's profile (SPEC §2 users/{username}/{tabName}), in the order they are shown; bookmarks and
// votes are the member's own (SPEC §6).
export const PROFILE_TABS = [
  "overview",
  "answers",
  "questions",
  "bookmarks",
  "reputation",
  "comments",
  "votes",
  "badges",
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const OWNER_ONLY_TABS: readonly ProfileTab[] = ["bookmarks", "votes"];

/** Tabs whose lists the reader may order by newest or score. */
export const ORDERED_TABS: readonly ProfileTab[] = ["answers", "questions"];

export const isProfileTab = (value: string): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value);
