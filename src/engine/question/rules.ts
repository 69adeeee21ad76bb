/**
 * Compiles the rule tables (lexicon.ts) once into matchers, and matches an ask's tokens against them.
 */
import { EVENT_RULES, FAMILIES, WORD_GROUPS } from './lexicon.js';
import { foldLatin, type Token, tokenize, withinOneEdit } from './normalize.js';

/** One word of a phrase: folded text, and whether it matches any word it begins. */
interface Term {
  text: string;
  stem: boolean;
}
type Phrase = readonly Term[];
/** A group matches when any of its phrases occurs. */
type Group = readonly Phrase[];

export interface Rule {
  event: string;
  weight: number;
  groups: readonly Group[];
}

function compileWord(raw: string): Term {
  const stem = raw.endsWith('*');
  const word = stem ? raw.slice(0, -1) : raw;
  // Fold a table word exactly as the question is folded (a stem is folded as a Latin word).
  const text = stem ? foldLatin(word) : (tokenize(word)[0] ?? word);
  return { text, stem };
}

function compilePhrase(raw: string): Phrase {
  const terms: Term[] = [];
  for (const part of raw.trim().split(/\s+/)) {
    if (part.endsWith('*')) terms.push(compileWord(part));
    else for (const t of tokenize(part)) terms.push({ text: t, stem: false });
  }
  return terms;
}

function expandAlternatives(raw: string): string[] {
  const out: string[] = [];
  for (const alt of raw.split('|')) {
    const a = alt.trim();
    if (a.startsWith('@')) {
      const group = WORD_GROUPS[a.slice(1)];
      if (group === undefined) throw new Error(`unknown word group ${a}`);
      out.push(...expandAlternatives(group));
    } else if (a !== '') out.push(a);
  }
  return out;
}

function compileRule(event: string, weight: number, pattern: string): Rule {
  const groups = pattern.split(' & ').map((g) => expandAlternatives(g).map(compilePhrase));
  return { event, weight, groups };
}

/** Phrases by their first (exact) word, and the phrases that begin with a stem. */
interface PhraseEntry {
  slot: number;
  phrase: Phrase;
}

/** The rule tables compiled into matchers, and the word lists typo correction reads. */
interface Tables {
  /** Every rule, in table order. */
  rules: readonly Rule[];
  /** Tie-break rank of an event: its position in the table. */
  eventOrder: ReadonlyMap<string, number>;
  /** Every exact (non-stem) table word of five letters or more, by length: the targets of typo correction (a six-letter typo may be one letter longer than its word). */
  longByLength: ReadonlyMap<number, readonly string[]>;
  allWords: ReadonlySet<string>;
  stems: readonly string[];
  /** Group slots: rule r's group g is slot slotBase[r] + g. */
  slotBase: readonly number[];
  scratch: Int32Array;
  byFirstWord: ReadonlyMap<string, readonly PhraseEntry[]>;
  byFirstStem: ReadonlyArray<PhraseEntry & { stem: string }>;
}

/**
 * The tables, compiled on first use rather than when the module loads: compiling them took 35-80 ms
 * of every server's and CLI command's start (measured, issue 22), and only question classification
 * (question-cusp, horary, the MCP tool) reads them. Its first call in a process pays that once.
 */
let compiled: Tables | null = null;
function tables(): Tables {
  compiled ??= compileTables();
  return compiled;
}

function compileTables(): Tables {
  const rules = Object.entries(EVENT_RULES).flatMap(([event, list]) =>
    list.map(([weight, pattern]) => compileRule(event, weight, pattern)),
  );
  const eventOrder = new Map(Object.keys(EVENT_RULES).map((id, i) => [id, i]));
  const terms = rules.flatMap((r) => r.groups.flat(2));
  const longWords = [
    ...new Set(
      terms
        .filter((t) => !t.stem && t.text.length >= 5 && /^[a-z]+$/.test(t.text))
        .map((t) => t.text),
    ),
  ];
  const longByLength = new Map<number, string[]>();
  for (const w of longWords) longByLength.set(w.length, [...(longByLength.get(w.length) ?? []), w]);
  const allWords = new Set(terms.map((t) => t.text));
  const stems = [...new Set(terms.filter((t) => t.stem).map((t) => t.text))];
  const slotBase: number[] = [];
  let slots = 0;
  for (const r of rules) {
    slotBase.push(slots);
    slots += r.groups.length;
  }
  const byFirstWord = new Map<string, PhraseEntry[]>();
  const byFirstStem: Array<PhraseEntry & { stem: string }> = [];
  rules.forEach((rule, r) => {
    rule.groups.forEach((group, g) => {
      const slot = (slotBase[r] as number) + g;
      for (const phrase of group) {
        const first = phrase[0];
        if (first === undefined) continue;
        if (first.stem) byFirstStem.push({ slot, phrase, stem: first.text });
        else {
          const list = byFirstWord.get(first.text) ?? [];
          list.push({ slot, phrase });
          byFirstWord.set(first.text, list);
        }
      }
    });
  });
  return {
    rules,
    eventOrder,
    longByLength,
    allWords,
    stems,
    slotBase,
    scratch: new Int32Array(slots),
    byFirstWord,
    byFirstStem,
  };
}

