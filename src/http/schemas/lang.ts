/** The `lang` request field (issue 24 §3): labels in an Indian language; ids and enums stay English. */
import { Type } from 'typebox';
import { LANGS } from '../../engine/lang/names.js';

const DESCRIPTION =
  'Language of labels: en (default), hi, ta, te, kn, ml, mr, bn, gu (tables and sources: docs/chart-pictures.md). Ids and enum fields stay English; labels are added beside them.';

/** An optional `lang` property, with a description of what it changes on this route. */
export const langField = (description = DESCRIPTION) =>
  Type.Optional(
    Type.Union(
      LANGS.map((l) => Type.Literal(l)),
      { description, 'x-error': `must be one of: ${LANGS.join(', ')}` },
    ),
  );
