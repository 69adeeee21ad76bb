/** Use case: GET /api/v1/event-catalog (an addition to the contract, decisions.md "Event catalog"). */
import { FINANCIAL_EVENTS } from '../engine/financial/events.js';
import { EVENT_CATALOG, type KpEvent } from '../engine/kp/events.js';
import { eventTitle } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';

/** The catalog; `lang` writes the titles of the 18 natal events in that language (docs/languages.md). */
export function eventCatalog(lang: Lang = 'en') {
  return {
    // Personal events, then the financial ones (decisions.md: ids unique within a domain).
    events: [
      ...EVENT_CATALOG.map((e) => record(e, 'personal', lang)),
      ...FINANCIAL_EVENTS.map((e) => record(e, 'financial', lang)),
    ],
  };
}

function record(e: KpEvent, domain: 'personal' | 'financial', lang: Lang) {
  return {
    id: e.id,
    // A financial event keeps its English title (the tables hold the natal and muhurta events).
    title: domain === 'personal' ? eventTitle(lang, e.id, e.title) : e.title,
    primary_cusp: e.primaryCusp,
    required_houses: [...e.required],
    negating_houses: [...e.negating],
    polarity: e.polarity,
    natal: e.natal,
    source: e.source,
    basis: e.rule.basis,
    rule: {
      source: e.rule.source,
      text: e.rule.text,
      connected_with: e.rule.connectedWith === undefined ? null : [...e.rule.connectedWith],
    },
    depends_on: e.dependsOn ? { event_id: e.dependsOn.event, reason: e.dependsOn.reason } : null,
    domain,
  };
}
