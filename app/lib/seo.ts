// What a page tells search engines and link previews besides its markup: Open Graph and Twitter card tags and its
// feed (meta descriptors for Remix's <Meta>), and schema.org JSON-LD (QAPage, BreadcrumbList, CollectionPage), which
// only a page loaded whole carries (app/load-context.ts), so that posts' texts are not sent again in the page's data.
import { createContext } from "react";

/** A Remix meta descriptor. */
export type HeadTag = Record<string, unknown>;
/** A schema.org JSON-LD document. */
export type JsonLd = Record<string, unknown>;

type Person = { name: string; url: string };
export type StructuredPost = { text: string; createdAt: number; upvotes: number; url: string; author: Person };

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const person = (author: Person) => ({ "@type": "Person", name: author.name, url: author.url });
const trimmed = (text: string, length: number) => {
  // collapsing whitespace only shortens, so a long post's tail is never read
  const head = text.slice(0, length * 4);
  const flat = head.replace(/\s+/g, " ").trim();
  return flat.length > length || head.length < text.length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** A post's text for structured data and previews: its markdown, in one line, cut to a length. */
export const excerptOf = (markdown: string, length = 160) => trimmed(markdown, length);

/** The link preview of a page (Open Graph, Twitter's summary card). `image` is absolute, or "" for none. */
export function previewTags(page: {
  title: string;
  description: string;
  url: string;
  siteName: string;
  image: string;
  type?: "website" | "article";
}): HeadTag[] {
  const tags: HeadTag[] = [
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.image)
    tags.push({ property: "og:image", content: page.image }, { name: "twitter:image", content: page.image });
  return tags;
}

/** The feed a page offers (`<link rel="alternate">`). */
export const feedLink = (title: string, href: string): HeadTag => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title,
  href,
});

const ANSWER_TEXT = 1000;

/** schema.org QAPage: the question with its accepted answer and the others shown as suggested answers. */
export function qaPageJsonLd(question: {
  title: string;
  text: string;
  answerCount: number;
  upvotes: number;
  createdAt: number;
  url: string;
  author: Person;
  accepted: StructuredPost | null;
  suggested: StructuredPost[];
}): JsonLd {
  const answer = (post: StructuredPost) => ({
    "@type": "Answer",
    text: trimmed(post.text, ANSWER_TEXT),
    dateCreated: iso(post.createdAt),
    upvoteCount: post.upvotes,
    url: post.url,
    author: person(post.author),
  });
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: question.title,
      text: trimmed(question.text, ANSWER_TEXT) || question.title,
      answerCount: question.answerCount,
      upvoteCount: question.upvotes,
      dateCreated: iso(question.createdAt),
      url: question.url,
      author: person(question.author),
      ...(question.accepted ? { acceptedAnswer: answer(question.accepted) } : {}),
      ...(question.suggested.length ? { suggestedAnswer: question.suggested.map(answer) } : {}),
    },
  };
}

/** schema.org BreadcrumbList: the trail from the home page to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** schema.org CollectionPage: a list of questions (the list, a tag's page), part of the site. */
export function collectionPageJsonLd(page: {
  name: string;
  description: string;
  url: string;
  site: { name: string; url: string };
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: page.url,
    isPartOf: { "@type": "WebSite", name: page.site.name, url: page.site.url },
  };
}

/** A JSON-LD document as the text of a script element: nothing in it can end the element or start markup. */
export function jsonLdText(document: JsonLd): string {
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The page's structured data as the server renders a document (app/components/head-extras.tsx). */
export const StructuredDataContext = /* @__PURE__ */ createContext<readonly JsonLd[] | null>(null);
