// LIKE patterns from what members type.

/** Text for a LIKE pattern, its wildcards taken literally (with ESCAPE '\\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
