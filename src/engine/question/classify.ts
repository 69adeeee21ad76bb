/**
 * The question classifier (decisions.md "Questions"; api-contract rule 2): keyword and grammar rule
 * tables only, no model and no network. Maps a question to a catalog event id, its primary cusp and
 * houses (rotated for a relative, kp-doctrine §3.3), a classification confidence and, when the
 * question cannot be judged, a message saying what to change. Pure and deterministic.
 *
 * Steps: fold and tokenize → correct typos → validate (too short, gibberish, not a question) →
 * either/or → split into asks at sentence ends, commas and conjunctions → classify each ask by the
 * rule tables → the first ask is primary, a second unrelated ask raises the multi-question notice →
 * relative and rotation → negation → confidence.
 */
import { eventById, type KpEvent } from '../kp/events.js';
import { doctrineFor } from './doctrine.js';
import { grammar } from './grammar.js';
import { isBoundary, type Token, tokenize, words } from './normalize.js';
import { findRelative, keepsNativeFrame, rotateHouse } from './relatives.js';
import {
  correctTypos,
  type EventScore,
  isTableWord,
  matchRules,
  sameFamily,
  scoreEvents,
} from './rules.js';

export interface QuestionClassification {
  /** False for gibberish, too short, not a question, or either/or. */
  ok: boolean;
  /** What the person should change when ok is false; null when ok. */
  message: string | null;
  /** A catalog id from src/engine/kp/events.ts ('general' when nothing matched or ok is false). */
  eventId: string;
  /** The event's title from the catalog. */
  category: string;
  /** After rotation for a relative (kp-doctrine §3.3). */
  primaryCusp: number;
  requiredHouses: number[];
  negatingHouses: number[];
  /** Which derived house was used as the relative's ascendant, if any. */
  relative: { who: string; house: number } | null;
  /** "Will I not get…": the event is the same, the question is asked in the negative. */
  negated: boolean;
  /** classification_confidence, 0-1 (how it is computed: docs/questions.md). */
  confidence: number;
  noticeKind: 'either_or' | 'multi_question' | null;
  multiQuestionNotice: string | null;
  doctrine: { corroboration: string; note: string };
}

export interface ClassifyOptions {
  /** Default true; decides only domestic `travel` versus `foreign_travel`. */
  inIndia?: boolean;
}

/** The longest question accepted (api-contract: up to 2000 characters); longer is a 422. */
export const MAX_QUESTION_LENGTH = 2000;
/** Fewer words than this is "too short". */
export const MIN_WORDS = 3;

export const MESSAGES = {
  tooShort:
    'The question is too short to judge. Ask one complete question of at least three words, for example "Will I get a new job this year?"',
  gibberish:
    'The question could not be read. Write it in plain words (English, Hinglish or Hindi), for example "When will I get married?"',
  notQuestion:
    'This reads as a statement, not a question. Ask about the one matter you want judged, for example "Will my house sale go through?"',
  eitherOr:
    'This is an either/or question. KP judges one yes-or-no matter at a time: ask about one option (for example "Will I succeed in business?") and ask about the other separately.',
  multi:
    'The question contains more than one ask. Only the first one was classified; ask the others separately, each with its own horary number.',
} as const;

const GENERAL = 'general';

function catalogEvent(id: string): KpEvent {
  const ev = eventById(id) ?? eventById(GENERAL);
  if (ev === undefined) throw new Error('event catalog has no general event');
  return ev;
}

/** A Latin word that could be a word: has a vowel, no run of five consonants, not one letter repeated. */
function wordlike(t: Token): boolean {
  if (!/^[a-z]+$/.test(t)) return true; // Devanagari, digits: not judged here
  let vowels = 0;
  let run = 0;
  let longestRun = 0;
  const letters = new Set<string>();
  for (const ch of t) {
    if (t.length > 3 && letters.size < 3) letters.add(ch);
    if ('aeiouy'.includes(ch)) {
      vowels++;
      run = 0;
    } else longestRun = Math.max(longestRun, ++run);
  }
  if (t.length <= 3) return vowels > 0 || ['hmm', 'mr', 'mrs', 'dr'].includes(t);
  return vowels > 0 && longestRun < 5 && letters.size > 2;
}

/** Everyday words, question words and auxiliaries in one set (table words are checked apart). */
let everyday: ReadonlySet<Token> | null = null;

function isKnown(t: Token): boolean {
  if (everyday === null) {
    const { COMMON_WORDS, QUESTION_CUES, OPENING_CUES } = grammar();
    everyday = new Set([...COMMON_WORDS, ...QUESTION_CUES, ...OPENING_CUES]);
  }
  return everyday.has(t) || isTableWord(t) || /^\d+$/.test(t);
}

const KNOWN = 1;
const WORDLIKE = 2;
/** Known / wordlike flags per word, remembered (bounded): a pure function of the word. */
const KINDS = new Map<Token, number>();

