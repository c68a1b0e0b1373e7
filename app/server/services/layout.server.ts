// What every page's frame needs: the site's identity and theme, the member's menu and unread counts.
import { readableShade, tint } from "~/lib/colors";
import type { AppContext } from "../context.server";
import { getMessages } from "../i18n.server";
import { sanitizeHtml } from "../markdown.server";
import { isAdmin, isStaff } from "./guards.server";
import { counterOf } from "./notifications.server";
import { issuePollToken } from "../poll-token.server";
import { reviewCount, reviewScopes } from "./review-counts.server";
import { reviewMask, type ReviewScope } from "~/lib/review";
import { MailStatus, UserStatus } from "~/lib/status";
import type { LayoutData } from "~/lib/views/layout";
import type { SiteSettings } from "~/schemas/settings";

/**
 * Unread counts from the member's counter object, and the suggested edits waiting for them to review from the site's
 * review counter; the header polls these without touching D1.
 */
async function unreadCounts(ctx: AppContext, reviewTypes: readonly ReviewScope[]) {
  if (!ctx.user) return { inbox: 0, achievement: 0, review: 0 };
  const [{ inbox, achievement }, review] = await Promise.all([
    counterOf(ctx.env, ctx.user.id).counts(),
    reviewCount(ctx.env, reviewTypes),
  ]);
  return { inbox, achievement, review };
}

/** The last primary colour and its readable shade: finding the shade takes a search, and the colour rarely changes. */
let lastShade = { color: "", strong: "" };

/** A shade of the primary colour that reads as text on white and on tags' tint, and under white text (WCAG AA). */
function primaryStrong(color: string): string {
  if (lastShade.color !== color) {
    // tags' tint, over white and over the slightly grey page
    lastShade = { color, strong: readableShade(color, ["#ffffff", tint(color, 0.1), tint(color, 0.14)]) };
  }
  return lastShade.strong;
}

type CustomSettings = SiteSettings["custom-css-html"];
const sanitizedCustom = new WeakMap<CustomSettings, { header: string; footer: string; sidebar: string }>();

/**
 * The administrators' HTML, still through the sanitizer (no scripts or handlers in the page body). Merged settings are
 * shared by every request until they change, so each version is sanitized once, not on every page.
 */
function customHtml(custom: CustomSettings) {
  let html = sanitizedCustom.get(custom);
  if (!html) {
    html = {
      header: sanitizeHtml(custom.custom_header),
      footer: sanitizeHtml(custom.custom_footer),
      sidebar: sanitizeHtml(custom.custom_sidebar),
    };
    sanitizedCustom.set(custom, html);
  }
  return html;
}

/** The frame of every page for this request's member and locale. */
export async function layoutData(ctx: AppContext): Promise<LayoutData> {
  const { settings, user } = ctx;
  const reviewTypes = reviewScopes(ctx, user);
  const custom = settings["custom-css-html"];
  const colorScheme = user && user.colorScheme !== "default" ? user.colorScheme : settings.theme.color_scheme;
  return {
    locale: ctx.locale,
    titles: getMessages(ctx.locale).title,
    site: {
      name: settings.general.name,
      shortDescription: settings.general.short_description,
      description: settings.general.description,
      logo: settings.branding.logo,
      mobileLogo: settings.branding.mobile_logo,
      favicon: settings.branding.favicon,
      allowNewRegistrations: settings.login.allow_new_registrations && settings.login.allow_email_registrations,
      contactEmail: settings.general.contact_email,
      permalink: settings.seo.permalink,
    },
    theme: {
      colorScheme: colorScheme === "default" ? "system" : colorScheme,
      primaryColor: settings.theme.theme_config.primary_color,
      primaryStrong: primaryStrong(settings.theme.theme_config.primary_color),
      navbarStyle: settings.theme.theme_config.navbar_style,
    },
    custom: {
      css: custom.custom_css,
      ...customHtml(custom),
    },
    user: user
      ? {
          id: String(user.id),
          username: user.username,
          displayName: user.displayName,
          avatar: user.avatarUrl,
          isAdmin: isAdmin(user),
          isStaff: isStaff(user),
          activated: user.mailStatus === MailStatus.activated,
          suspended: user.status === UserStatus.suspended,
          communityOpened: user.communityOpenedAt !== null,
          canReview: reviewTypes.length > 0,
          pollToken: await issuePollToken(
            ctx.env.PASSWORD_PEPPER,
            { userId: user.id, reviewMask: reviewMask(reviewTypes) },
            ctx.now(),
          ),
        }
      : null,
    counts: await unreadCounts(ctx, reviewTypes),
  };
}
