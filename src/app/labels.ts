/**
 * `lang` on a JSON endpoint (issue 24 §3; the rule is in docs/languages.md): ids, enums and English
 * names never change; for a non-English lang the body gains `labels`, the glossary of the kinds of
 * names the endpoint returns, and `lang` enters meta.input_hash. For `en` (or no lang) the body is
 * byte-identical to a body without lang.
 */
import { type Glossary, glossary, type LabelKind } from '../engine/lang/labels.js';
import type { IndianLang, Lang } from '../engine/lang/names.js';

/** The language whose labels an answer carries, or undefined for English (the ids themselves). */
export function labelLang(lang: Lang | undefined): IndianLang | undefined {
  return lang === undefined || lang === 'en' ? undefined : lang;
}

/** Spread into a use case's hashed input: `lang` only where the answer differs (not English). */
export function langInput(lang: Lang | undefined): { lang?: IndianLang } {
  const l = labelLang(lang);
  return l === undefined ? {} : { lang: l };
}

/**
 * The body with `labels` just before `meta` (at the end when there is none) for a non-English lang;
 * the body itself, untouched, for English.
 */
export function withLabels<T extends object>(
  body: T,
  lang: Lang | undefined,
  kinds: readonly LabelKind[],
): T & { labels?: Glossary } {
  const l = labelLang(lang);
  if (l === undefined) return body;
  const labels = glossary(l, kinds);
  if (!('meta' in body)) return { ...body, labels };
  // Object.fromEntries, not keys stored one by one into {}: past about 16 keys those turn the body
  // into a dictionary-mode object, which JSON.stringify's fast path refuses (the horary body did).
  const entries: [string, unknown][] = [];
  for (const [k, v] of Object.entries(body)) {
    if (k === 'meta') entries.push(['labels', labels]);
    entries.push([k, v]);
  }
  return Object.fromEntries(entries) as T & { labels: Glossary };
}
