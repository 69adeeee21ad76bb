/** Use case: GET /api/v1/event-catalog (an addition to the contract, decisions.md "Event catalog"). */
import { EVENT_CATALOG } from '../engine/kp/events.js';

export function eventCatalog() {
  return {
    events: EVENT_CATALOG.map((e) => ({
      id: e.id,
      title: e.title,
      primary_cusp: e.primaryCusp,
      required_houses: [...e.required],
      negating_houses: [...e.negating],
      polarity: e.polarity,
      natal: e.natal,
      source: e.source,
    })),
  };
}
