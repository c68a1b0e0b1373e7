// Ids as requests give them. A post, comment, tag, member or badge has a public id that carries its type
// (app/lib/object-ids.ts); the plain numbers clients were given before stay accepted where a call names the type
// itself. The use-cases get database numbers.
import * as v from "valibot";
import "./messages";
import { parseObjectId, type ObjectKind } from "~/lib/object-ids";

const PLAIN_ID = /^\d{1,15}$/;

/** The number a typed id of another type resolves to: no row has it, so the call answers that nothing was found. */
export const NO_OBJECT = -1;

/** Whether a text is an id: a plain number or a typed id. */
export const isIdText = (text: string) => PLAIN_ID.test(text) || parseObjectId(text) !== null;

/** An id's text, sent as a string or a number. */
export const idText = v.pipe(
  v.union([v.string(), v.number()], "validation.invalid"),
  v.transform(String),
  v.check(isIdText, "validation.invalid"),
);

/** The id of an object that has no typed id (a notification, a revision): a plain number. */
export const numericId = v.pipe(
  v.union([v.string(), v.number()], "validation.invalid"),
  v.transform(String),
  v.regex(PLAIN_ID, "validation.invalid"),
  v.transform(Number),
);

/** The database number a call's id names when the call expects one type: another type's id names nothing. */
export function numberOf(kind: ObjectKind, text: string): number {
  if (PLAIN_ID.test(text)) return Number(text);
  const typed = parseObjectId(text);
  return typed?.kind === kind ? typed.id : NO_OBJECT;
}

/** The object a search text names by id (a plain number or a typed id of `kind`), or null when it is no such id. */
export function searchedId(kind: ObjectKind, text: string): number | null {
  const trimmed = text.trim();
  return isIdText(trimmed) && numberOf(kind, trimmed) !== NO_OBJECT ? numberOf(kind, trimmed) : null;
}

/** The id of one type of object: its typed id or a plain number. */
export const idOf = (kind: ObjectKind) =>
  v.pipe(
    idText,
    v.transform((text) => numberOf(kind, text)),
  );

/** The same, as the text of a plain number (for the schemas whose use-cases read ids as strings). */
export const idTextOf = (kind: ObjectKind) =>
  v.pipe(
    idText,
    v.transform((text) => String(numberOf(kind, text))),
  );

/**
 * The entries that name a post by `object_id` and `object_type` (SPEC §7). With `resolvePost` after them, a typed id
 * names its own type, and a plain number needs the type sent with it.
 */
export const postEntries = <const K extends ObjectKind>(kinds: readonly K[]) => ({
  object_id: idText,
  object_type: v.optional(v.picklist(kinds, "validation.invalid")),
});

type UnresolvedPost<K extends ObjectKind> = { object_id: string; object_type?: K | undefined };
type ResolvedPost<T, K extends ObjectKind> = Omit<T, "object_id" | "object_type"> & {
  object_id: number;
  object_type: K;
};

/**
 * Decides the post a request names: the type a typed id carries (one of `kinds`), which an `object_type` sent with it
 * must agree with; a plain number is of the type sent, and without one it names nothing: questions, answers and
 * comments share numbers, so guessing would act on another post.
 */
export function resolvePost<K extends ObjectKind>(kinds: readonly K[]) {
  return <T extends UnresolvedPost<K>>({ dataset, addIssue, NEVER }: v.RawTransformContext<T>): ResolvedPost<T, K> => {
    const { object_id: text, object_type: sent, ...rest } = dataset.value;
    const typed = parseObjectId(text);
    const kind = typed ? typed.kind : sent;
    const field = typed ? "object_id" : "object_type";
    if (!kind || !(kinds as readonly ObjectKind[]).includes(kind) || (typed && sent && sent !== typed.kind)) {
      addIssue({
        message: "validation.invalid",
        path: [{ type: "object", origin: "value", input: dataset.value, key: field, value: dataset.value[field] }],
      });
      return NEVER;
    }
    return { ...rest, object_id: typed ? typed.id : Number(text), object_type: kind as K };
  };
}
