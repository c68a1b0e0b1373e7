// Chinese-aware search text (DESIGN.md decision 9). Chinese has no spaces, and FTS5's unicode61 tokenizer would take
// a whole run of Han characters as one token. So the index holds each CJK run as its adjacent bigrams written next to
// each other, then its single characters; Latin words and numbers whole, lowercased. A query names a CJK term as the
// phrase of its bigrams (one character: that character), which matches exactly where a substring search would.

const CJK_CHAR = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
/** A CJK run, or a word of other letters and digits. */
const RUN = new RegExp(`([${CJK_CHAR}]+)|((?:(?![${CJK_CHAR}])[\\p{L}\\p{N}\\p{M}])+)`, "gu");

/** Text as both the index and the queries compare it: compatibility forms folded (全角 ＡＢＣ１ → abc1), lowercase. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** The runs of a text: CJK runs and other words, in order. */
function runsOf(text: string): { cjk: boolean; text: string }[] {
  return [...normalizeSearchText(text).matchAll(RUN)].map((match) =>
    match[1] ? { cjk: true, text: match[1] } : { cjk: false, text: match[2]! },
  );
}

function bigrams(chars: string[]): string[] {
  return chars.slice(1).map((char, index) => chars[index]! + char);
}

/** The text an index row holds for `text`. */
export function segmentForIndex(text: string): string {
  const tokens: string[] = [];
  for (const run of runsOf(text)) {
    if (!run.cjk) {
      tokens.push(run.text);
      continue;
    }
    const chars = [...run.text];
    tokens.push(...bigrams(chars), ...chars);
  }
  return tokens.join(" ");
}

const quoted = (token: string) => `"${token.replaceAll('"', '""')}"`;

/**
 * An FTS5 expression that matches the rows holding `term` (all its runs), or null when it has no letters or digits.
 * A CJK run is the phrase of its bigrams; a Latin word or number matches the words it begins ("contract" finds
 * "contracts").
 */
export function termExpression(term: string): string | null {
  const parts = runsOf(term).map((run) => {
    if (!run.cjk) return `${quoted(run.text)}*`;
    const chars = [...run.text];
    return chars.length === 1 ? quoted(chars[0]!) : quoted(bigrams(chars).join(" "));
  });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `(${parts.join(" AND ")})`;
}

/** The words of a text as a search names them (for marking matches in an excerpt): each run, normalized. */
export function searchRuns(text: string): string[] {
  return runsOf(text).map((run) => run.text);
}

/**
 * An FTS5 expression over the title column matching titles that share a word with `title`: any of its CJK bigrams or
 * Latin words of 3 letters or more (single characters say too little); null when it has none.
 */
export function titleTermsExpression(title: string): string | null {
  const tokens = new Set<string>();
  for (const run of runsOf(title)) {
    if (run.cjk) for (const pair of bigrams([...run.text])) tokens.add(pair);
    else if (run.text.length >= 3) tokens.add(run.text);
  }
  return tokens.size ? `title : (${[...tokens].map(quoted).join(" OR ")})` : null;
}
