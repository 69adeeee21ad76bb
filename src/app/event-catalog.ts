/** Use case: GET /api/v1/event-catalog (an addition to the contract, decisions.md "Event catalog"). */
import { FINANCIAL_EVENTS } from '../engine/financial/events.js';
import { EVENT_CATALOG, type KpEvent } from '../engine/kp/events.js';

export function eventCatalog() {
  return {
    // Personal events, then the financial ones (decisions.md: ids unique within a domain).
    events: [
      ...EVENT_CATALOG.map((e) => record(e, 'personal')),
      ...FINANCIAL_EVENTS.map((e) => record(e, 'financial')),
    ],
  };
}

function record(e: KpEvent, domain: 'personal' | 'financial') {
  return {
    id: e.id,
    title: e.title,
    primary_cusp: e.primaryCusp,
    required_houses: [...e.required],
    negating_houses: [...e.negating],
    polarity: e.polarity,
    natal: e.natal,
    source: e.source,
    depends_on: e.dependsOn ? { event: e.dependsOn.event, reason: e.dependsOn.reason } : null,
    domain,
  };
}
