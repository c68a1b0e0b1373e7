// What holds a new question or answer for review (SPEC §4 pending; issue #28): reviewers, each one function that takes
// the post and answers a verdict, so an external moderation service can be added beside the site's own rules without
// touching the callers. The site's rules come from the back office (settings group "review"): a member's first posts,
// words from a list (matched inside Chinese text, which has no spaces, and across full- and half-width forms), and
// links to other sites from members below the link.url_limit rank. Staff posts never wait.
import type { AppContext, CurrentUser } from "../context.server";
import { isStaff } from "./guards.server";
import { hasPrivilege } from "./permissions.server";

export type PostForReview = {
  kind: "question" | "answer";
  title: string;
  /** the markdown as written */
  text: string;
  tags: string[];
  author: CurrentUser;
};

/** Why a post waits: a locale key and its parameters, shown in the reviewer's language. */
export type HoldReason = { key: string; params?: Record<string, string | number> };

export type Verdict = { hold: false } | { hold: true; reason: HoldReason };

/** A reviewer: the post in, the verdict out. */
export type PostReviewer = (ctx: AppContext, post: PostForReview) => Verdict | Promise<Verdict>;

const PASS: Verdict = { hold: false };

/** Text as the keyword rule compares it: full-width forms folded (ＡＢＣ, １２３) and lowercase. */
const folded = (text: string) => text.normalize("NFKC").toLowerCase();

/** The hosts of the web addresses a text links to. */
function linkedHosts(text: string): string[] {
  return [...text.matchAll(/https?:\/\/([^\s/?#)\]"'<>]+)/gi)].map((match) => match[1]!.toLowerCase());
}

const hold = (key: string, params?: Record<string, string | number>): Verdict => ({
  hold: true,
  reason: { key, params },
});

/** The site's own rules, from the back office. */
const siteRules: PostReviewer = (ctx, post): Verdict => {
  const rules = ctx.settings.review;
  const posted = post.author.questionCount + post.author.answerCount;
  if (rules.first_posts > 0 && posted < rules.first_posts) {
    return hold("review.queued.reason.first_posts", { count: rules.first_posts });
  }
  const haystack = folded([post.title, post.text, ...post.tags].join("\n"));
  const word = rules.keywords.find((keyword) => haystack.includes(folded(keyword)));
  if (word !== undefined) return hold("review.queued.reason.keyword", { word });
  if (rules.hold_links && !hasPrivilege(ctx, post.author, "link.url_limit")) {
    const site = new URL(ctx.siteUrl).host.toLowerCase();
    if (linkedHosts(post.text).some((host) => host !== site)) {
      return hold("review.queued.reason.links");
    }
  }
  return PASS;
};

/** The reviewers asked, in order; the first to hold a post decides. */
const REVIEWERS: readonly PostReviewer[] = [siteRules];

/** Whether a new post waits for a moderator, and why. */
export async function reviewNewPost(ctx: AppContext, post: PostForReview): Promise<Verdict> {
  if (isStaff(post.author)) return PASS;
  for (const reviewer of REVIEWERS) {
    const verdict = await reviewer(ctx, post);
    if (verdict.hold) return verdict;
  }
  return PASS;
}

/** A hold reason as review_items keeps it. */
export const storedReason = (reason: HoldReason) => JSON.stringify(reason);
