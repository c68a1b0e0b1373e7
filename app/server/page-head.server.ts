// What pages put in their head beyond the title, for search engines, link previews and feed readers (app/lib/seo.ts):
// the question page (QAPage, breadcrumbs, its answers' feed) and the lists of questions (CollectionPage, their feed).
// The meta tags go to the page's data for Remix's <Meta>; the structured data to the load context, for documents only.
import { paths } from "~/lib/paths";
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
  excerptOf,
  feedLink,
  previewTags,
  qaPageJsonLd,
  type HeadTag,
  type JsonLd,
} from "~/lib/seo";
import { Accepted } from "~/lib/status";
import type { QuestionDetail } from "~/lib/views/question-detail";
import type { UserSummary } from "~/lib/views/questions";
import type { AppContext } from "./context.server";

/** This site's address of a path; joined rather than parsed, since a question page names a few dozen of them. */
const absoluteOn = (app: AppContext) => {
  const origin = new URL(app.siteUrl).origin;
  return (path: string) => (/^\/(?!\/)/.test(path) ? origin + path : new URL(path, origin).toString());
};
const siteImage = (app: AppContext) => {
  const icon = app.settings.branding.square_icon;
  return icon ? absoluteOn(app)(icon) : "";
};

/** Answers the structured data names: the page's first ones (the accepted one wherever it is). */
const STRUCTURED_ANSWERS = 10;

export type PageHead = { tags: HeadTag[]; structuredData: JsonLd[] };

/** Hands a page's structured data to the document's renderer (app/load-context.ts); returns the meta tags. */
export function addStructuredData(sink: JsonLd[] | null, head: PageHead): HeadTag[] {
  sink?.push(...head.structuredData);
  return head.tags;
}

export function questionHead(app: AppContext, detail: QuestionDetail, canonical: string): PageHead {
  const { question } = detail;
  const site = app.settings.general.name;
  const absolute = absoluteOn(app);
  const person = (user: UserSummary) => ({
    name: user.displayName || user.username,
    url: absolute(paths.user(user.username)),
  });
  const permalink = app.settings.seo.permalink;
  const posts = detail.answers.slice(0, STRUCTURED_ANSWERS).map((answer) => ({
    accepted: answer.accepted === Accepted.yes,
    post: {
      text: answer.originalText,
      createdAt: answer.createdAt,
      upvotes: answer.voteCount,
      url: absolute(paths.question(question, permalink, { answerId: answer.id })),
      author: person(answer.author),
    },
  }));
  const description = excerptOf(question.originalText) || question.title;
  const tag = detail.tags[0];
  const tags: HeadTag[] = [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...previewTags({
      title: question.title,
      description,
      url: canonical,
      siteName: site,
      image: siteImage(app),
      type: "article",
    }),
    feedLink(app.t("feed.answers_link", { question: question.title }), absolute(paths.answersFeed(question.id))),
  ];
  const structuredData = [
    qaPageJsonLd({
      title: question.title,
      text: question.originalText,
      answerCount: question.answerCount,
      upvotes: question.voteCount,
      createdAt: question.createdAt,
      url: absolute(paths.question(question, permalink)),
      author: person(detail.author),
      accepted: posts.find((answer) => answer.accepted)?.post ?? null,
      suggested: posts.filter((answer) => !answer.accepted).map((answer) => answer.post),
    }),
    breadcrumbJsonLd([
      { name: site, url: absolute(paths.home()) },
      ...(tag ? [{ name: tag.displayName, url: absolute(paths.tag(tag.slugName)) }] : []),
      { name: question.title, url: absolute(paths.question(question, permalink)) },
    ]),
  ];
  return { tags, structuredData };
}

/** A list of questions: the site's (no tag) or a tag's, with its feed. */
export function collectionHead(
  app: AppContext,
  page: { title: string; description: string; path: string; tag?: { slugName: string; displayName: string } },
): PageHead {
  const absolute = absoluteOn(app);
  const site = app.settings.general.name;
  const url = absolute(page.path);
  const description = page.description || app.settings.general.short_description || site;
  const feed = page.tag
    ? feedLink(
        app.t("feed.tag_questions_link", { tag: page.tag.displayName }),
        absolute(paths.tagFeed(page.tag.slugName)),
      )
    : feedLink(app.t("feed.questions_link", { site }), absolute(paths.feed()));
  return {
    tags: [
      { name: "description", content: description },
      ...previewTags({ title: page.title, description, url, siteName: site, image: siteImage(app) }),
      feed,
    ],
    structuredData: [
      collectionPageJsonLd({ name: page.title, description, url, site: { name: site, url: absolute(paths.home()) } }),
    ],
  };
}
