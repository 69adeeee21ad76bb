/**
 * The playground page: a birth-data form and, after a valid submission, the chart drawn inline, the
 * current dasha and the 18 predictions. A pure function of its view data, like the other pages; the
 * route computes everything and hands over plain values (and the chart as SVG markup).
 */

import type { CuspRecord, PositionRecord } from '../app/present/chart.js';
import { AYANAMSAS } from '../engine/types.js';
import { html, type SafeHtml } from './html.js';
import {
  cuspsTable,
  type HouseSignificatorRow,
  planetsTable,
  significatorsTable,
} from './kp-tables.js';
import { type LayoutContext, layout } from './layout.js';
import {
  allowanceNote,
  fieldSentence,
  type PlaygroundAllowance,
  type PlaygroundFieldError,
  type PlaygroundRefusal,
  playgroundTabs,
  refusalBlock,
  verdictText,
} from './playground-form.js';

export type { PlaygroundFieldError } from './playground-form.js';

/** The form fields, as the browser sent them (re-shown after a refusal). */
export interface PlaygroundForm {
  birth_date: string;
  birth_time: string;
  latitude: string;
  longitude: string;
  place: string;
  name: string;
  timezone: string;
  ayanamsa: string;
  style: string;
}

/** The empty form of a first visit. */
export const EMPTY_PLAYGROUND_FORM: Readonly<PlaygroundForm> = Object.freeze({
  birth_date: '',
  birth_time: '',
  latitude: '',
  longitude: '',
  place: '',
  name: '',
  timezone: '',
  ayanamsa: 'kp',
  style: 'south',
});

/** One prediction row. */
export interface PlaygroundPrediction {
  event: string;
  title: string;
  verdict: string;
  confidence: string;
  polarity: 'wanted' | 'unwanted';
  favourable: boolean;
  caveat: string | null;
  reasoning: string;
}

/** What a successful submission shows. */
export interface PlaygroundResult {
  /** The chart picture: SVG markup from the engine's renderer, which escapes its own text. */
  chartSvg: SafeHtml;
  styleName: string;
  timezone: string;
  utcOffsetHours: number;
  localTimeStatus: string;
  ayanamsaName: string;
  ayanamsaDegrees: number;
  dasha: {
    asOf: string;
    mahadasha: string | null;
    antardasha: string | null;
    pratyantardasha: string | null;
    balanceLord: string;
    balance: { years: number; months: number; days: number };
  };
  predictions: PlaygroundPrediction[];
  /** The response's positions, cusps and house_significators_abcd, shown as the KP tables. */
  positions: Readonly<Record<string, PositionRecord>>;
  cusps: readonly CuspRecord[];
  houseSignificators: readonly HouseSignificatorRow[];
  /** The same request as a JSON body for POST /api/v1/birth-chart. */
  requestJson: string;
}

export interface PlaygroundView {
  csrf: string;
  form: PlaygroundForm;
  errors: PlaygroundFieldError[];
  result: PlaygroundResult | null;
  /**
   * Why the playground refuses (no active developer access: the API's 402 sentence, form hidden; the
   * account's daily playground limit: form kept), or null.
   */
  refusal?: PlaygroundRefusal | null;
  /** The account's playground allowance (shared by the three tabs). */
  allowance: PlaygroundAllowance;
}

const AYANAMSA_LABELS: Readonly<Record<string, string>> = {
  kp: 'KP (Krishnamurti), default',
  kp_new: 'KP new (Balachandran NKPA)',
  kp_vp291: 'KP VP291',
  lahiri: 'Lahiri (Chitrapaksha)',
};

const STYLE_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['south', 'South Indian'],
  ['north', 'North Indian'],
  ['wheel', 'KP wheel'],
];

const FIELD_LABELS: Readonly<Record<string, string>> = {
  birth_date: 'Birth date',
  birth_time: 'Birth time',
  latitude: 'Latitude',
  longitude: 'Longitude',
  place: 'Place',
  name: 'Name',
  timezone: 'Time zone',
  ayanamsa: 'Ayanamsa',
  style: 'Chart style',
};

const sentence = (error: PlaygroundFieldError): string => fieldSentence(FIELD_LABELS, error);

function errorsFor(errors: readonly PlaygroundFieldError[], field: string): string[] {
  return errors.filter((e) => e.field === field).map(sentence);
}

interface FieldSpec {
  name: keyof PlaygroundForm;
  type: 'text' | 'date' | 'time' | 'number';
  hint: string | null;
  attrs: SafeHtml | null;
}

