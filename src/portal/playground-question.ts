/**
 * The playground's question tab: a question is classified (POST /api/v1/question-cusp's answer), then
 * judged as KP horary from a number 1-249 at a place and moment (POST /api/v1/horary's answer). A pure
 * function of its view data; the route computes both answers with the API's own use cases.
 */
import type { horary } from '../app/horary.js';
import type { questionCusp } from '../app/question-cusp.js';
import { html, type SafeHtml } from './html.js';
import { cuspsTable, planetsTable, rulingPlanetsTable } from './kp-tables.js';
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

/** The classification as the API returns it. */
export type Classification = ReturnType<typeof questionCusp>;
/** The horary judgment as the API returns it. */
export type HoraryJudgment = ReturnType<typeof horary>;

/** The question form, as typed. */
export interface QuestionForm {
  question: string;
  in_india: boolean;
}

/** The horary form, as typed (a blank date or time means "now at the place"). */
export interface HoraryForm {
  horary_number: string;
  judgment_date: string;
  judgment_time: string;
  latitude: string;
  longitude: string;
  place: string;
  timezone: string;
}

export const EMPTY_QUESTION_FORM: Readonly<QuestionForm> = Object.freeze({
  question: '',
  in_india: true,
});

/**
 * The horary form of a first visit: the moment left blank (judged now at the place, the KP practice of
 * judging the moment the number is given) and New Delhi as the place, to be changed to the astrologer's.
 */
export const DEFAULT_HORARY_FORM: Readonly<HoraryForm> = Object.freeze({
  horary_number: '',
  judgment_date: '',
  judgment_time: '',
  latitude: '28.6139',
  longitude: '77.209',
  place: 'New Delhi',
  timezone: '',
});

/** The moment a judgment was made for, as the route resolved it. */
export interface JudgedMoment {
  date: string;
  time: string;
  /** True when the form left the date or time blank and "now at the place" filled it. */
  now: boolean;
}

export interface QuestionView {
  csrf: string;
  allowance: PlaygroundAllowance;
  refusal: PlaygroundRefusal | null;
  question: QuestionForm;
  questionErrors: PlaygroundFieldError[];
  classification: Classification | null;
  horaryForm: HoraryForm;
  horaryErrors: PlaygroundFieldError[];
  judgment: {
    result: HoraryJudgment;
    moment: JudgedMoment;
    /** The horary chart (South Indian) drawn from the response's chart_layout, or null. */
    chartSvg: SafeHtml | null;
    requestJson: string;
  } | null;
}

const LABELS: Readonly<Record<string, string>> = {
  question: 'Question',
  in_india: 'In India',
  horary_number: 'Horary number',
  judgment_date: 'Date',
  judgment_time: 'Time',
  latitude: 'Latitude',
  longitude: 'Longitude',
  place: 'Place',
  timezone: 'Time zone',
  locked_event_id: 'Event',
};

const HORARY_FIELDS: ReadonlySet<string> = new Set([
  'horary_number',
  'judgment_date',
  'judgment_time',
  'latitude',
  'longitude',
  'place',
  'timezone',
]);

function questionForm(view: QuestionView): SafeHtml {
  const errors = view.questionErrors;
  const messages = errors.filter((e) => e.field === 'question');
  const invalid = messages.length > 0;
  return html`${errorSummary('The question could not be classified.', LABELS, errors, new Set())}
<form method="post" action="/portal/playground/question#classification" class="playground-form question-form" novalidate>
  <input type="hidden" name="_csrf" value="${view.csrf}">
  <fieldset>
    <legend>Question</legend>
    <div class="field${invalid ? ' invalid' : ''}">
      <label for="question">Your question <span class="hint">English, Hinglish or Hindi; one ask, up to 2000 characters</span></label>
      <textarea id="question" name="question" rows="3" maxlength="2000" placeholder="Will I get the new job I applied for?"${invalid ? html` aria-invalid="true"` : null}>${view.question.question}</textarea>
    </div>
    <div class="field checkbox">
      <label><input type="checkbox" id="in_india" name="in_india" value="true"${view.question.in_india ? html` checked` : null}>
      I am in India <span class="hint">(decides only domestic travel versus foreign travel)</span></label>
    </div>
  </fieldset>
  <div class="actions"><button type="submit">Classify</button></div>
</form>`;
}

const houses = (hs: readonly number[]) => (hs.length === 0 ? 'none' : hs.join(', '));

