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

/** Every rule, in table order. */
export const RULES: readonly Rule[] = Object.entries(EVENT_RULES).flatMap(([event, rules]) =>
  rules.map(([weight, pattern]) => compileRule(event, weight, pattern)),
);

/** Tie-break rank of an event: its position in the table. */
export const EVENT_ORDER: ReadonlyMap<string, number> = new Map(
  Object.keys(EVENT_RULES).map((id, i) => [id, i]),
);

/** Every exact (non-stem) table word of six letters or more: the targets of typo correction. */
const LONG_WORDS: readonly string[] = [
  ...new Set(
    RULES.flatMap((r) => r.groups.flat(2))
      .filter((t) => !t.stem && t.text.length >= 6 && /^[a-z]+$/.test(t.text))
      .map((t) => t.text),
  ),
];
const ALL_WORDS: ReadonlySet<string> = new Set(
  RULES.flatMap((r) => r.groups.flat(2)).map((t) => t.text),
);
const STEMS: readonly string[] = [
  ...new Set(
    RULES.flatMap((r) => r.groups.flat(2))
      .filter((t) => t.stem)
      .map((t) => t.text),
  ),
];

/** True when the word is in the tables (exactly or by a stem). */
export function isTableWord(word: string): boolean {
  return ALL_WORDS.has(word) || STEMS.some((s) => word.startsWith(s));
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
    if (t.length < 6 || !/^[a-z]+$/.test(t) || isTableWord(t) || isKnownWord(t)) return t;
    let match: string | null = null;
    for (const w of LONG_WORDS) {
      if (withinOneEdit(t, w)) {
        if (match !== null && match !== w) return t; // ambiguous: leave it
        match = w;
      }
    }
    if (match === null) return t;
    corrected++;
    return match;
  });
  return { tokens: out, corrected };
}

function termMatches(term: Term, token: Token): boolean {
  return term.stem ? token.startsWith(term.text) : token === term.text;
}

/** Index of the first occurrence of the phrase in the tokens, or -1. */
function findPhrase(phrase: Phrase, tokens: readonly Token[]): number {
  const n = phrase.length;
  outer: for (let i = 0; i + n <= tokens.length; i++) {
    for (let k = 0; k < n; k++) {
      const term = phrase[k] as Term;
      if (!termMatches(term, tokens[i + k] as Token)) continue outer;
    }
    return i;
  }
  return -1;
}

export interface RuleHit {
  event: string;
  weight: number;
  /** Token index of the earliest phrase of the rule's first group. */
  at: number;
}

/** Every rule whose groups all occur in the tokens. */
export function matchRules(tokens: readonly Token[]): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const rule of RULES) {
    let at = -1;
    let ok = true;
    for (const [gi, group] of rule.groups.entries()) {
      let found = -1;
      for (const phrase of group) {
        const i = findPhrase(phrase, tokens);
        if (i >= 0 && (found < 0 || i < found)) found = i;
      }
      if (found < 0) {
        ok = false;
        break;
      }
      if (gi === 0) at = found;
    }
    if (ok) hits.push({ event: rule.event, weight: rule.weight, at });
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
  return scores.sort(
    (a, b) =>
      b.score - a.score || (EVENT_ORDER.get(a.event) ?? 0) - (EVENT_ORDER.get(b.event) ?? 0),
  );
}

/** True when two events are parts of one ask (lexicon FAMILIES). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  return FAMILIES.some((f) => f.includes(a) && f.includes(b));
}
