/**
 * TSP ("Theory of Short Prediction") read of a number 1-2193 (kp-doctrine.md §2.3; decisions.md KP
 * "TSP"). The number names a row of the sub-sub table; its sign, star, sub and sub-sub lords are set
 * against the ruling planets at the judgment moment and place, and nothing else: no chart wheel, no
 * question text.
 *
 * Rule (derived: the Gulbarga shortcut of §2.3 applied one level deeper, as §2.3 suggests):
 *   Rule 1 — the number's sub-sub lord is the ascendant's star lord or the Moon's star lord at
 *            judgment (the two strongest star-level ruling planets).
 *   Rule 2 — all four of the number's lords (sign, star, sub, sub-sub) are ruling planets (the five,
 *            or Rahu/Ketu acting as their agents).
 * Verdict: both rules → STRONGLY_PROMISED (STRONG); rule 1 or rule 2 alone → PROMISED (MODERATE);
 * neither, but three of the four lords are ruling planets → WEAK_PROMISE (WEAK); otherwise DENIED,
 * STRONG when at most one lord is a ruling planet, MODERATE when two are.
 *
 * A worked example with its ruling planets is in docs/questions.md ("How TSP is read").
 */
import { flat } from '../flat-text.js';
import type { Confidence, Verdict } from '../kp/promise.js';
import type { RulingPlanets } from '../kp/ruling-planets.js';
import type { Graha } from '../types.js';
import { type KpRow, tspRow } from '../zodiac/kp-subs.js';

export interface TspLord {
  level: 'sign' | 'star' | 'sub' | 'sub_sub';
  planet: Graha;
  ruling: boolean;
}

export interface TspJudgment {
  row: KpRow;
  lords: TspLord[];
  rulingPlanets: Graha[];
  /** Rule 1: the sub-sub lord is the ascendant's or the Moon's star lord. */
  rule1: boolean;
  /** Rule 2: every lord is a ruling planet. */
  rule2: boolean;
  rulingCount: number;
  verdict: Verdict;
  confidence: Confidence;
  reasoning: string;
}

export function judgeTsp(n: number, rp: RulingPlanets): TspJudgment {
  const row = tspRow(n);
  const rulingPlanets = [...rp.ranked, ...rp.nodeAgents];
  const subSub = row.subSubLord as Graha;
  const levels: Array<[TspLord['level'], Graha]> = [
    ['sign', row.signLord],
    ['star', row.starLord],
    ['sub', row.subLord],
    ['sub_sub', subSub],
  ];
  const lords = levels.map(([level, planet]) => ({
    level,
    planet,
    ruling: rulingPlanets.includes(planet),
  }));
  const rulingCount = lords.filter((l) => l.ruling).length;
  const rule1 = subSub === rp.ascendantStarLord || subSub === rp.moonStarLord;
  const rule2 = rulingCount === 4;

  let verdict: Verdict;
  let confidence: Confidence;
  if (rule1 && rule2) {
    verdict = 'STRONGLY_PROMISED';
    confidence = 'STRONG';
  } else if (rule1 || rule2) {
    verdict = 'PROMISED';
    confidence = 'MODERATE';
  } else if (rulingCount === 3) {
    verdict = 'WEAK_PROMISE';
    confidence = 'WEAK';
  } else {
    verdict = 'DENIED';
    confidence = rulingCount <= 1 ? 'STRONG' : 'MODERATE';
  }

  const chain = `${row.signLord}/${row.starLord}/${row.subLord}/${subSub}`;
  const which = lords.filter((l) => l.ruling).map((l) => l.planet);
  const rule1Text = rule1
    ? `its sub-sub lord ${subSub} is the ${subSub === rp.ascendantStarLord ? 'ascendant' : 'Moon'}'s star lord (rule 1 holds)`
    : `its sub-sub lord ${subSub} is neither the ascendant's star lord ${rp.ascendantStarLord} nor the Moon's star lord ${rp.moonStarLord} (rule 1 fails)`;
  const rule2Text = rule2
    ? 'all four lords are ruling planets (rule 2 holds)'
    : `${rulingCount} of its four lords ${rulingCount === 0 ? '' : `(${[...new Set(which)].join(', ')}) `}${rulingCount === 1 ? 'is a ruling planet' : 'are ruling planets'} (rule 2 needs all four)`;
  const reasoning = flat`Number ${n} is ${row.sign} ${fmt(row.startInSign)} in ${row.nakshatra} with lords ${chain} (sign/star/sub/sub-sub); the ruling planets at judgment are ${rulingPlanets.join(', ')}; ${rule1Text} and ${rule2Text}, so the answer is ${verdict} (${confidence}).`;
  return { row, lords, rulingPlanets, rule1, rule2, rulingCount, verdict, confidence, reasoning };
}

/** Degrees within the sign as D°MM′SS.ss″ (row starts are multiples of 1/3″). */
function fmt(deg: number): string {
  const totalThirds = Math.round(deg * 10800);
  const d = Math.floor(totalThirds / 10800);
  const m = Math.floor((totalThirds % 10800) / 180);
  const thirds = totalThirds % 180;
  const s = thirds / 3;
  const sText = Number.isInteger(s) ? String(s).padStart(2, '0') : s.toFixed(2).padStart(5, '0');
  return `${d}°${String(m).padStart(2, '0')}′${sText}″`;
}
