/**
 * Text folding for question classification: one function turns free text (English, romanised Hindi,
 * Devanagari, emoji, typos) into comparable tokens. The rule tables go through the same folding, so
 * a spelling variant that folds to the same token matches without being listed.
 */

/** A token of a question: a folded word, or one of the boundary marks `?`, `.`, `,`. */
export type Token = string;

/** True for the boundary marks the tokenizer keeps (question mark, sentence end, comma). */
export function isBoundary(token: Token): boolean {
  return token === '?' || token === '.' || token === ',';
}

/**
 * Folds one Latin word so that common spelling variants meet: runs of three or more letters become two
 * ("marrrriage"), then ee→i, oo→u, q→k, z→j, ph→f (beemari/bimari, muqadma/mukadma, zameen/jameen),
 * then every doubled letter becomes single (shaadi/shadi, imtihaan/imtihan, marraige/mariage).
 * Applied identically to the tables and the question, so English words fold consistently too.
 */
export function foldLatin(word: string): string {
  return word
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/([a-z])\1+/g, '$1');
}

/** Folds one Devanagari word: drops the nukta and reads chandrabindu as anusvara (माँ = मां). */
function foldDevanagari(word: string): string {
  return word.replace(/\u093c/g, '').replace(/\u0901/g, '\u0902');
}

/**
 * Folded words by their raw form. Folding is a pure function of the word, so remembering it changes
 * no result; the memo is emptied when it grows past 20,000 words so memory stays bounded.
 */
const FOLDED = new Map<string, string>();

function foldWord(word: string): string {
  let f = FOLDED.get(word);
  if (f === undefined) {
    f = /[a-z]/.test(word) ? foldLatin(word) : foldDevanagari(word);
    if (FOLDED.size >= 20_000) FOLDED.clear();
    FOLDED.set(word, f);
  }
  return f;
}

const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\bi'll\b/g, 'i will'],
  [/'(ve|re|d|ll)\b/g, ''],
  // A possessive stays a separate token: the relative grammar reads "my son's job" by it.
  [/'s\b/g, " 's"],
  [/s'(?=\s|$)/g, "s 's"],
];

/** Any code unit beyond ASCII (surrogate halves included). */
const NON_ASCII = /[\u0080-\uffff]/;
const UNICODE_TOKEN = /'s\b|[\p{L}\p{M}\p{N}]+(?:[-'][\p{L}\p{M}\p{N}]+)*|[?!;.,\u0964\n]/gu;
const ASCII_TOKEN = /'s\b|[a-z0-9]+(?:[-'][a-z0-9]+)*|[?!;.,\n]/g;

/**
 * Tokens of a question: lower case, NFKC, contractions expanded, possessive `'s` kept as a token,
 * every emoji or symbol dropped, words folded; `?` `!` `;` and the Devanagari danda become `?` or `.`
 * boundaries, commas stay as `,`.
 */
export function tokenize(text: string): Token[] {
  // NFKC only matters beyond ASCII (full-width letters, composed Devanagari, curly quotes).
  let s = NON_ASCII.test(text) ? text.normalize('NFKC').toLowerCase() : text.toLowerCase();
  s = s.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  if (s.includes("'") || s.includes('cannot'))
    for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  const out: Token[] = [];
  // ASCII text takes a plain pattern; anything else the Unicode one (the same tokens on ASCII).
  for (const m of s.matchAll(NON_ASCII.test(s) ? UNICODE_TOKEN : ASCII_TOKEN)) {
    const raw = m[0];
    if (raw === '?') out.push('?');
    else if (raw === '!' || raw === ';' || raw === '.' || raw === '\u0964' || raw === '\n')
      out.push('.');
    else if (raw === ',') out.push(',');
    else if (raw === "'s") out.push("'s");
    else {
      // Hyphenated and apostrophised words split into parts ("mother-in-law", "o'clock").
      if (!raw.includes('-') && !raw.includes("'")) out.push(foldWord(raw));
      else for (const part of raw.split(/[-']/)) if (part !== '') out.push(foldWord(part));
    }
  }
  return mergeInLaws(out);
}

/** "mother in law" / "mother-in-law" → one token, so it is never read as the mother herself. */
function mergeInLaws(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i + 1] === 'in' && tokens[i + 2] === 'law') {
      out.push(`${tokens[i]}inlaw`);
      i += 2;
    } else out.push(tokens[i] as Token);
  }
  return out;
}

/** Word tokens only (no boundaries, no possessive marker). */
export function words(tokens: readonly Token[]): Token[] {
  return tokens.filter((t) => !isBoundary(t) && t !== "'s");
}

/** Damerau-Levenshtein distance, bounded: returns 2 as soon as it knows the distance exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One substitution, or one transposition of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One insertion or deletion.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