function inputField(
  spec: FieldSpec,
  form: PlaygroundForm,
  errors: readonly PlaygroundFieldError[],
): SafeHtml {
  const messages = errorsFor(errors, spec.name);
  const invalid = messages.length > 0;
  const errorId = `${spec.name}-error`;
  return html`<div class="field${invalid ? ' invalid' : ''}">
  <label for="${spec.name}">${FIELD_LABELS[spec.name] ?? spec.name}${spec.hint === null ? null : html` <span class="hint">${spec.hint}</span>`}</label>
  <input id="${spec.name}" name="${spec.name}" type="${spec.type}" value="${form[spec.name]}" ${spec.attrs}${invalid ? html` aria-invalid="true" aria-describedby="${errorId}"` : null}>
  ${invalid ? html`<p class="field-error" id="${errorId}">${messages.join(' ')}</p>` : null}
</div>`;
}

function selectField(
  name: 'ayanamsa' | 'style',
  options: ReadonlyArray<readonly [string, string]>,
  form: PlaygroundForm,
  errors: readonly PlaygroundFieldError[],
): SafeHtml {
  const messages = errorsFor(errors, name);
  const invalid = messages.length > 0;
  const errorId = `${name}-error`;
  return html`<div class="field${invalid ? ' invalid' : ''}">
  <label for="${name}">${FIELD_LABELS[name] ?? name}</label>
  <select id="${name}" name="${name}"${invalid ? html` aria-invalid="true" aria-describedby="${errorId}"` : null}>
    ${options.map(
      ([value, text]) =>
        html`<option value="${value}"${form[name] === value ? html` selected` : null}>${text}</option>`,
    )}
  </select>
  ${invalid ? html`<p class="field-error" id="${errorId}">${messages.join(' ')}</p>` : null}
</div>`;
}

function playgroundForm(view: PlaygroundView): SafeHtml {
  const { form, errors } = view;
  const known = new Set(Object.keys(FIELD_LABELS));
  const general = errors.filter((e) => !known.has(e.field)).map(sentence);
  const summary =
    errors.length > 0
      ? html`<div class="error" role="alert"><p>The chart could not be cast. Check the fields marked below.</p>${
          general.length > 0 ? html`<ul>${general.map((g) => html`<li>${g}</li>`)}</ul>` : null
        }</div>`
      : null;
  const field = (spec: FieldSpec) => inputField(spec, form, errors);
  return html`${summary}
<form method="post" action="/portal/playground#result" class="playground-form" novalidate>
  <input type="hidden" name="_csrf" value="${view.csrf}">
  <fieldset>
    <legend>Birth</legend>
    <div class="fields">
      ${field({ name: 'birth_date', type: 'date', hint: null, attrs: html`min="1800-01-01" max="2399-12-31" required` })}
      ${field({ name: 'birth_time', type: 'time', hint: 'local to the place', attrs: html`required` })}
      ${field({ name: 'latitude', type: 'text', hint: 'decimal °, north +', attrs: html`inputmode="decimal" placeholder="28.6139" required` })}
      ${field({ name: 'longitude', type: 'text', hint: 'decimal °, east +', attrs: html`inputmode="decimal" placeholder="77.209" required` })}
      ${field({ name: 'name', type: 'text', hint: 'optional', attrs: html`maxlength="200" autocomplete="off"` })}
      ${field({ name: 'place', type: 'text', hint: 'optional: pick a town to fill in its coordinates', attrs: html`maxlength="200" autocomplete="off" placeholder="New Delhi" list="place-options" data-places="/portal/playground/places"` })}
    </div>
    <datalist id="place-options"></datalist>
  </fieldset>
  <fieldset>
    <legend>Options</legend>
    <div class="fields">
      ${field({ name: 'timezone', type: 'text', hint: 'optional IANA id', attrs: html`maxlength="64" autocomplete="off" placeholder="from the coordinates"` })}
      ${selectField(
        'ayanamsa',
        AYANAMSAS.map((a) => [a, AYANAMSA_LABELS[a] ?? a] as const),
        form,
        errors,
      )}
      ${selectField('style', STYLE_LABELS, form, errors)}
    </div>
  </fieldset>
  <div class="actions"><button type="submit">Cast the chart</button></div>
</form>`;
}