function wordKind(w: Token): number {
  let k = KINDS.get(w);
  if (k === undefined) {
    k = (isKnown(w) ? KNOWN : 0) | (wordlike(w) ? WORDLIKE : 0);
    if (KINDS.size >= 20_000) KINDS.clear();
    KINDS.set(w, k);
  }
  return k;
}

interface Segment {
  tokens: Token[];
  /** The clause asks (a `?` ends it, a question word is in it, or an auxiliary opens it). */
  question: boolean;
  /**
   * The clause is a question of its own after another clause: it opens a sentence after a `?` or
   * `.`, or it opens with an auxiliary or a question word ("…, will I…", "… and when will I…").
   */
  ownQuestion: boolean;
  /** "Also" (or "and also") joined it to the clause before: "Will I also get a transfer?". */
  also: boolean;
}

/** Splits tokens into clauses, the candidate asks: at `?` `.` `,` and before a conjunction. */
function segments(tokens: readonly Token[]): Segment[] {
  const { ALSO_WORDS, CONJUNCTIONS, COURTESY, INVERSION_SUBJECTS, OPENING_CUES, QUESTION_CUES } =
    grammar();
  const out: Segment[] = [];
  let cur: Token[] = [];
  /** The last boundary was a `?` or `.`; and whether the clause being read began right after one. */
  let afterSentenceEnd = false;
  let opensSentence = false;
  /** An "also" came since the last clause closed; and whether the clause being read follows one. */
  let afterAlso = false;
  let alsoJoined = false;
  const close = (mark: Token | null) => {
    if (cur.length === 0) return;
    const first = cur.find((t) => !COURTESY.has(t));
    const question =
      mark === '?' ||
      cur.some((t) => QUESTION_CUES.has(t)) ||
      (first !== undefined && OPENING_CUES.has(first)) ||
      cur.some((t, i) => OPENING_CUES.has(t) && i > 0 && INVERSION_SUBJECTS.has(cur[i + 1] ?? ''));
    const opensQuestion =
      first !== undefined && (OPENING_CUES.has(first) || QUESTION_CUES.has(first));
    out.push({
      tokens: cur,
      question,
      ownQuestion: out.length > 0 && question && (opensSentence || opensQuestion),
      also: out.length > 0 && alsoJoined,
    });
    cur = [];
  };
  for (const t of tokens) {
    if (isBoundary(t) || CONJUNCTIONS.has(t)) {
      // A sentence ends at `?` or `.`; a comma or a conjunction after words only ends a clause
      // ("…? And will I…" still opens a sentence).
      if (t === '?' || t === '.') afterSentenceEnd = true;
      else if (cur.length > 0) afterSentenceEnd = false;
      close(isBoundary(t) ? t : null);
      if (ALSO_WORDS.has(t)) afterAlso = true;
      else if (isBoundary(t)) afterAlso = false;
    } else {
      if (cur.length === 0) {
        opensSentence = afterSentenceEnd;
        alsoJoined = afterAlso;
        afterAlso = false;
      }
      cur.push(t);
    }
  }
  close(null);
  return out;
}

/** Tokens of the segments, a comma between them so no phrase spans two. */
function joined(segs: readonly Segment[]): Token[] {
  if (segs.length === 1) return (segs[0] as Segment).tokens;
  const out: Token[] = [];
  for (const seg of segs) {
    if (out.length > 0) out.push(',');
    out.push(...seg.tokens);
  }
  return out;
}

/** A `?`, a question word anywhere, or an auxiliary opening a clause ("Will I…", "Sir, is my…"). */
function isQuestion(tokens: readonly Token[], segs: readonly Segment[]): boolean {
  return tokens.includes('?') || segs.some((seg) => seg.question);
}

/** Event scores of a token list (general excluded), remembered for the length of one classification. */
type Scorer = (tokens: readonly Token[]) => EventScore[];

function makeScorer(): Scorer {
  // Remembered by token list identity: a one-segment ask is scored once, as its segment.
  const memo = new Map<readonly Token[], EventScore[]>();
  return (tokens) => {
    let scores = memo.get(tokens);
    if (scores === undefined) {
      scores = scoreEvents(matchRules(tokens)).filter((s) => s.event !== GENERAL);
      memo.set(tokens, scores);
    }
    return scores;
  };
}

function topEvent(score: Scorer, tokens: readonly Token[]): EventScore | null {
  return score(tokens)[0] ?? null;
}

interface Ask {
  segs: Segment[];
  events: string[];
  /** A question clause of this ask named a matter (not only a sentence of context). */
  asked: boolean;
}

