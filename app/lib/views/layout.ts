// What every page's frame shows (the root loader's data): the site's identity and theme, the member's menu and unread
// counts. The header, side navigation, footer and useSite read it.
import type { Locale } from "~/lib/locale";

/** A locale's messages of one group, nested by key (the page titles). */
export type MessageTree = { [key: string]: string | MessageTree };

export type SiteInfo = {
  name: string;
  shortDescription: string;
  description: string;
  logo: string;
  mobileLogo: string;
  favicon: string;
  allowNewRegistrations: boolean;
  contactEmail: string;
  /** the permalink form (SEO settings) */
  permalink: number;
};

export type LayoutMember = {
  id: string;
  username: string;
  displayName: string;
  avatar: string;
  isAdmin: boolean;
  isStaff: boolean;
  activated: boolean;
  suspended: boolean;
  communityOpened: boolean;
  canReview: boolean;
  /** lets the header poll its counts without a session lookup */
  pollToken: string;
};

export type LayoutData = {
  locale: Locale;
  titles: string | MessageTree | undefined;
  site: SiteInfo;
  theme: {
    colorScheme: string;
    primaryColor: string;
    primaryStrong: string;
    navbarStyle: "light" | "colored";
  };
  /** the administrators' CSS and their sanitized HTML */
  custom: { css: string; header: string; footer: string; sidebar: string };
  user: LayoutMember | null;
  counts: { inbox: number; achievement: number; review: number };
};
