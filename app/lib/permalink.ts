// Question URLs under the SEO permalink setting (SPEC §2, §3): 1 id + title, 2 id, 3 short id + title, 4 short id.
// Both id forms are always accepted, and so is the API's typed id of the object (a link an Apache Answer site built);
// the setting decides which one links and the canonical URL use.
import { parseObjectId, type ObjectKind } from "./object-ids";

export type Permalink = 1 | 2 | 3 | 4;

/** The short form of an id: 'D' and base 36, so that it is never mistaken for a plain numeric id. */
export function shortId(id: number): string {
  return `D${id.toString(36)}`;
}

/** The id of a `kind` of object from any form in a URL; null when it is none (another type's typed id included). */
export function parsePostId(kind: ObjectKind, segment: string | undefined): number | null {
  if (!segment) return null;
  let value: number;
  const typed = parseObjectId(segment);
  if (typed) value = typed.kind === kind ? typed.id : 0;
  else if (/^\d{1,15}$/.test(segment)) value = Number(segment);
  else if (/^D[0-9a-z]{1,10}$/.test(segment)) value = parseInt(segment.slice(1), 36);
  else return null;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function withTitle(permalink: number): boolean {
  return permalink === 1 || permalink === 3;
}

export function publicId(id: number, permalink: number): string {
  return permalink === 3 || permalink === 4 ? shortId(id) : String(id);
}