function classificationBlock(c: Classification): SafeHtml {
  if (!c.ok) {
    return html`<section id="classification" aria-labelledby="classification-heading">
<h2 id="classification-heading">Classification</h2>
<div class="error" role="alert" id="classification-message" data-notice-kind="${c.notice_kind ?? ''}"><p>${c.message ?? 'This question cannot be judged.'}</p></div>
</section>`;
  }
  return html`<section id="classification" aria-labelledby="classification-heading">
<h2 id="classification-heading">Classification</h2>
${
  c.multi_question_notice === null
    ? null
    : html`<p class="notice" role="status" id="classification-notice" data-notice-kind="${c.notice_kind ?? ''}">${c.multi_question_notice}</p>`
}
<dl class="summary facts">
  <dt>Event</dt>
  <dd id="classification-event"><strong>${c.category}</strong> <code>${c.event_id}</code>${c.negated ? html` <span class="tag">asked in the negative</span>` : null}</dd>
  <dt>Primary cusp</dt>
  <dd id="classification-cusp">${c.primary_cusp}${
    c.relative === null
      ? null
      : html` <span class="muted">(about the ${c.relative.who.replace(/_/g, ' ')}: the ${ordinal(c.relative.house)} house taken as their ascendant)</span>`
  }</dd>
  <dt>Required houses</dt>
  <dd id="classification-required">${houses(c.required_houses)}</dd>
  <dt>Negating houses</dt>
  <dd>${houses(c.negating_houses)}</dd>
  <dt>Confidence</dt>
  <dd id="classification-confidence">${c.classification_confidence.toFixed(2)} <span class="muted">(0 to 1)</span></dd>
</dl>
<details><summary>What a KP astrologer checks</summary><p>${c.doctrine.corroboration}</p><p class="muted">${c.doctrine.note}</p></details>
</section>`;
}

function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function horaryFormBlock(view: QuestionView): SafeHtml {
  const f = view.horaryForm;
  const errors = view.horaryErrors;
  const field = (spec: Parameters<typeof textInput>[0]) =>
    textInput(spec, f[spec.name as keyof HoraryForm], LABELS, errors);
  return html`<section id="horary" aria-labelledby="horary-heading">
<h2 id="horary-heading">Horary judgment</h2>
<p class="muted">Give a number from 1 to 249: its row of the KP sub table becomes the ascendant, the planets
and ruling planets are taken at the moment and place below.</p>
${errorSummary('The question could not be judged. Check the fields marked below.', LABELS, errors, HORARY_FIELDS)}
<form method="post" action="/portal/playground/horary#judgment" class="playground-form horary-form" novalidate>
  <input type="hidden" name="_csrf" value="${view.csrf}">
  <input type="hidden" name="question" value="${view.question.question}">
  <input type="hidden" name="in_india" value="${view.question.in_india ? 'true' : 'false'}">
  <fieldset>
    <legend>Number, moment and place</legend>
    <div class="fields">
      ${field({ name: 'horary_number', type: 'text', hint: '1 to 249', attrs: html`inputmode="numeric" placeholder="74" required` })}
      ${field({ name: 'judgment_date', type: 'date', hint: 'blank: today at the place', attrs: html`min="1800-01-01" max="2399-12-31"` })}
      ${field({ name: 'judgment_time', type: 'time', hint: 'blank: now at the place', attrs: null })}
      ${field({ name: 'latitude', type: 'text', hint: 'decimal °, north +', attrs: html`inputmode="decimal" required` })}
      ${field({ name: 'longitude', type: 'text', hint: 'decimal °, east +', attrs: html`inputmode="decimal" required` })}
      ${field({ name: 'place', type: 'text', hint: 'optional, shown only', attrs: html`maxlength="200" autocomplete="off"` })}
      ${field({ name: 'timezone', type: 'text', hint: 'optional IANA id', attrs: html`maxlength="64" autocomplete="off" placeholder="from the coordinates"` })}
    </div>
  </fieldset>
  <div class="actions"><button type="submit">Judge</button></div>
</form>
</section>`;
}

