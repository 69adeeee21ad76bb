/**
 * Questions about another person: which relative, which house becomes their ascendant, and the
 * rotation of the event's houses (bhava-to-bhava, kp-doctrine §3.3: younger sibling 3, mother 4,
 * first child 5, maternal uncle 6, spouse/partner/second child 7, father 9, elder sibling/friend 11,
 * paternal uncle 12; the spouse's parents are the 4th and 9th from the 7th, and the spouse's siblings
 * and the siblings' spouses are the 9th).
 */
import { type Token, tokenize } from './normalize.js';

export interface RelativeWord {
  who: string;
  house: number;
  /** Folded phrase tokens. */
  phrase: readonly Token[];
}

/** [who, house, phrases]; longer phrases are tried first, so "elder brother" beats "brother". */
const RELATIVE_TABLE: ReadonlyArray<readonly [string, number, string]> = [
  ['mother_in_law', 10, 'mother in law|mother-in-law|saas|sasu maa|सास'],
  ['father_in_law', 3, 'father in law|father-in-law|sasur|ससुर'],
  // The spouse's siblings (3rd from the 7th) and the siblings' spouses (7th from the 3rd) are both
  // the 9th.
  [
    'sibling_in_law',
    9,
    'brother in law|sister in law|jija|jijaji|jiju|saala|sala|saali|sali|bhabhi|devar|nanad|jeth|जीजा|भाभी|देवर|ननद|साला|साली',
  ],
  [
    'second_child',
    7,
    'second child|second son|second daughter|younger son|younger daughter|dusra beta|dusri beti',
  ],
  [
    'elder_sibling',
    11,
    'elder brother|elder sister|older brother|older sister|big brother|big sister|eldest brother|eldest sister|bade bhai|badi behen|bhaiya|didi|दीदी|bhai sahab',
  ],
  [
    'sibling',
    3,
    'younger brother|younger sister|little brother|little sister|brother|sister|sibling|siblings|bhai|behen|bahan|behan|chhota bhai|choti behen|भाई|बहन',
  ],
  [
    'spouse',
    7,
    'wife|husband|spouse|pati|patni|biwi|bivi|hubby|fiance|fiancee|पति|पत्नी|बीवी|better half',
  ],
  ['mother', 4, 'mother|mom|mum|mummy|mommy|maa|mata|mataji|ammi|amma|माँ|मां|माता|मम्मी'],
  ['father', 9, 'father|dad|daddy|papa|pitaji|pita|abba|abbu|पिता|पापा|पिताजी'],
  [
    'child',
    5,
    'son|daughter|child|kid|first child|elder son|elder daughter|eldest son|eldest daughter|beta|bete|beti|bacha|bachcha|bache|bachche|putra|putri|बेटा|बेटे|बेटी|पुत्र|पुत्री|बच्चे|बच्चा|children|kids|sons|daughters',
  ],
  ['friend', 11, 'friend|best friend|dost|mitra|दोस्त|मित्र|friends'],
  ['maternal_uncle', 6, 'maternal uncle|mama|mamaji|मामा'],
  ['paternal_uncle', 12, 'paternal uncle|chacha|chachaji|चाचा'],
];

/**
 * The relative phrases and marker words, folded on first use (tokenizing them at import cost every
 * server's and CLI command's start, issue 22; only a classification reads them).
 */
interface RelativeTables {
  /** Relative phrases by their first word, longest first. */
  byFirst: ReadonlyMap<Token, readonly RelativeWord[]>;
  /** Possessive words before a relative ("my son", "mere bete", "मेरी माँ"). */
  possessiveBefore: ReadonlySet<Token>;
  /** Possessive markers after a relative ("son's", "bete ki", "बेटे की"). */
  possessiveAfter: ReadonlySet<Token>;
  /** First-person subjects: a relative named after one of these is the object of the native's act. */
  firstPerson: ReadonlySet<Token>;
  /** Words that make the following relative an object ("marry my …", "with my …"). */
  objectMarkers: ReadonlySet<Token>;
  /** Prepositions that, after a first-person subject, make even "my X's …" the native's concern. */
  nativeActMarkers: ReadonlySet<Token>;
}

let folded: RelativeTables | null = null;
function relativeTables(): RelativeTables {
  folded ??= foldTables();
  return folded;
}

