// A question's title as the URL segment that permalinks 1 and 3 show: Chinese characters in toneless pinyin (ü as v,
// so 律 is lv), each syllable its own word, other letters and digits as they are. pinyin-pro reads polyphonic
// characters by the words around them (重庆 chong-qing, 银行 yin-hang). Made once, when the title is written, and
// stored (questions.url_title): pages only read it, and the dictionary never reaches a browser.
import { pinyin } from "pinyin-pro";

const MAX_LENGTH = 100;

/** The URL title of a question's title: lowercase words joined by '-', at most 100 characters, never empty. */
export function urlTitleOf(title: string): string {
  // full-width letters and digits (２０２４年) as their ASCII forms
  const words = pinyin(title.normalize("NFKC"), { toneType: "none", type: "array", nonZh: "consecutive", v: true });
  const slug = words
    .join("-")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return shortened(slug) || "-";
}

/** A long slug ends at the last whole word that fits (a syllable cut in half reads as another one). */
function shortened(slug: string): string {
  if (slug.length <= MAX_LENGTH) return slug;
  const head = slug.slice(0, MAX_LENGTH + 1);
  const end = head.lastIndexOf("-");
  return end > 0 ? head.slice(0, end) : head.slice(0, MAX_LENGTH);
}