/**
 * Groups segments into asks. A segment whose event is unrelated to the current ask's (another
 * family, lexicon FAMILIES) starts a new one. So does a question sentence of its own naming another
 * matter, even of the same family, once the current ask has asked about one, and so does a clause
 * joined by "also" ("Will I get the job? Will I also get a transfer?", "… the job and also a
 * transfer?", issue 35 §7): "Will I buy a house?
 * Will I buy a car?" is two asks though both are 4th-house matters (issue 20 §7), while "Will I buy a
 * house and a car?" and "Will I buy a house? When?" stay one, and a follow-up that points back ("Will I
 * go abroad? Will I settle there?") continues its family's ask.
 */
function groupAsks(score: Scorer, segs: readonly Segment[]): Ask[] {
  const { BACK_REFERENCES } = grammar();
  const asks: Ask[] = [];
  let cur: Ask = { segs: [], events: [], asked: false };
  for (const seg of segs) {
    const top = topEvent(score, seg.tokens);
    const unrelated = top !== null && !cur.events.some((e) => sameFamily(e, top.event));
    const anotherQuestion =
      top !== null &&
      cur.asked &&
      (seg.ownQuestion || seg.also) &&
      !cur.events.includes(top.event) &&
      !seg.tokens.some((t) => BACK_REFERENCES.has(t));
    if (cur.events.length > 0 && (unrelated || anotherQuestion)) {
      asks.push(cur);
      cur = { segs: [], events: [], asked: false };
    }
    cur.segs.push(seg);
    if (top !== null) {
      cur.events.push(top.event);
      if (seg.question) cur.asked = true;
    }
  }
  if (cur.segs.length > 0) asks.push(cur);
  return asks;
}

/** True when "or" joins two alternatives (not "or not", "sooner or later"). */
function isEitherOr(tokens: readonly Token[]): boolean {
  const { OR_EXEMPT_NEXT, OR_WORDS } = grammar();
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i] as Token;
    if (!OR_WORDS.has(t)) continue;
    const next = tokens[i + 1] as Token;
    if (isBoundary(next) || OR_EXEMPT_NEXT.has(next)) continue;
    if (tokens[i - 1] === 'soner') continue; // "sooner or later" (folded)
    return true;
  }
  return false;
}

function isNegated(tokens: readonly Token[]): boolean {
  const { NEGATIONS, OR_WORDS } = grammar();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!NEGATIONS.has(t)) continue;
    const prev = tokens[i - 1];
    if (prev !== undefined && OR_WORDS.has(prev)) continue; // "or not", "ya nahi"
    return true;
  }
  return false;
}

/**
 * Doctrine blocks by event, rotation and relative: the houses follow from those (the catalog is
 * frozen), so the sentences are built once per combination. Bounded; a fresh object per answer.
 */
const DOCTRINE = new Map<string, { corroboration: string; note: string }>();

function doctrineOf(
  ev: KpEvent,
  from: number,
  relative: { who: string; house: number } | null,
): { corroboration: string; note: string } {
  const key = `${ev.id}|${from}|${from === 1 ? '' : relative?.who}`;
  let block = DOCTRINE.get(key);
  if (block === undefined) {
    const rot = (h: number) => rotateHouse(h, from);
    block = doctrineFor(
      ev.id,
      rot(ev.primaryCusp),
      ev.required.map(rot).sort((a, b) => a - b),
      ev.negating.map(rot).sort((a, b) => a - b),
      from === 1 ? null : relative,
    );
    if (DOCTRINE.size >= 5000) DOCTRINE.clear();
    DOCTRINE.set(key, block);
  }
  return { corroboration: block.corroboration, note: block.note };
}

function invalid(message: string, noticeKind: 'either_or' | null): QuestionClassification {
  const ev = catalogEvent(GENERAL);
  return {
    ok: false,
    message,
    eventId: ev.id,
    category: ev.title,
    primaryCusp: ev.primaryCusp,
    requiredHouses: [...ev.required],
    negatingHouses: [...ev.negating],
    relative: null,
    negated: false,
    confidence: 0,
    noticeKind,
    multiQuestionNotice: null,
    doctrine: doctrineOf(ev, 1, null),
  };
}

const BASE_CONFIDENCE: Readonly<Record<number, number>> = {
  5: 0.95,
  4: 0.85,
  3: 0.7,
  2: 0.55,
  1: 0.4,
};

/**
 * classification_confidence: 0.95 / 0.85 / 0.70 / 0.55 for a winning rule of weight 5 / 4 / 3 / 2;
 * minus 0.25 when another event scored the same, 0.10 when one scored within one point; minus 0.05
 * per corrected typo (at most 0.15); minus 0.10 for a multi-question. A question that matched no rule
 * (general) scores 0.30. Clamped to 0.05-0.99, two decimals. Invalid questions score 0.
 */