function foldTables(): RelativeTables {
  const relativeWords = RELATIVE_TABLE.flatMap(([who, house, list]) =>
    list.split('|').map((p): RelativeWord => ({ who, house, phrase: tokenize(p) })),
  ).sort((a, b) => b.phrase.length - a.phrase.length);
  const byFirst = new Map<Token, RelativeWord[]>();
  for (const w of relativeWords) {
    const first = w.phrase[0];
    if (first !== undefined) byFirst.set(first, [...(byFirst.get(first) ?? []), w]);
  }
  return {
    byFirst,
    possessiveBefore: new Set(
      [
        'my',
        'our',
        'mine',
        'mere',
        'meri',
        'mera',
        'hamare',
        'hamari',
        'hamara',
        'humare',
        'humari',
        'मेरे',
        'मेरी',
        'मेरा',
        'हमारे',
        'हमारी',
        'हमारा',
      ].flatMap((w) => tokenize(w)),
    ),
    possessiveAfter: new Set(["'s", ...tokenize('ki ka ke kii की का के')]),
    firstPerson: new Set(tokenize('i we main mai mujhe hum humein hame hamein मैं मुझे हम हमें')),
    objectMarkers: new Set(
      tokenize('with to from marry marrying divorce leave meet help se ko sath saath से को साथ'),
    ),
    nativeActMarkers: new Set(tokenize('for of in liye')),
  };
}

export interface RelativeMention {
  who: string;
  house: number;
  /** Token index where the mention starts and ends (exclusive). */
  start: number;
  end: number;
}

function relativeAt(
  byFirst: RelativeTables['byFirst'],
  tokens: readonly Token[],
  i: number,
): RelativeWord | null {
  for (const w of byFirst.get(tokens[i] as Token) ?? []) {
    const n = w.phrase.length;
    if (i + n > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < n; k++)
      if (tokens[i + k] !== w.phrase[k]) {
        ok = false;
        break;
      }
    if (ok) return w;
  }
  return null;
}

/**
 * The relative the ask is about, or null when the native asks about themself. Grammar: a relative is
 * the subject when it is possessed by the native ("my son", "mere bete", optionally with a modifier)
 * and either marked possessive itself ("my son's job", "bete ki naukri") or not preceded by a
 * first-person subject or an object marker ("Will my son get a job?" yes; "Will I marry my
 * girlfriend?", "Will I get help from my brother?" no).
 */
export function findRelative(tokens: readonly Token[]): RelativeMention | null {
  const t = relativeTables();
  for (let i = 0; i < tokens.length; i++) {
    const prev = tokens[i - 1];
    const possessed = prev !== undefined && t.possessiveBefore.has(prev);
    const w = relativeAt(t.byFirst, tokens, i);
    if (w === null) continue;
    const end = i + w.phrase.length;
    const after = tokens[end];
    const markedPossessive = after !== undefined && t.possessiveAfter.has(after);
    if (!possessed && !markedPossessive) continue;
    const before = tokens.slice(0, possessed ? i - 1 : i);
    const objectMarked =
      before.length > 0 && t.objectMarkers.has(before[before.length - 1] as Token);
    const nativeSubject = before.some((w) => t.firstPerson.has(w));
    // "Will I give daan for my father's memory?": after the native's own verb, "for/of my X's" is
    // the native's act; "Is there a job for my son?" (no first person) is the son's.
    const nativeAct =
      nativeSubject &&
      before.length > 0 &&
      t.nativeActMarkers.has(before[before.length - 1] as Token);
    if (markedPossessive && !objectMarked && !nativeAct)
      return { who: w.who, house: w.house, start: i, end };
    if (!nativeSubject && !objectMarked) return { who: w.who, house: w.house, start: i, end };
  }
  return null;
}

/** House h counted from house `from` as the 1st (bhava-to-bhava): rotate(10, 7) = 4. */
export function rotateHouse(h: number, from: number): number {
  return ((h - 1 + from - 1) % 12) + 1;
}

/**
 * Events that are not rotated for a relative, with the reason:
 * - `mother`, `father`, `siblings`, `missing_person` are already read from the native's chart (the
 *   catalog's houses are the relative's, kp-doctrine §5.2 "derived by rotation"; the 11th is the
 *   return of the missing person to the querent);
 * - the spouse's share in marriage, divorce, love and children is the native's own event;
 * - a parent's property is the native's inheritance (8th).
 */
export function keepsNativeFrame(eventId: string, who: string): boolean {
  if (['mother', 'father', 'siblings', 'missing_person'].includes(eventId)) return true;
  if (who === 'spouse' && ['marriage', 'divorce', 'love_affair', 'children'].includes(eventId))
    return true;
  if ((who === 'father' || who === 'mother') && eventId === 'inheritance') return true;
  return false;
}