function offsetText(hours: number): string {
  const sign = hours < 0 ? '−' : '+';
  const total = Math.round(Math.abs(hours) * 60);
  return `UTC${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `2026-12-03T14:45:13+05:30` → `2026-12-03 14:45`. */
const shortIso = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function windowRow(w: HoraryJudgment['windows'][number], index: number): SafeHtml {
  const transits =
    w.sun_transits === null
      ? null
      : w.sun_transits.length === 0
        ? html`<p class="muted">No confirming Sun transit in the scanned stretch.</p>`
        : html`<details class="transits"><summary>${w.sun_transits.length} confirming Sun ${w.sun_transits.length === 1 ? 'transit' : 'transits'}</summary><ul>${w.sun_transits.map(
            (t) =>
              html`<li>${shortIso(t.start)} to ${shortIso(t.end)} in ${t.sign} (${t.sign_lord} sign, ${t.star_lord} star)</li>`,
          )}</ul></details>`;
  return html`<tr>
  <td>${index + 1}</td>
  <td class="when">${shortIso(w.start)}</td>
  <td class="when">${shortIso(w.end)}</td>
  <td class="num">${w.days}</td>
  <td>${w.fruitful_significators.join(', ')}</td>
  <td class="notes"><details><summary>${w.periods.length} ${w.periods.length === 1 ? 'period' : 'periods'}</summary><ul>${w.periods.map(
    (p) =>
      html`<li>${p.mahadasha} / ${p.antardasha} / ${p.pratyantardasha}: ${shortIso(p.start)} to ${shortIso(p.end)}</li>`,
  )}</ul></details>${transits}</td>
</tr>`;
}

function judgmentBlock(j: NonNullable<QuestionView['judgment']>): SafeHtml {
  const r = j.result;
  const rp = r.ruling_planets;
  const asc = r.horary_ascendant;
  return html`<section id="judgment" aria-labelledby="judgment-heading">
<h2 id="judgment-heading">Verdict</h2>
<p class="verdict-line"><span class="verdict" id="judgment-verdict" title="${r.verdict}">${verdictText(r.verdict)}</span>
<span class="muted">confidence</span> <span id="judgment-confidence">${r.confidence.charAt(0) + r.confidence.slice(1).toLowerCase()}</span>,
<span class="${r.favourable ? 'favourable' : 'unfavourable'}" id="judgment-favourable">${r.favourable ? 'favourable' : 'not favourable'}</span>
${r.polarity === 'unwanted' ? html`<span class="tag" title="For an unwanted topic, DENIED is the favourable outcome">unwanted topic</span>` : null}</p>
<dl class="summary facts">
  <dt>Judged for</dt>
  <dd id="judgment-event">${r.event_title} <code>${r.event_id}</code>, cusp ${r.primary_cusp}, required ${houses(r.required_houses)}</dd>
  <dt>Moment</dt>
  <dd id="judgment-moment">${j.moment.date} ${j.moment.time} ${r.timezone ?? ''} (${offsetText(r.utc_offset_hours)})${j.moment.now ? html` <span class="muted">now at the place</span>` : null}</dd>
  <dt>Horary ascendant</dt>
  <dd id="judgment-ascendant">Number ${asc.number}: ${asc.sign} ${asc.start_text}, ${asc.nakshatra}; lords ${asc.sign_lord} / ${asc.star_lord} / ${asc.sub_lord}</dd>
  <dt>Ruling planets</dt>
  <dd id="ruling-planets">${rp.ranked.join(', ')}${rp.node_agents.length > 0 ? html` <span class="muted">+ node agents ${rp.node_agents.join(', ')}</span>` : null}
    <br><span class="muted">ascendant star ${rp.ascendant_star_lord}, sign ${rp.ascendant_sign_lord}; Moon star ${rp.moon_star_lord}, sign ${rp.moon_sign_lord}; day ${rp.day_lord} (${rp.weekday})</span></dd>
</dl>
<h3>Reasoning</h3>
<p id="judgment-reasoning">${r.reasoning}</p>
<h3>Ruling planets</h3>
${rulingPlanetsTable('ruling-planets-table', rp)}
${
  j.chartSvg === null
    ? null
    : html`<h3>Horary chart</h3>
<figure class="chart horary-chart" aria-label="Horary chart, South Indian">${j.chartSvg}</figure>`
}
<h3>Horary chart: planets</h3>
${planetsTable('horary-planets-table', r.positions)}
<h3>Horary chart: cusps</h3>
${cuspsTable('horary-cusps-table', r.cusps)}
<h3>Windows</h3>
${
  r.windows.length === 0
    ? html`<p class="muted" id="windows-note">${r.windows_note ?? 'No windows.'}</p>`
    : html`<table class="windows" id="horary-windows">
  <thead><tr><th>#</th><th>Start</th><th>End</th><th>Days</th><th>Fruitful significators</th><th>Periods (dasha / bhukti / antara)</th></tr></thead>
  <tbody>${r.windows.map(windowRow)}</tbody>
</table>
<p class="muted">Local date-times at the place of judgment.</p>`
}
<details class="api-request">
  <summary>The same request to the API</summary>
  <p class="muted">POST /api/v1/horary with your app's X-App-Id and X-App-Secret headers and this body
  returns all of this and more (cusps, positions, significators, the evidence step by step):</p>
  <pre id="request-json">${j.requestJson}</pre>
</details>
</section>`;
}

/** GET /portal/playground/question and the two POSTs of the tab. */
export function questionPlaygroundPage(ctx: LayoutContext, view: QuestionView): string {
  const hidden = view.refusal !== null && !view.refusal.showForm;
  const judgeable = view.classification?.ok === true || view.judgment !== null;
  return layout(
    ctx,
    'Playground: question',
    html`<h1>Playground</h1>
${playgroundTabs('question')}
<p class="muted">Ask a question and see how it is classified (event, cusp, houses), then give a number from 1
to 249 and see the KP horary verdict, its reasoning, the ruling planets and the timing windows.
${allowanceNote(view.allowance)}</p>
${refusalBlock(view.refusal)}
${
  hidden
    ? html`<p><a href="/portal/dashboard">Go to the dashboard</a></p>`
    : html`${questionForm(view)}
${view.classification === null ? null : classificationBlock(view.classification)}
${judgeable || view.horaryErrors.length > 0 ? horaryFormBlock(view) : null}
${view.judgment === null ? null : judgmentBlock(view.judgment)}`
}`,
  );
}
