/**
 * Financial event ids (decisions.md "Muhurta and financial", Financial events). The house groups are the
 * project's own method, not KSK's (issue 21 §6): the project reference (kp-doctrine §8) derived them
 * from KSK's money houses; it is not doctrine, and every financial response says so in `basis`. Defined with the catalog's own `defineEvent`
 * so the promise engine judges them exactly as it judges a person's events. They are published in
 * GET /api/v1/event-catalog with `domain: "financial"`; every id is unique in the catalog (the
 * financial dispute is `legal_dispute`, with its own houses 6, 11, where the natal `litigation`
 * requires 1, 2, 6, 11; the financial `business_partnership` beside the personal `partnership`:
 * issue 36 §4 renamed the two financial ids that repeated personal ones; requests may still send the
 * old ids, FINANCIAL_EVENT_ALIASES).
 *
 * Primary cusps (our reading of §8, where the doctrine names houses but no cusp): the house of the
 * matter itself: 10 for the entity's existence as a business (incorporation, listing), 2 for funds
 * raised, 6 for borrowing, 12 for repayment (KSK: 12 = repayment), 7 for the counterparty
 * (partnership, merger), 4 for an asset bought or sold (as `property`/`property_sale`), 5 for
 * speculation, 6 for a dispute, 12 for expansion abroad (as `foreign_travel`), 8 for loss.
 */
import { defineEvent, type KpEvent } from '../kp/events.js';

export type FinancialEvent = KpEvent & { readonly domain: 'financial' };

const SOURCE =
  'sublord method, not from KSK: the project’s own house groups for an entity (decisions.md Financial events), derived from KSK’s money houses 2, 6 and 11';

function financial(
  id: string,
  title: string,
  primaryCusp: number,
  required: number[],
  against?: number[],
  polarity: 'wanted' | 'unwanted' = 'wanted',
): FinancialEvent {
  const e = defineEvent({
    id,
    title,
    primaryCusp,
    required,
    ...(against
      ? {
          negation: {
            houses: against,
            source:
              'sublord method, not from KSK: the houses the project names against this category',
          },
        }
      : {}),
    polarity,
    source: SOURCE,
  });
  return Object.freeze({ ...e, domain: 'financial' as const });
}

/** The thirteen financial ids, in decisions.md's order. */
export const FINANCIAL_EVENTS: readonly FinancialEvent[] = Object.freeze([
  financial('incorporation', 'Incorporation of an entity', 10, [10, 11, 2]),
  financial('listing', 'Listing on an exchange', 10, [10, 11, 2]),
  financial('capital_raising', 'Raising capital', 2, [2, 6, 11]),
  financial('borrowing', 'Borrowing', 6, [6, 11, 2]),
  financial('repayment', 'Repayment of debt', 12, [8, 12, 4, 5]),
  financial('business_partnership', 'Partnership or contract', 7, [7, 3, 9, 11]),
  financial('merger', 'Merger or acquisition deal', 7, [7, 3, 9, 11]),
  financial('asset_purchase', 'Purchase of an asset', 4, [4, 11, 12]),
  financial('asset_sale', 'Sale of an asset', 4, [3, 5, 10]),
  financial('speculation', 'Speculation and trading', 5, [5, 6, 11], [8, 12]),
  financial('legal_dispute', 'Litigation or regulatory dispute', 6, [6, 11], [5, 8, 12]),
  financial('foreign_expansion', 'Expansion abroad', 12, [3, 9, 12]),
  financial('loss_risk', 'Loss or fraud risk', 8, [8, 12], undefined, 'unwanted'),
]);

export const FINANCIAL_EVENT_IDS: readonly string[] = FINANCIAL_EVENTS.map((e) => e.id);

/**
 * Old financial ids still accepted on requests (issue 36 §4: docs/api-style.md, CHANGELOG.md), until
 * release 0.3.0: old → current. Answers always carry the current id.
 */
export const FINANCIAL_EVENT_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  litigation: 'legal_dispute',
  partnership: 'business_partnership',
});

export function financialEventById(id: string): FinancialEvent | undefined {
  const current = FINANCIAL_EVENT_ALIASES[id] ?? id;
  return FINANCIAL_EVENTS.find((e) => e.id === current);
}
