/**
 * Classical panchang rules for financial elections. vedic-techniques §9.2 has rows for personal events
 * only; each financial id borrows the nearest row (our mapping, documented in
 * docs/muhurta-and-financial.md): business for founding, listing, raising capital, deals and expansion;
 * loan for borrowing; loan with Tuesday preferred for repayment (§9.2 loan notes: "repay on Tuesday");
 * property for buying an asset. The rest (sale, speculation, litigation, loss risk) keep only the rules
 * common to every muhurta (Rikta tithis, Amavasya, Rahu kalam), with no nakshatra or weekday
 * preference, so those two factors give their points everywhere.
 */
import { MUHURTA_RULES, type MuhurtaRules } from '../muhurta/rules.js';
import { NAKSHATRAS } from '../zodiac/nakshatras.js';

const rule = (id: string) => MUHURTA_RULES[id] as MuhurtaRules;

const GENERIC: MuhurtaRules = {
  goodNakshatras: NAKSHATRAS,
  avoidNakshatras: [],
  allowedWeekdays: [0, 1, 2, 3, 4, 5, 6],
  goodWeekdays: [0, 1, 2, 3, 4, 5, 6],
  goodTithis: [2, 3, 5, 7, 10, 11, 13],
  excludeRikta: true,
  extraBadYogas: [],
};

export const FINANCIAL_MUHURTA_RULES: Readonly<Record<string, MuhurtaRules>> = {
  incorporation: rule('business'),
  listing: rule('business'),
  capital_raising: rule('business'),
  borrowing: rule('loan'),
  repayment: { ...rule('loan'), allowedWeekdays: [0, 1, 2, 3, 4, 5, 6], goodWeekdays: [2] },
  business_partnership: rule('business'),
  merger: rule('business'),
  asset_purchase: rule('property'),
  asset_sale: GENERIC,
  speculation: GENERIC,
  legal_dispute: GENERIC,
  foreign_expansion: rule('business'),
  loss_risk: GENERIC,
};