/** True when the word is in the tables (exactly or by a stem). */
export function isTableWord(word: string): boolean {
  const { allWords, stems } = tables();
  return allWords.has(word) || stems.some((s) => word.startsWith(s));
}

/**
 * Typo correction: a Latin word of six letters or more that is not a table word but is one edit
 * (substitution, insertion, deletion or swap of neighbours) from exactly one table word becomes that
 * word ("marraige", "divorse", "promtion"). Shorter words are left alone: at four or five letters one
 * edit turns too many words into others.
 */
export function correctTypos(
  tokens: readonly Token[],
  isKnownWord: (word: string) => boolean,
): { tokens: Token[]; corrected: number } {
  let corrected = 0;
  const out = tokens.map((t) => {
    // Known words are never "corrected" ("chance" is not a typo of "change").
    if (t.length < 5 || isKnownWord(t)) return t;
    const fix = typoFix(t);
    if (fix === null) return t;
    corrected++;
    return fix;
  });
  return { tokens: out, corrected };
}

/**
 * The table word one edit from `t`, or null (none, or more than one). Remembered per word: the answer
 * depends only on the word and the tables, and the memo is emptied past 20,000 words.
 */
const TYPO_MEMO = new Map<string, string | null>();

function typoFix(t: string): string | null {
  const memo = TYPO_MEMO.get(t);
  if (memo !== undefined) return memo;
  let match: string | null = null;
  if (/^[a-z]+$/.test(t) && !isTableWord(t)) {
    // A five-letter word is only matched to a longer one (a letter dropped: "marid" → "maried").
    const lengths = t.length === 5 ? [6] : [t.length - 1, t.length, t.length + 1];
    search: for (const len of lengths) {
      for (const w of tables().longByLength.get(len) ?? []) {
        if (!withinOneEdit(t, w)) continue;
        if (match === null || match === w) match = w;
        // Inflections of one word ("busines", "busineses") are one candidate: keep the shorter.
        else if (w.startsWith(match)) continue;
        else if (match.startsWith(w)) match = w;
        else {
          match = null; // two different words: leave it
          break search;
        }
      }
    }
  }
  if (TYPO_MEMO.size >= 20_000) TYPO_MEMO.clear();
  TYPO_MEMO.set(t, match);
  return match;
}

function termMatches(term: Term, token: Token): boolean {
  return term.stem ? token.startsWith(term.text) : token === term.text;
}

/** Does the phrase occur at token index i? */
function phraseAt(phrase: Phrase, tokens: readonly Token[], i: number): boolean {
  if (i + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) {
    if (!termMatches(phrase[k] as Term, tokens[i + k] as Token)) return false;
  }
  return true;
}

export interface RuleHit {
  event: string;
  weight: number;
  /** Token index of the earliest phrase of the rule's first group. */
  at: number;
}

/**
 * Every rule whose groups all occur in the tokens. One pass over the tokens looks up the phrases that
 * begin with each token (an index by first word), so the cost grows with the question, not the tables.
 */
export function matchRules(tokens: readonly Token[]): RuleHit[] {
  const { rules, slotBase, scratch, byFirstWord, byFirstStem } = tables();
  // Scratch buffer, reused (JavaScript runs one call at a time, and nothing escapes it).
  const firstAt = scratch.fill(-1);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const list = byFirstWord.get(t);
    if (list !== undefined) {
      for (const e of list)
        if (firstAt[e.slot] === -1 && phraseAt(e.phrase, tokens, i)) firstAt[e.slot] = i;
    }
    for (const e of byFirstStem)
      if (firstAt[e.slot] === -1 && t.startsWith(e.stem) && phraseAt(e.phrase, tokens, i))
        firstAt[e.slot] = i;
  }
  const hits: RuleHit[] = [];
  for (let r = 0; r < rules.length; r++) {
    // Most rules miss their first group: skip them before looking at the rest.
    if (firstAt[slotBase[r] as number] === -1) continue;
    const rule = rules[r] as Rule;
    const base = slotBase[r] as number;
    let all = true;
    for (let g = 0; g < rule.groups.length && all; g++) all = firstAt[base + g] !== -1;
    if (all) hits.push({ event: rule.event, weight: rule.weight, at: firstAt[base] as number });
  }
  return hits;
}

export interface EventScore {
  event: string;
  /** The weight of the event's best matching rule. */
  score: number;
}

/** Scores per event, best first (ties: table order). */
export function scoreEvents(hits: readonly RuleHit[]): EventScore[] {
  const best = new Map<string, number>();
  for (const h of hits) best.set(h.event, Math.max(best.get(h.event) ?? 0, h.weight));
  const scores = [...best.entries()].map(([event, score]) => ({ event, score }));
  const { eventOrder } = tables();
  return scores.sort(
    (a, b) => b.score - a.score || (eventOrder.get(a.event) ?? 0) - (eventOrder.get(b.event) ?? 0),
  );
}

/** True when two events are parts of one ask (lexicon FAMILIES). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  return FAMILIES.some((f) => f.includes(a) && f.includes(b));
}