function confidenceOf(scores: readonly EventScore[], corrected: number, multi: boolean): number {
  const top = scores[0];
  if (top === undefined) return 0.3;
  // The runner-up that matters is an unrelated event: property against property_sale is one topic.
  const second = scores.find((s) => !sameFamily(s.event, top.event));
  let c = BASE_CONFIDENCE[Math.min(5, Math.floor(top.score))] ?? 0.4;
  if (second !== undefined) {
    if (second.score >= top.score) c -= 0.25;
    else if (top.score - second.score <= 1) c -= 0.1;
  }
  c -= Math.min(0.15, 0.05 * corrected);
  if (multi) c -= 0.1;
  return Math.round(Math.min(0.99, Math.max(0.05, c)) * 100) / 100;
}

/** Classifies one question. Text longer than MAX_QUESTION_LENGTH is the caller's 422. */
export function classifyQuestion(
  text: string,
  options: ClassifyOptions = {},
): QuestionClassification {
  const inIndia = options.inIndia ?? true;
  const { tokens, corrected } = correctTypos(tokenize(text), isKnown);
  const ws = words(tokens);
  if (ws.length < MIN_WORDS) return invalid(MESSAGES.tooShort, null);

  let known = 0;
  let likely = 0;
  for (const w of ws) {
    const k = wordKind(w);
    if (k & KNOWN) known++;
    if (k & WORDLIKE) likely++;
  }
  const score = makeScorer();
  const segs = segments(tokens);
  const asks = groupAsks(score, segs);
  const withEvent = asks.filter((a) => a.events.length > 0);
  if (likely / ws.length < 0.6 || (withEvent.length === 0 && known / ws.length < 0.25))
    return invalid(MESSAGES.gibberish, null);
  if (!isQuestion(tokens, segs)) return invalid(MESSAGES.notQuestion, null);
  if (isEitherOr(tokens)) return invalid(MESSAGES.eitherOr, 'either_or');

  const multi = withEvent.length > 1;
  const primary = withEvent[0] ?? { segs, events: [] };
  const primaryTokens = joined(primary.segs);
  // Negation and the person asked about are read from the asking clauses, not from context
  // ("My daughter is 30 and not married yet, when will she marry?" is not a negative question).
  const asking = primary.segs.filter((seg) => seg.question);
  const askingTokens = asking.length > 0 ? joined(asking) : primaryTokens;

  const scores = score(primaryTokens);
  let eventId = scores[0]?.event ?? GENERAL;
  if (eventId === 'travel_home') eventId = inIndia ? 'travel' : 'foreign_travel';
  const ev = catalogEvent(eventId);

  // The relative is named in an asking clause ("Will my son get a job?"), or before it when the asking
  // clause refers back with a pronoun ("My son is 25. Will he get a job?"), even in a segment of
  // context before the primary ask.
  const firstAsk = asks[0];
  const context =
    firstAsk !== undefined && firstAsk !== primary && firstAsk.events.length === 0
      ? [...joined(firstAsk.segs), ',', ...primaryTokens]
      : primaryTokens;
  let relTokens = askingTokens;
  let rel = findRelative(askingTokens);
  if (rel === null && askingTokens.some((t) => grammar().THIRD_PERSON.has(t))) {
    relTokens = context;
    rel = findRelative(context);
  }
  // Events read in the native's chart drop the relative, except `mother` and `father`, whose
  // catalog houses are already the parent's: the answer always names the parent and the house
  // ("papa theek ho jayenge kya" names no "my" but can only be about the querent's father).
  if (rel !== null && keepsNativeFrame(ev.id, rel.who) && rel.who !== ev.id) rel = null;
  if (ev.id === 'mother' || ev.id === 'father')
    rel = { who: ev.id, house: ev.primaryCusp, start: 0, end: 0 };
  // "When will my son be born?" is the native's own child (5th), not the son's 5th.
  if (
    rel !== null &&
    ev.id === 'children' &&
    rel.who === 'child' &&
    relTokens.some((t) => /^(born|birth|deliver|जन्म)/.test(t))
  )
    rel = null;

  const from = rel !== null && !keepsNativeFrame(ev.id, rel.who) ? rel.house : 1;
  const rot = (h: number) => rotateHouse(h, from);
  const primaryCusp = rot(ev.primaryCusp);
  const requiredHouses = ev.required.map(rot).sort((a, b) => a - b);
  const negatingHouses = ev.negating.map(rot).sort((a, b) => a - b);
  const relative = rel === null ? null : { who: rel.who, house: rel.house };

  return {
    ok: true,
    message: null,
    eventId: ev.id,
    category: ev.title,
    primaryCusp,
    requiredHouses,
    negatingHouses,
    relative,
    negated: isNegated(askingTokens),
    confidence: confidenceOf(scores, corrected, multi),
    noticeKind: multi ? 'multi_question' : null,
    multiQuestionNotice: multi ? MESSAGES.multi : null,
    doctrine: doctrineOf(ev, from, relative),
  };
}
