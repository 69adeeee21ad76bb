/**
 * The playground's muhurta tab: a birth and an event of GET /api/v1/muhurta/events, and the answer of
 * POST /api/v1/muhurta drawn on a calendar strip (engine/render/muhurta-strip.ts, SVG, score as colour)
 * above the ranked windows with their reasons. A pure function of its view data.
 */
import type { muhurta } from '../app/muhurta.js';
import { html, type SafeHtml } from './html.js';
import { type LayoutContext, layout } from './layout.js';
import {
  allowanceNote,
  errorSummary,
  type PlaygroundAllowance,
  type PlaygroundFieldError,
  type PlaygroundRefusal,
  playgroundTabs,
  refusalBlock,
  textInput,
  verdictText,
} from './playground-form.js';

/** The answer as the API returns it. */
export type MuhurtaAnswer = ReturnType<typeof muhurta>;

/** The form, as typed. */
export interface MuhurtaForm {
  birth_date: string;
  birth_time: string;
  latitude: string;
  longitude: string;
  place: string;
  timezone: string;
  event_name: string;
  max_windows: string;
}

/** A first visit: marriage, and 20 windows (the most the API gives) to fill the calendar. */
export const EMPTY_MUHURTA_FORM: Readonly<MuhurtaForm> = Object.freeze({
  birth_date: '',
  birth_time: '',
  latitude: '',
  longitude: '',
  place: '',
  timezone: '',
  event_name: 'marriage',
  max_windows: '20',
});

export interface MuhurtaView {
  csrf: string;
  allowance: PlaygroundAllowance;
  refusal: PlaygroundRefusal | null;
  /** GET /api/v1/muhurta/events. */
  events: ReadonlyArray<{ id: string; label: string }>;
  form: MuhurtaForm;
  errors: PlaygroundFieldError[];
  result: { answer: MuhurtaAnswer; stripSvg: SafeHtml; requestJson: string } | null;
}

const LABELS: Readonly<Record<string, string>> = {
  birth_date: 'Birth date',
  birth_time: 'Birth time',
  latitude: 'Latitude',
  longitude: 'Longitude',
  place: 'Place',
  timezone: 'Time zone',
  event_name: 'Event',
  max_windows: 'Windows',
  from_date: 'From',
  to_date: 'To',
};

function form(view: MuhurtaView): SafeHtml {
  const f = view.form;
  const errors = view.errors;
  const field = (spec: Parameters<typeof textInput>[0]) =>
    textInput(spec, f[spec.name as keyof MuhurtaForm], LABELS, errors);
  const eventErrors = errors.filter((e) => e.field === 'event_name');
  return html`${errorSummary(
    'The windows could not be found. Check the fields marked below.',
    LABELS,
    errors,
    new Set(Object.keys(f).filter((k) => k !== 'event_name')),
  )}
<form method="post" action="/portal/playground/muhurta#muhurta-result" class="playground-form muhurta-form" novalidate>
  <input type="hidden" name="_csrf" value="${view.csrf}">
  <fieldset>
    <legend>Birth</legend>
    <div class="fields">
      ${field({ name: 'birth_date', type: 'date', hint: null, attrs: html`min="1800-01-01" max="2399-12-31" required` })}
      ${field({ name: 'birth_time', type: 'time', hint: 'local to the place', attrs: html`required` })}
      ${field({ name: 'latitude', type: 'text', hint: 'decimal °, north +', attrs: html`inputmode="decimal" placeholder="28.6139" required` })}
      ${field({ name: 'longitude', type: 'text', hint: 'decimal °, east +', attrs: html`inputmode="decimal" placeholder="77.209" required` })}
      ${field({ name: 'place', type: 'text', hint: 'optional, shown only', attrs: html`maxlength="200" autocomplete="off" placeholder="New Delhi"` })}
      ${field({ name: 'timezone', type: 'text', hint: 'optional IANA id', attrs: html`maxlength="64" autocomplete="off" placeholder="from the coordinates"` })}
    </div>
  </fieldset>
  <fieldset>
    <legend>Event</legend>
    <div class="fields">
      <div class="field${eventErrors.length > 0 ? ' invalid' : ''}">
        <label for="event_name">Event</label>
        <select id="event_name" name="event_name">
          ${view.events.map(
            (e) =>
              html`<option value="${e.id}"${f.event_name === e.id ? html` selected` : null}>${e.label}</option>`,
          )}
        </select>
      </div>
      ${field({ name: 'max_windows', type: 'text', hint: '1 to 20 (the API defaults to 8)', attrs: html`inputmode="numeric"` })}
    </div>
  </fieldset>
  <div class="actions"><button type="submit">Find windows</button></div>
</form>`;
}

