// A question's title as the URL segment that permalinks 1 and 3 show: Chinese characters in toneless pinyin (ü as v,
// so 律 is lv), each syllable its own word, other letters and digits as they are. pinyin-pro reads polyphonic
// characters by the words around them (重庆 chong-qing, 银行 yin-hang). Made once, when the title is written.
import { pinyin } from "pinyin-pro";
import { urlTitle } from "~/lib/permalink";

export function urlTitleOf(title: string): string {
  return urlTitle(pinyin(title, { toneType: "none", type: "array", nonZh: "consecutive", v: true }).join("-"));
}
