/**
 * The KP tables an astrologer checks first (issue 23 §3), drawn from the API's own response records:
 * planets and cusps with sign, star, sub and sub-sub lords, significators A-D per house, and the
 * ruling planets. Shared by the chart tab (POST /api/v1/birth-chart's body) and the horary judgment
 * (POST /api/v1/horary's body). On a narrow screen (portal.css, table.kp.reflow) each row becomes a
 * card: the planet, cusp or house as its heading, then every cell labelled by its column in two
 * columns, so the sub lord, sub-sub lord and the C/D significators stay on the screen (issue 36 §6)
 * instead of in a sideways scroll box.
 */
import type { CuspRecord, PositionRecord } from '../app/present/chart.js';
import { html, type SafeHtml } from './html.js';

/** A row of house_significators_abcd. */
export interface HouseSignificatorRow {
  house: number;
  owner: string;
  occupants: readonly string[];
  a: readonly string[];
  b: readonly string[];
  c: readonly string[];
  d: readonly string[];
}

/** The fields of the ruling_planets record this table shows. */
export interface RulingPlanetsRow {
  ascendant_sign_lord: string;
  ascendant_star_lord: string;
  ascendant_sub_lord: string;
  moon_sign_lord: string;
  moon_star_lord: string;
  moon_sub_lord: string;
  day_lord: string;
  weekday: string;
  ranked: readonly string[];
  node_agents: readonly string[];
}

const list = (planets: readonly string[]) => (planets.length === 0 ? '–' : planets.join(' '));

/** Degrees and minutes within the sign, from an ecliptic longitude: `17°42′`. */
function inSign(longitude: number): string {
  const minutes = Math.floor((((longitude % 30) + 30) % 30) * 60 + 1e-9);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}

/** Planets in GRAHAS order (the response's positions object). */
export function planetsTable(id: string, positions: Readonly<Record<string, PositionRecord>>) {
  const rows = Object.values(positions).map(
    (p) => html`<tr data-planet="${p.name}">
  <td class="card-head">${p.name}${p.retrograde ? html` <span class="muted" title="Retrograde">(R)</span>` : null}</td>
  <td data-label="Sign">${p.sign} ${inSign(p.longitude)}</td>
  <td data-label="Star (pada)">${p.nakshatra} ${p.pada}</td>
  <td data-label="Sign lord">${p.sign_lord}</td><td data-label="Star lord">${p.star_lord}</td><td data-label="Sub lord">${p.sub_lord}</td><td data-label="Sub-sub lord">${p.sub_sub_lord}</td>
  <td class="num" data-label="House">${p.house}</td>
</tr>`,
  );
  return html`<table class="kp reflow" id="${id}">
  <thead><tr><th>Planet</th><th>Sign</th><th>Star (pada)</th><th>Sign lord</th><th>Star lord</th><th>Sub lord</th><th>Sub-sub lord</th><th>House</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`;
}

/** The twelve Placidus cusps. */
export function cuspsTable(id: string, cusps: readonly CuspRecord[]): SafeHtml {
  const rows = cusps.map(
    (c) => html`<tr data-house="${c.house}">
  <td class="num card-head"><span class="card-only">Cusp </span>${c.house}</td><td data-label="Sign">${c.sign} ${inSign(c.longitude)}</td>
  <td data-label="Sign lord">${c.sign_lord}</td><td data-label="Star lord">${c.star_lord}</td><td data-label="Sub lord">${c.sub_lord}</td><td data-label="Sub-sub lord">${c.sub_sub_lord}</td>
</tr>`,
  );
  return html`<table class="kp reflow" id="${id}">
  <thead><tr><th>Cusp</th><th>Sign</th><th>Sign lord</th><th>Star lord</th><th>Sub lord</th><th>Sub-sub lord</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`;
}

/** Significators per house at the four KP levels (A strongest). */
export function significatorsTable(id: string, houses: readonly HouseSignificatorRow[]): SafeHtml {
  const rows = houses.map(
    (h) => html`<tr data-house="${h.house}">
  <td class="num card-head"><span class="card-only">House </span>${h.house}</td><td data-label="A">${list(h.a)}</td><td data-label="B">${list(h.b)}</td><td data-label="C">${list(h.c)}</td><td data-label="D">${list(h.d)}</td>
</tr>`,
  );
  return html`<table class="kp reflow" id="${id}">
  <thead><tr><th>House</th><th title="Planets in the star of the occupants">A</th><th title="Occupants">B</th><th title="Planets in the star of the owner">C</th><th title="Owner">D</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
<p class="muted">A: in the star of an occupant; B: occupant; C: in the star of the owner; D: owner.</p>`;
}

/** The ruling planets of a moment, each with its role, and the ranked list the judgment uses. */
export function rulingPlanetsTable(id: string, rp: RulingPlanetsRow): SafeHtml {
  const roles: ReadonlyArray<readonly [string, string]> = [
    ['Ascendant sign lord', rp.ascendant_sign_lord],
    ['Ascendant star lord', rp.ascendant_star_lord],
    ['Ascendant sub lord', rp.ascendant_sub_lord],
    ['Moon sign lord', rp.moon_sign_lord],
    ['Moon star lord', rp.moon_star_lord],
    ['Moon sub lord', rp.moon_sub_lord],
    [`Day lord (${rp.weekday})`, rp.day_lord],
  ];
  return html`<table class="kp" id="${id}">
  <thead><tr><th>Role</th><th>Planet</th></tr></thead>
  <tbody>${roles.map(([role, planet]) => html`<tr><td>${role}</td><td>${planet}</td></tr>`)}
  <tr class="ranked"><td>Ranked</td><td>${list(rp.ranked)}${rp.node_agents.length > 0 ? html` <span class="muted">+ node agents ${list(rp.node_agents)}</span>` : null}</td></tr></tbody>
</table>`;
}
