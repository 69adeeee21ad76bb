/**
 * Where a response's method comes from (issue 21 §6, "say what is ours"): `KSK` when the rule is K. S.
 * Krishnamurti's own (cited by line in docs/kp-judgment.md), otherwise the project's own method, named
 * as such. One place for both strings: the responses, their OpenAPI descriptions and the docs use them.
 */
export const BASIS_KSK = 'KSK';
export const BASIS_OURS = 'sublord method, not from KSK';
export type Basis = typeof BASIS_KSK | typeof BASIS_OURS;
