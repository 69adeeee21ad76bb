/**
 * Agreement of the engine with every published KP judgment (issue 21 §7): test/oracle/kp-examples.data.ts
 * and test/oracle/kp-published/, including the post-hoc cases, which no test runs. Prints the counts for
 * all cases and for the post-hoc ones alone, and each disagreement with what the engine said.
 *
 * Issue 35 §6: published examples are mostly affirmative, so agreement on them can be matched by answering
 * "promised" every time. The verdict cases (a promise, a horary yes/no) are counted apart, beside that
 * baseline: how many the engine gets, how many "always promised" gets, and how the denials fare.
 *
 *   node --import ./scripts/ts-sources.mjs scripts/kp-published-agreement.ts               # everything (the coordinator's first run)
 *   node --import ./scripts/ts-sources.mjs scripts/kp-published-agreement.ts --no-post-hoc  # leave the post-hoc cases unrun
 */
import { KP_EXAMPLES } from '../test/oracle/kp-examples.data.js';
import { PUBLISHED } from '../test/oracle/kp-published/index.js';
import { comparable, ours, theirs } from '../test/oracle/kp-published/judge.js';

const skipPostHoc = process.argv.includes('--no-post-hoc');
const cases = [
  ...KP_EXAMPLES.map((c) => ({ ...c, post_hoc: false })),
  ...PUBLISHED.map((c) => ({ ...c, post_hoc: c.post_hoc === true })),
].filter((c) => !(skipPostHoc && c.post_hoc));

/** A verdict case's published answer: true for "denied / no". Null for a case that is not a verdict. */
function publishedDenial(c: (typeof cases)[number]): boolean | null {
  const k = c.check;
  if (k.kind === 'promise') return k.denied;
  if (k.kind === 'horary_verdict' || k.kind === 'horary_question') return k.answer === 'no';
  return null;
}

let agree = 0;
let postHoc = 0;
let postHocAgree = 0;
const verdicts = { n: 0, agree: 0, baseline: 0, denials: 0, denialsAgree: 0 };
for (const c of cases) {
  const our = ours(c);
  const same = JSON.stringify(comparable(c, our)) === JSON.stringify(theirs(c));
  if (same) agree++;
  if (c.post_hoc) {
    postHoc++;
    if (same) postHocAgree++;
  }
  const denial = publishedDenial(c);
  if (denial !== null) {
    verdicts.n++;
    if (same) verdicts.agree++;
    if (!denial) verdicts.baseline++;
    if (denial) {
      verdicts.denials++;
      if (same) verdicts.denialsAgree++;
    }
  }
  if (!same) {
    console.log(
      `${c.post_hoc ? '[post-hoc] ' : ''}${c.id}: published ${JSON.stringify(theirs(c))}, engine ${JSON.stringify(our)}${c.disagreement ? ' (explained)' : ''}`,
    );
  }
}
const pct = (a: number, n: number) => (n === 0 ? '-' : `${((100 * a) / n).toFixed(1)} %`);
console.log(`all: ${agree} of ${cases.length} agree (${pct(agree, cases.length)})`);
console.log(
  skipPostHoc
    ? 'post-hoc: not run (--no-post-hoc)'
    : `post-hoc alone: ${postHocAgree} of ${postHoc} agree (${pct(postHocAgree, postHoc)})`,
);
console.log(
  `verdict cases: ${verdicts.agree} of ${verdicts.n} agree (${pct(verdicts.agree, verdicts.n)}); ` +
    `"always promised" would agree on ${verdicts.baseline} (${pct(verdicts.baseline, verdicts.n)}); ` +
    `published denials: ${verdicts.denials}, of which the engine agrees on ${verdicts.denialsAgree}`,
);
