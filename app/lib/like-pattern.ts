// LIKE patterns from what people type, matched literally.

/** Text for a LIKE pattern, its wildcards taken literally (with ESCAPE '\\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
