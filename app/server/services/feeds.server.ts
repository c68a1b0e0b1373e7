// The RSS feeds: the site's newest questions, a tag's, and a question's newest answers. They show what the pages
// show to a guest, so a site that requires login has none, and hidden questions have no feed.
import { paths } from "~/lib/paths";
import type { AppContext } from "../context.server";
import { notFound } from "../errors.server";
import { selectAnswersFeed, selectNewestQuestions, selectTagFeed, type FeedQuestionRow } from "../models/feeds.server";

export const FEED_ITEMS = 20;

export type FeedItem = {
  title: string;
  path: string;
  /** the post's sanitized HTML */
  html: string;
  author: string;
  publishedAt: number;
  categories: string[];
};
export type Feed = { title: string; description: string; path: string; feedPath: string; items: FeedItem[] };

function assertPublic(app: AppContext): void {
  if (app.settings.login.login_required) throw notFound();
}

const excerpt = (markdown: string) => markdown.replace(/\s+/g, " ").trim().slice(0, 200);

function questionItems(app: AppContext, rows: FeedQuestionRow[]): FeedItem[] {
  return rows.map((row) => ({
    title: row.title,
    path: paths.question(row, app.settings.seo.permalink),
    html: row.parsedText,
    author: row.author,
    publishedAt: row.createdAt,
    categories: row.tags ? row.tags.split("\u001f") : [],
  }));
}

export async function questionsFeed(app: AppContext): Promise<Feed> {
  assertPublic(app);
  const { general } = app.settings;
  return {
    title: general.name,
    description: general.short_description || general.description || general.name,
    path: paths.questions(),
    feedPath: paths.feed(),
    items: questionItems(app, await selectNewestQuestions(app.db, FEED_ITEMS)),
  };
}

export async function tagFeed(app: AppContext, slugName: string): Promise<Feed> {
  assertPublic(app);
  const { tag, questions } = await selectTagFeed(app.db, slugName, FEED_ITEMS);
  if (!tag) throw notFound();
  return {
    title: app.t("feed.tag_title", { tag: tag.displayName, site: app.settings.general.name }),
    description: excerpt(tag.originalText) || tag.displayName,
    path: paths.tag(tag.slugName),
    feedPath: paths.tagFeed(tag.slugName),
    items: questionItems(app, questions),
  };
}

export async function answersFeed(app: AppContext, questionId: number): Promise<Feed> {
  assertPublic(app);
  const { question, answers } = await selectAnswersFeed(app.db, questionId, FEED_ITEMS);
  if (!question) throw notFound();
  const page = paths.question(question, app.settings.seo.permalink);
  return {
    title: question.title,
    description: excerpt(question.originalText) || question.title,
    path: page,
    feedPath: paths.answersFeed(question.id),
    items: answers.map((answer) => ({
      title: app.t("feed.answer_title", { name: answer.author, question: question.title }),
      path: paths.question(question, app.settings.seo.permalink, { answerId: answer.id }),
      html: answer.parsedText,
      author: answer.author,
      publishedAt: answer.createdAt,
      categories: [],
    })),
  };
}
