/**
 * The birth chart's `include` blocks (issue 22 §3), after the convention of Stripe's `expand`: the
 * default body is the contract's fields plus light additions, and each heavy block is sent only when
 * the request names it. The contract's own fields (chart_layout among them) are never optional. One place for the names, what each adds and its size; the route's schema, the
 * OpenAPI document and docs/api.md read them from here.
 *
 * Sizes are those of the 1990-07-04 10:12 New Delhi chart of test/golden (delhi-1990), identity
 * encoding; `test/http/include-compression.test.ts` checks each against the served body. The default
 * body's own size over a sample of births: test/http/body-size-sample.test.ts.
 */
export const INCLUDE_BLOCKS = [
  'antardashas',
  'chart_layout',
  'pratyantardashas',
  'predictions.chain',
  'predictions.levels',
  'predictions.timing',
  'vedic_bhava.detail',
] as const;
export type IncludeBlock = (typeof INCLUDE_BLOCKS)[number];
export type Included = Readonly<Record<IncludeBlock, boolean>>;

/** What each block adds, and about how many bytes (test/golden delhi-1990). */
export const INCLUDE_DOCS: Readonly<Record<IncludeBlock, { adds: string; bytes: number }>> = {
  antardashas: {
    adds: "`dasha`: the antardashas of every mahadasha (`antardashas_scope` every_mahadasha); without it only the running mahadasha carries its `antardashas` and the scope is running_mahadasha (each prediction's `timing` dates its own next periods)",
    bytes: 4_200,
  },
  chart_layout: {
    adds: 'nothing: `chart_layout` (about 9.5 KB of compact drawing geometry) is a field of the contract’s birth chart, so it is always sent; the name is accepted for clients that ask for it',
    bytes: 0,
  },
  pratyantardashas: {
    adds: "`dasha`: the pratyantardashas of the running mahadasha's antardashas (`pratyantardashas_scope` running_mahadasha; with `antardashas` too, the other antardashas carry empty arrays; without it no antardasha carries the key and the scope is none)",
    bytes: 4_800,
  },
  'predictions.chain': {
    adds: 'each prediction: `chain` (the CSL, its star lord and its sub lord with levels A-D), `houses_via_star_lord`, `houses_own`, `houses_via_sub_lord` and `node_agency`',
    bytes: 8_100,
  },
  'predictions.levels': {
    adds: 'each prediction: the houses the judgment weighed (`houses_signified`, `required_houses`, `negating_houses`, `negation_rule`, `required_signified`, `negating_signified`), their levels and principals (`required_level`, `negating_level`, `required_principal`, `negating_principal`), `csl_leaning`, `sub_lord_leaning`, `promise_rule`, `supporting_cusp` and `support_agrees`',
    bytes: 7_100,
  },
  'predictions.timing': {
    adds: "each prediction's `timing.as_of` (the date of judgment; the default body states it once, as `dasha.as_of`) and `timing.running`: the running mahadasha, bhukti and antara with their dates and the required and negating houses each lord signifies",
    bytes: 8_700,
  },
  'vedic_bhava.detail': {
    adds: "each `vedic_bhava` reading's `functional_role` (the functional nature behind `lordship`); the contract's Reading fields (`karakatva`, `lords`, `lordship`, `node_agency`, `dasha`) are always sent",
    bytes: 250,
  },
};

/** Which blocks to build: exactly those `include` lists (none without it). */
export function includedBlocks(include: readonly string[] | undefined): Included {
  const has = (b: IncludeBlock) => include?.includes(b) === true;
  return {
    // A contract field: never optional (issue 22 §3), whatever `include` says.
    chart_layout: true,
    antardashas: has('antardashas'),
    pratyantardashas: has('pratyantardashas'),
    'predictions.chain': has('predictions.chain'),
    'predictions.levels': has('predictions.levels'),
    'predictions.timing': has('predictions.timing'),
    'vedic_bhava.detail': has('vedic_bhava.detail'),
  };
}

/** Every block: the complete body (the financial judgment, `birthChart` for in-process callers). */
export const EVERY_BLOCK: Included = includedBlocks(INCLUDE_BLOCKS);
