// The JSON API contract of Apache Answer v2.0.2's web client (ui/): for every call it makes, the response `data` as
// that client reads it, gathered from the area files, plus the pieces they share.
//
// How a schema decides "required": a field is required when the client reads it and its absence would crash a page
// or show a wrong value (0 reputation, Answer's own site name, an unanswered mark); it is optional where the client
// skips it or falls back to something harmless. Objects are open (extra fields are fine) except where the client
// iterates over an object's keys. Types are as Answer's server sends them: ids are strings, times Unix seconds.
import type * as v from "valibot";
import { ADMIN } from "./admin";
import { ADMIN_SETTINGS } from "./admin-settings";
import { ANSWERS_COMMENTS } from "./answers-comments";
import { INTEGRATIONS } from "./integrations";
import { QUESTIONS } from "./questions";
import { REVIEW } from "./review";
import { SEARCH } from "./search";
import { SITE } from "./site";
import { TAGS } from "./tags";
import { USERS } from "./users";

export type ContractEntry = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** As the client calls it, without the query string unless the query picks the shape. */
  path: string;
  /** The response data as the client reads it. */
  reads: v.GenericSchema;
  /** Which client file reads it, the parameters it sends, and anything subtle. */
  note?: string;
};

export const CONTRACT: ContractEntry[] = [
  ...SITE,
  ...QUESTIONS,
  ...ANSWERS_COMMENTS,
  ...TAGS,
  ...USERS,
  ...REVIEW,
  ...SEARCH,
  ...INTEGRATIONS,
  ...ADMIN,
  ...ADMIN_SETTINGS,
];

/** The entry for a call, for tests that name one: `contractFor("GET", "/answer/api/v1/siteinfo")`. */
export function contractFor(method: ContractEntry["method"], path: string): ContractEntry {
  const entry = CONTRACT.find((candidate) => candidate.method === method && candidate.path === path);
  if (!entry) throw new Error(`no contract entry for ${method} ${path}`);
  return entry;
}

export {
  AvatarInfo,
  Count,
  EnvelopeSchema,
  FieldErrors,
  IdString,
  Int,
  LabelValue,
  MemberAction,
  MemberActions,
  NumericId,
  OptionalNumericId,
  PageOf,
  TagRef,
  UnixSeconds,
  UserBasicInfo,
} from "./common";
export { SiteInfo } from "./site";
export { QuestionDetail, QuestionPageItem, InvitableUser } from "./questions";
export { AnswerItem, CommentItem } from "./answers-comments";
export { TagDetail, TagListItem } from "./tags";
export { LoggedUser, PersonalUser, SessionUser } from "./users";
export { PluginConfig } from "./integrations";
export { ADMIN, ADMIN_SETTINGS, ANSWERS_COMMENTS, INTEGRATIONS, QUESTIONS, REVIEW, SEARCH, SITE, TAGS, USERS };
