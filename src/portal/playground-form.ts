/**
 * What the three playground tabs (birth chart, question, muhurta) share: the tab bar, the daily
 * allowance sentence, field error sentences and the text input. Pure functions of their arguments.
 */
import { html, type SafeHtml } from './html.js';

/** A problem with one field (`field` is the form field's name) or with the request as a whole. */
export interface PlaygroundFieldError {
  field: string;
  message: string;
}

/** Why a tab refuses: no developer access (form hidden) or the daily limit (form kept). */
export interface PlaygroundRefusal {
  text: string;
  showForm: boolean;
}

/** The account's playground allowance: requests a day, and how many are left today. */
export interface PlaygroundAllowance {
  limit: number;
  remaining: number;
}

export type PlaygroundTab = 'chart' | 'question' | 'muhurta';

const TABS: ReadonlyArray<readonly [PlaygroundTab, string, string]> = [
  ['chart', '/portal/playground', 'Birth chart'],
  ['question', '/portal/playground/question', 'Question'],
  ['muhurta', '/portal/playground/muhurta', 'Muhurta'],
];

/** The tab bar: plain links (one page per tab, no script needed). */
export function playgroundTabs(current: PlaygroundTab): SafeHtml {
  return html`<nav class="tabs" aria-label="Playground tabs">${TABS.map(
    ([tab, href, label]) =>
      html`<a href="${href}" data-tab="${tab}"${tab === current ? html` aria-current="page"` : null}>${label}</a>`,
  )}</nav>`;
}

/** The sentence every tab shows under its heading: the shared daily allowance. */
export function allowanceNote(allowance: PlaygroundAllowance): SafeHtml {
  return html`Nothing you enter is stored or logged, and it does not count against any app's quota. The
playground needs active developer access and answers up to ${allowance.limit} requests per account per UTC
day, shared by its three tabs (<span id="playground-remaining">${allowance.remaining}</span> left today).`;
}

/** The refusal block (402 or 429), or nothing. */
export function refusalBlock(refusal: PlaygroundRefusal | null | undefined): SafeHtml | null {
  return refusal
    ? html`<div class="error" role="alert" id="playground-refusal"><p>${refusal.text}</p></div>`
    : null;
}

/** The sentence shown when a tab's request would pass the account's daily limit. */
export function dailyLimitText(limit: number): string {
  return `This account has used its ${limit} playground requests for today. The limit resets at 00:00 UTC; the API itself is not affected.`;
}

/**
 * A sentence from an API message: "must be <= 90" → "Latitude must be <= 90."; one that starts with
 * the field's API name gets the label instead; a whole sentence stays as it is.
 */
export function fieldSentence(
  labels: Readonly<Record<string, string>>,
  error: PlaygroundFieldError,
): string {
  const label = labels[error.field] ?? error.field;
  const stop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  if (error.message.startsWith(`${error.field} `)) {
    return stop(`${label}${error.message.slice(error.field.length)}`);
  }
  const first = error.message.charAt(0);
  if (first !== first.toLowerCase()) return error.message;
  return stop(`${label} ${error.message}`);
}

export interface InputSpec {
  name: string;
  type: 'text' | 'date' | 'time' | 'number';
  hint: string | null;
  attrs: SafeHtml | null;
}

/** A labelled input with its value and, when refused, its error sentences beside it. */
export function textInput(
  spec: InputSpec,
  value: string,
  labels: Readonly<Record<string, string>>,
  errors: readonly PlaygroundFieldError[],
): SafeHtml {
  const messages = errors.filter((e) => e.field === spec.name).map((e) => fieldSentence(labels, e));
  const invalid = messages.length > 0;
  const errorId = `${spec.name}-error`;
  return html`<div class="field${invalid ? ' invalid' : ''}">
  <label for="${spec.name}">${labels[spec.name] ?? spec.name}${spec.hint === null ? null : html` <span class="hint">${spec.hint}</span>`}</label>
  <input id="${spec.name}" name="${spec.name}" type="${spec.type}" value="${value}" ${spec.attrs}${invalid ? html` aria-invalid="true" aria-describedby="${errorId}"` : null}>
  ${invalid ? html`<p class="field-error" id="${errorId}">${messages.join(' ')}</p>` : null}
</div>`;
}

/** The refusal summary above a form: a sentence, plus the errors no field shows. */
export function errorSummary(
  lead: string,
  labels: Readonly<Record<string, string>>,
  errors: readonly PlaygroundFieldError[],
  shownFields: ReadonlySet<string>,
): SafeHtml | null {
  if (errors.length === 0) return null;
  const general = errors
    .filter((e) => !shownFields.has(e.field))
    .map((e) => fieldSentence(labels, e));
  return html`<div class="error" role="alert"><p>${lead}</p>${
    general.length > 0 ? html`<ul>${general.map((g) => html`<li>${g}</li>`)}</ul>` : null
  }</div>`;
}

/** `PROMISED_WITH_DELAY` → `Promised with delay`. */
export function verdictText(verdict: string): string {
  const words = verdict.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