const shortIso = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function windowRow(w: MuhurtaAnswer['windows'][number]): SafeHtml {
  return html`<tr data-rank="${w.rank}">
  <td>${w.rank}</td>
  <td class="num">${w.score}</td>
  <td class="when">${shortIso(w.best)}</td>
  <td class="when">${shortIso(w.start)}<br>${shortIso(w.end)}</td>
  <td>${w.panchang.vara}, ${w.panchang.tithi.paksha} ${w.panchang.tithi.name}<br><span class="muted">${w.moon.nakshatra} (${w.moon.star_lord} / ${w.moon.sub_lord})</span></td>
  <td>${w.dasha.mahadasha} / ${w.dasha.antardasha} / ${w.dasha.pratyantardasha}</td>
  <td>${w.lagna.sign}${w.lagna.elected ? html` <span class="tag" title="The rising sub lord signifies a required house">elected</span>` : null}</td>
  <td class="notes"><details><summary>Reasons</summary><ul>${w.reasons.map(
    (r) => html`<li>${r.points}/${r.max}: ${r.text}</li>`,
  )}</ul></details></td>
</tr>`;
}

function resultBlock(r: NonNullable<MuhurtaView['result']>): SafeHtml {
  const a = r.answer;
  return html`<section id="muhurta-result" aria-labelledby="muhurta-heading">
<h2 id="muhurta-heading">${a.label}: windows</h2>
<dl class="summary facts">
  <dt>Natal promise</dt>
  <dd id="muhurta-promise"><span class="verdict">${verdictText(a.promise.verdict)}</span> <span class="muted">(${a.promise.confidence.toLowerCase()})</span>
    <details><summary>Reasoning</summary><p>${a.promise.reasoning}</p></details></dd>
  <dt>Scanned</dt>
  <dd id="muhurta-scanned">${a.scanned.from} to ${a.scanned.to} <span class="muted">(no window starts before today, ${a.today})</span></dd>
</dl>
${a.notice === null ? null : html`<p class="notice" role="status" id="muhurta-notice">${a.notice}</p>`}
<figure class="strip" aria-label="Windows on a calendar, coloured by score">${r.stripSvg}</figure>
${
  a.windows.length === 0
    ? null
    : html`<table class="windows" id="muhurta-windows">
  <thead><tr><th>#</th><th>Score</th><th>Best moment</th><th>Window</th><th>Day and Moon</th><th>Dasha</th><th>Lagna</th><th>Why</th></tr></thead>
  <tbody>${a.windows.map(windowRow)}</tbody>
</table>
<p class="muted">Ranked by score (earliest first on ties); local date-times at the birth place.</p>`
}
<details class="api-request">
  <summary>The same request to the API</summary>
  <p class="muted">POST /api/v1/muhurta with your app's X-App-Id and X-App-Secret headers and this body
  returns the same windows (and the meta block):</p>
  <pre id="request-json">${r.requestJson}</pre>
</details>
</section>`;
}

/** GET and POST /portal/playground/muhurta. */
export function muhurtaPlaygroundPage(ctx: LayoutContext, view: MuhurtaView): string {
  const hidden = view.refusal !== null && !view.refusal.showForm;
  return layout(
    ctx,
    'Playground: muhurta',
    html`<h1>Playground</h1>
${playgroundTabs('muhurta')}
<p class="muted">Enter a birth and an event and see the auspicious windows of the next twelve months on a
calendar, coloured by score, with the reasons for each rank. ${allowanceNote(view.allowance)}</p>
${refusalBlock(view.refusal)}
${
  hidden
    ? html`<p><a href="/portal/dashboard">Go to the dashboard</a></p>`
    : html`${form(view)}
${view.result === null ? null : resultBlock(view.result)}`
}`,
  );
}
