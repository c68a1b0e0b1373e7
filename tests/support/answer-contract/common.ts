// Building blocks of the Apache Answer v2.0.2 contract: the envelope, ids, times, pages and the small shapes that
// many responses share. Kept apart from index.ts so the area files can import them without an import cycle.
import * as v from "valibot";

/** Every JSON answer: the client's request helper unwraps `data` and reads `msg` (and `data`) on errors. */
export const EnvelopeSchema = v.object({
  code: v.pipe(v.number(), v.integer()),
  reason: v.string(),
  msg: v.string(),
  data: v.unknown(),
});

/** Whole numbers, as Go's ints arrive; counts are never negative, scores (votes, reputation changes) may be. */
export const Int = v.pipe(v.number(), v.integer());
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A time as the client reads it: dayjs.unix(x) or new Date(x * 1000). The upper bound catches milliseconds, which
 * would put every date thousands of years ahead; 0 is "never" (FormatTime renders nothing for it).
 */
export const UnixSeconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99_999_999_999));

/** An object's id: always a string (Answer's ids are past what a JavaScript number holds exactly). */
export const IdString = v.pipe(v.string(), v.minLength(1));

/**
 * An id the client compares as a number (`accepted_answer_id >= 1`, `revision_id > 0`): it must be all digits, or
 * the comparison is false and the client treats the object as absent.
 */
export const NumericId = v.pipe(v.string(), v.regex(/^\d+$/));

/** A reference that may be empty: "0" (Answer's word for none), "" or a numeric id. */
export const OptionalNumericId = v.pipe(v.string(), v.regex(/^\d*$/));

/** `{count, list}`: every paged list; count drives the pager and list is mapped without a guard. */
export const PageOf = <T extends v.GenericSchema>(item: T) => v.object({ count: Count, list: v.array(item) });

/**
 * A user as the shared cards read one (BaseUserCard, UserCard, Avatar): the link goes to /users/{username}, status
 * "deleted" turns the link off, rank is put through formatCount (a number, or it shows 0). Answer sends avatar as a
 * URL string, "" when the user has none.
 */
export const UserBasicInfo = v.object({
  id: v.optional(IdString),
  username: v.string(),
  display_name: v.string(),
  avatar: v.string(),
  rank: Int,
  status: v.optional(v.string()),
});

/** The avatar as user/info sends it to its owner: the settings page reads its parts. */
export const AvatarInfo = v.object({
  type: v.string(),
  gravatar: v.optional(v.string()),
  custom: v.optional(v.string()),
});

/** One entry of member_actions / extends_actions: Operate and ActionBar key on `action` and show `name`. */
export const MemberAction = v.object({ action: v.string(), name: v.string(), type: v.optional(v.string()) });
export const MemberActions = v.array(MemberAction);

/** A tag as the Tag badge reads it: the link is built from slug_name; reserved and recommend only colour it. */
export const TagRef = v.object({
  slug_name: v.string(),
  display_name: v.string(),
  recommend: v.optional(v.boolean()),
  reserved: v.optional(v.boolean()),
});

/** `{label, value}` options (languages, themes). */
export const LabelValue = v.object({ label: v.string(), value: v.string() });

/** A field error list, the `data` of a 400 the forms map onto their fields. */
export const FieldErrors = v.array(v.object({ error_field: v.string(), error_msg: v.string() }));
