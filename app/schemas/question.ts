// Question and answer forms and API payloads (SPEC §5, §7). Field names are the API's, so one schema serves the page
// form, the browser validation and the JSON API. Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { idText, idTextOf, postEntries, resolvePost } from "./ids";
import { parseObjectId } from "~/lib/object-ids";
import { ANSWER_ORDERS, QUESTION_ORDERS } from "~/lib/post-constants";
import {
  CONTENT_MAX,
  CONTENT_MIN,
  EDIT_SUMMARY_MAX,
  IN_DAYS_MAX,
  RELATED_PAGE_MAX,
  PAGE_MAX,
  TAGS_MAX,
  TAG_NAME_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from "~/lib/limits";

const id = v.pipe(
  v.union([v.string(), v.number()], "validation.invalid"),
  v.transform(String),
  v.regex(/^\d{1,15}$/, "validation.invalid"),
);

/** A tag name as members type it: trimmed, latin letters lowercased, inner spaces joined with '-'. */
export function normalizeTagName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** What a tag name may be made of: letters of any script, digits, + # . _ - */
export const TAG_NAME = /^[\p{L}\p{N}+#._-]+$/u;

const tagName = v.pipe(
  v.string("question.tags.invalid"),
  v.transform(normalizeTagName),
  v.nonEmpty("question.tags.invalid"),
  v.maxLength(TAG_NAME_MAX, "question.tags.too_long"),
  v.regex(TAG_NAME, "question.tags.invalid"),
);

/**
 * Tags arrive as the API's [{slug_name}] list, as plain names, or from the form without JavaScript as one text with
 * names separated by commas or spaces. Duplicates are ignored (SPEC §5).
 */
const tags = v.pipe(
  v.union(
    [
      v.string(),
      v.array(
        v.union([
          v.string(),
          v.pipe(
            v.object({ slug_name: v.string() }),
            v.transform((tag) => tag.slug_name),
          ),
        ]),
      ),
    ],
    "question.tags.empty",
  ),
  v.transform((value) => (typeof value === "string" ? value.split(/[,，、\s]+/) : value).filter((name) => name.trim())),
  v.array(tagName),
  v.transform((names) => [...new Set(names)]),
  v.minLength(1, "question.tags.empty"),
  v.maxLength(TAGS_MAX, "question.tags.too_many"),
);

const title = v.pipe(
  v.string("question.title.empty"),
  v.trim(),
  v.nonEmpty("question.title.empty"),
  v.minLength(TITLE_MIN, "question.title.length"),
  v.maxLength(TITLE_MAX, "question.title.length"),
);

/** Post bodies: at least 6 characters after trimming, at most 50000 (SPEC §5). */
const content = (emptyMessage: string) =>
  v.pipe(
    v.string(emptyMessage),
    v.nonEmpty(emptyMessage),
    v.maxLength(CONTENT_MAX, "question.content.too_long"),
    v.check((text) => text.trim().length >= CONTENT_MIN, "question.content.too_short"),
  );

const editSummary = v.optional(
  v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(EDIT_SUMMARY_MAX, "question.edit_summary.too_long")),
);

const captcha = { captcha_id: v.optional(v.string()), captcha_code: v.optional(v.string()) };

const regionCode = v.pipe(
  v.string("question.region.invalid"),
  v.trim(),
  v.regex(/^(\d{6})?$/, "question.region.invalid"),
);

/**
 * A question's jurisdiction: province and city codes, "" for none. Left out, an edit keeps it; the forms
 * send `jurisdiction` with them, so that a form set back to none clears it (conform reads an empty field as missing).
 */
const jurisdiction = {
  province: v.optional(regionCode),
  city: v.optional(regionCode),
  /** the forms' one choice: a city's code, or a province's for the whole province */
  region: v.optional(regionCode),
  jurisdiction: v.optional(v.string()),
};

export const QuestionSchema = v.object({
  title,
  content: content("question.content.empty"),
  tags,
  ...jurisdiction,
  edit_summary: editSummary,
  ...captcha,
});

/** Asking together with an answer (POST question/answer). */
export const QuestionWithAnswerSchema = v.object({
  ...QuestionSchema.entries,
  answer_content: content("answer.content.empty"),
});

/**
 * The ask page: the answer is optional there; when the member ticks "answer my own question" it must be valid.
 * Missing optional keys skip their pipes, so the rule sits on the object.
 */
export const AskFormSchema = v.pipe(
  v.object({
    ...QuestionSchema.entries,
    with_answer: v.optional(v.string()),
    answer_content: v.optional(v.string()),
  }),
  v.forward(
    v.check(
      (input) =>
        input.with_answer !== "on" ||
        ((input.answer_content ?? "").trim().length >= CONTENT_MIN &&
          (input.answer_content ?? "").length <= CONTENT_MAX),
      "answer.content.too_short",
    ),
    ["answer_content"],
  ),
);

export const AnswerSchema = v.object({
  question_id: idTextOf("question"),
  content: content("answer.content.empty"),
  // the client's own rendering is ignored: what is stored is always the server's (DESIGN.md decision 5)
  html: v.optional(v.string()),
  ...captcha,
});

export const RenderSchema = v.object({
  content: v.pipe(v.string("validation.invalid"), v.maxLength(CONTENT_MAX, "question.content.too_long")),
});

/** An optional page number from a query string. */
export const page = v.optional(
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer("validation.page"),
    v.minValue(1, "validation.page"),
    v.maxValue(PAGE_MAX, "validation.page"),
  ),
);

