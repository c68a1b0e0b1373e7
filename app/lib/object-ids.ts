// Public ids that carry their object's type, in Apache Answer's layout: "1", three digits of type code, then the
// database number in thirteen digits ("10020000000000042" is answer 42). Questions, answers, comments and tags number
// their rows separately, so a call given only an object_id can tell which object it names only from an id like this.
// The ids are strings: seventeen digits are past what a JavaScript number holds exactly.

/** Apache Answer's object type codes. */
export const OBJECT_TYPE_CODES = {
  question: 1,
  answer: 2,
  tag: 3,
  user: 4,
  collection: 6,
  comment: 7,
  report: 8,
  badge: 9,
  badge_award: 10,
} as const;

export type ObjectKind = keyof typeof OBJECT_TYPE_CODES;

const KIND_BY_CODE = new Map<number, ObjectKind>(
  Object.entries(OBJECT_TYPE_CODES).map(([kind, code]) => [code, kind as ObjectKind]),
);

/** The largest database number a typed id holds (thirteen digits). */
const NUMBER_MAX = 9_999_999_999_999;

const TYPED_ID = /^1(\d{3})(\d{13})$/;

/** The public id of an object: `formatObjectId("answer", 42)` is "10020000000000042". */
export function formatObjectId(kind: ObjectKind, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || id > NUMBER_MAX) throw new RangeError(`no public id for ${kind} ${id}`);
  return `1${String(OBJECT_TYPE_CODES[kind]).padStart(3, "0")}${String(id).padStart(13, "0")}`;
}

/** The object a typed id names, or null when the value is not one (a plain number, a code no object has, zero). */
export function parseObjectId(value: string): { kind: ObjectKind; id: number } | null {
  const match = TYPED_ID.exec(value);
  if (!match) return null;
  const kind = KIND_BY_CODE.get(Number(match[1]));
  const id = Number(match[2]);
  return kind && id > 0 ? { kind, id } : null;
}

/** Whether a type name (a post's, a notification's object type) is one that has typed ids. */
export const isObjectKind = (name: string): name is ObjectKind => Object.hasOwn(OBJECT_TYPE_CODES, name);

/** The public id of an object that may be absent (a database number of 0): `absent` then, as the API's shape says. */
export function optionalObjectId(kind: ObjectKind, id: number | null | undefined, absent: "0" | "" = "0"): string {
  return id ? formatObjectId(kind, id) : absent;
}

/** The public id of an object whose type is named at run time; a type without typed ids keeps its plain number. */
export function objectIdOfType(type: string, id: number): string {
  return isObjectKind(type) ? formatObjectId(type, id) : String(id);
}