function offsetText(hours: number): string {
  const sign = hours < 0 ? '−' : '+';
  const total = Math.round(Math.abs(hours) * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `UTC${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const LOCAL_TIME_NOTES: Readonly<Record<string, string>> = {
  ambiguous: 'the clock showed this time twice; read as the earlier instant',
  nonexistent: 'the clocks skipped this time; read with the offset in force before the change',
};

function predictionRow(p: PlaygroundPrediction): SafeHtml {
  return html`<tr data-event="${p.event}">
  <td class="domain" data-label="Domain">${p.title}${p.polarity === 'unwanted' ? html` <span class="tag" title="For an unwanted topic, DENIED is the favourable outcome">unwanted topic</span>` : null}</td>
  <td data-label="Verdict"><span class="verdict" title="${p.verdict}">${verdictText(p.verdict)}</span></td>
  <td class="confidence" data-label="Confidence">${p.confidence.charAt(0) + p.confidence.slice(1).toLowerCase()}</td>
  <td class="${p.favourable ? 'favourable' : 'unfavourable'}" data-label="Favourable">${p.favourable ? 'Yes' : 'No'}</td>
  <td class="notes" data-label="Notes">${p.caveat === null ? null : html`<p class="caveat">${p.caveat}</p>`}<details><summary>Reasoning</summary><p>${p.reasoning}</p></details></td>
</tr>`;
}

function resultBlock(r: PlaygroundResult): SafeHtml {
  const d = r.dasha;
  const running = [d.mahadasha, d.antardasha, d.pratyantardasha].filter(
    (lord): lord is string => lord !== null,
  );
  const note = LOCAL_TIME_NOTES[r.localTimeStatus];
  return html`<section id="result" aria-labelledby="result-heading">
<h2 id="result-heading">Chart</h2>
<div class="chart-row">
  <figure class="chart" aria-label="${r.styleName}">${r.chartSvg}</figure>
  <dl class="summary">
    <dt>Time zone</dt>
    <dd id="result-timezone">${r.timezone} (${offsetText(r.utcOffsetHours)})${note === undefined ? null : html`<br><span class="caveat">${note}</span>`}</dd>
    <dt>Ayanamsa</dt>
    <dd>${r.ayanamsaName}, ${r.ayanamsaDegrees.toFixed(4)}°</dd>
    <dt>Current dasha</dt>
    <dd id="current-dasha">${running.length > 0 ? running.join(' / ') : 'outside the 120-year cycle'}
      <br><span class="muted">on ${d.asOf} (mahadasha / antardasha / pratyantardasha)</span></dd>
    <dt>Balance at birth</dt>
    <dd>${d.balanceLord}: ${d.balance.years} y ${d.balance.months} m ${d.balance.days} d</dd>
  </dl>
</div>
<h2 id="kp-tables">Planets</h2>
${planetsTable('planets-table', r.positions)}
<h2>Cusps</h2>
${cuspsTable('cusps-table', r.cusps)}
<h2>Significators of the houses</h2>
${significatorsTable('significators-table', r.houseSignificators)}
<h2>Predictions</h2>
<p class="muted">The 18 natal domains in event-catalog order. "Favourable" reads the verdict against the
topic: for an unwanted topic, DENIED is the good outcome.</p>
<table class="predictions reflow">
  <thead><tr><th>Domain</th><th>Verdict</th><th>Confidence</th><th>Favourable</th><th>Notes</th></tr></thead>
  <tbody>${r.predictions.map(predictionRow)}</tbody>
</table>
<details class="api-request">
  <summary>The same request to the API</summary>
  <p class="muted">POST /api/v1/birth-chart with your app's X-App-Id and X-App-Secret headers and this body
  returns all of this and more (the cuspal promise table, the mahadashas, aspects, chart_layout);
  <code>include</code> asks for the heavy blocks (every mahadasha's antardashas, pratyantardashas and
  the predictions' chain, levels and timing detail):</p>
  <pre id="request-json">${r.requestJson}</pre>
</details>
</section>`;
}

/** GET and POST /portal/playground. */
export function playgroundPage(ctx: LayoutContext, view: PlaygroundView): string {
  return layout(
    ctx,
    'Playground',
    html`<h1>Playground</h1>
${playgroundTabs('chart')}
<p class="muted">Enter a birth and see what the API computes: the chart drawn, the planets' and cusps'
lords, the significators of the houses and the 18 predictions.
${allowanceNote(view.allowance)}</p>
${refusalBlock(view.refusal)}
${view.refusal && !view.refusal.showForm ? html`<p><a href="/portal/dashboard">Go to the dashboard</a></p>` : playgroundForm(view)}
${view.result === null ? null : resultBlock(view.result)}`,
  );
}