/** An optional page size from a query string, 1 to `max`. */
export const pageSize = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer("validation.page_size"),
      v.minValue(1, "validation.page_size"),
      v.maxValue(max, "validation.page_size"),
    ),
  );

/** GET question/page: bad values are refused with a 400 here; pages fall back to the defaults instead. */
export const QuestionPageQuerySchema = v.object({
  page,
  page_size: pageSize(100),
  order: v.optional(v.picklist(QUESTION_ORDERS, "validation.order")),
  tag: v.optional(v.string()),
  /** only questions of a jurisdiction: a province's or a city's code (beyond Answer) */
  region: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, "validation.invalid"))),
  /** only questions asked in the last N days (Answer's clients ask the hot order for 7) */
  in_days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer("validation.invalid"),
      v.minValue(1, "validation.invalid"),
      v.maxValue(IN_DAYS_MAX, "validation.invalid"),
    ),
  ),
});

export const QuestionIdQuerySchema = v.object({ id: idTextOf("question") });
export const AnswerIdQuerySchema = v.object({ id: idTextOf("answer") });

export const AnswerPageQuerySchema = v.object({
  question_id: idTextOf("question"),
  order: v.optional(v.picklist([...ANSWER_ORDERS, "updated", "created"], "validation.order")),
  page,
  page_size: pageSize(999),
});

export const SimilarQuerySchema = v.object({
  title: v.pipe(v.string("validation.invalid"), v.maxLength(TITLE_MAX * 2)),
});

/** The answer form on the question page (the question comes from the URL). */
export const AnswerFormSchema = v.object({ content: AnswerSchema.entries.content });

/** GET question/similar/tag: the questions related to one (its side card holds 5). */
export const RelatedQuerySchema = v.object({
  question_id: idTextOf("question"),
  page_size: pageSize(RELATED_PAGE_MAX),
});

/** GET question/link: the questions linked with one. */
export const LinkedQuerySchema = v.object({
  question_id: idTextOf("question"),
  page,
  page_size: pageSize(100),
  order: v.optional(v.picklist(QUESTION_ORDERS, "validation.order")),
});

/** Questions and answers number their ids separately, so a post is named by its typed id, or its type and number. */
const REVISED = ["question", "answer", "tag"] as const;

export const TimelineQuerySchema = v.pipe(
  v.object({ ...postEntries(REVISED), show_vote: v.optional(v.string()) }),
  v.rawTransform(resolvePost(REVISED)),
);
/** revisions/edit/check names its post by `id`: a typed id names its type, which object_type must agree with. */
export const EditCheckQuerySchema = v.pipe(
  v.object({ id: idText, object_type: v.optional(v.picklist(REVISED, "validation.invalid")) }),
  v.forward(
    v.check((input) => {
      const typed = parseObjectId(input.id);
      const revised = (REVISED as readonly string[]).includes(typed?.kind ?? "question");
      return !typed || (revised && (!input.object_type || input.object_type === typed.kind));
    }, "validation.invalid"),
    ["id"],
  ),
  v.transform((input) => {
    const typed = parseObjectId(input.id);
    const kind = (typed?.kind ?? input.object_type ?? "question") as (typeof REVISED)[number];
    return { id: String(typed ? typed.id : Number(input.id)), object_type: kind };
  }),
);
export const RevisionPairQuerySchema = v.object({ new_revision_id: id, old_revision_id: v.optional(id) });

/** GET tags?tags=a,b: tag names separated by commas. */
export const TagNamesQuerySchema = v.object({
  tags: v.pipe(
    v.optional(v.string(), ""),
    v.maxLength((TAG_NAME_MAX + 1) * TAGS_MAX, "question.tags.too_long"),
    v.transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ]),
  ),
});

export const TagSearchQuerySchema = v.object({
  tag: v.optional(v.pipe(v.string(), v.maxLength(TAG_NAME_MAX, "question.tags.too_long")), ""),
});

export const RevisionListQuerySchema = v.pipe(v.object(postEntries(REVISED)), v.rawTransform(resolvePost(REVISED)));
