/**
 * The `lang` request field and the `labels` response field (issue 24 §3; the rule: docs/languages.md).
 * Ids, enums and English names stay English; a non-English lang adds `labels`, a glossary.
 */
import { Type } from 'typebox';
import { LABEL_KINDS, type LabelKind } from '../../engine/lang/labels.js';
import { INDIAN_LANGS, LANGS } from '../../engine/lang/names.js';

const DESCRIPTION =
  'Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and their sources: docs/languages.md). Ids, enums and English names (planets, signs, nakshatras, verdicts…) stay English; for a language other than en the response gains `labels`, mapping each of them to its name in that language, and lang enters meta.input_hash. With en the body is exactly the body without lang. Sentences (`reasoning`, `because`, notes) stay English.';

/** An optional `lang` property, with a description of what it changes on this route. */
export const langField = (description = DESCRIPTION) =>
  Type.Optional(
    Type.Union(
      LANGS.map((l) => Type.Literal(l)),
      { description, 'x-error': `must be one of: ${LANGS.join(', ')}` },
    ),
  );

const KIND_TEXT: Readonly<Record<LabelKind, string>> = {
  grahas: 'the nine planets (also the dasha lords, star and sub lords), by English name',
  signs: 'the twelve signs, by English name',
  nakshatras: 'the 27 nakshatras, by English name',
  weekdays: 'the seven weekdays (vara), by English name',
  tithis: 'the tithi names (the 14 each paksha repeats, Purnima, Amavasya), by English name',
  pakshas: 'Shukla and Krishna',
  yogas: 'the 27 yogas, by English name',
  karanas: 'the 11 karanas, by English name',
  choghadiyas:
    'the seven choghadiya kinds (Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog), by English name',
  events:
    'the titles of the 18 natal events and of the muhurta events loan and surgery, by event id (other events keep their English title)',
  verdicts: 'the verdicts, by enum value',
};

/** The optional `labels` of a response that carries names of these kinds. */
export const labelsField = (kinds: readonly LabelKind[]) =>
  Type.Optional(
    Type.Object(
      {
        lang: Type.Union(
          INDIAN_LANGS.map((l) => Type.Literal(l)),
          { description: 'The request’s lang.' },
        ),
        ...Object.fromEntries(
          LABEL_KINDS.filter((k) => kinds.includes(k)).map((k) => [
            k,
            Type.Record(Type.String(), Type.String(), { description: KIND_TEXT[k] }),
          ]),
        ),
      },
      {
        additionalProperties: false,
        description:
          'Only when the request sends a lang other than en: labels in that language for the English names and ids of this response, each kind mapping every id of that kind (not only those in the body) to its label. Nothing else in the body changes. Tables and sources: docs/languages.md.',
      },
    ),
  );
