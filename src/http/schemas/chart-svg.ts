/** The picture options of POST /api/v1/birth-chart/svg and /api/v1/horary/svg (issue 24 §2). */
import { Type } from 'typebox';
import { CHART_STYLES, COLOUR_SCHEMES } from '../../engine/render/svg.js';
import { langField } from './lang.js';

export const SvgOptionFields = {
  style: Type.Optional(
    Type.Union(
      CHART_STYLES.map((s) => Type.Literal(s)),
      {
        description:
          'south: South Indian rasi chart (fixed signs); north: North Indian (fixed houses, sign numbers); wheel: the KP wheel with Placidus cusps. Default south.',
        examples: ['south'],
      },
    ),
  ),
  scheme: Type.Optional(
    Type.Union(
      COLOUR_SCHEMES.map((s) => Type.Literal(s)),
      { description: 'Colours: light (default) or dark.' },
    ),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 200,
      maximum: 2000,
      description:
        'Width in pixels (the height is 1.08 times it); default 500. The picture is vector: this only sets the width and height attributes.',
      'x-error': 'must be an integer from 200 to 2000',
    }),
  ),
  lang: langField(
    'Language of the labels (graha and sign names, ascendant): en (default), hi, ta, te, kn, ml, mr, bn, gu. Indic labels need a font for the script on the machine that renders the SVG (the SVG names no font file). The heading and legend stay English.',
  ),
};

/** 200: the SVG document itself. */
export const SvgResponse = {
  description:
    'A standalone SVG document (no external fonts, images or scripts), UTF-8, drawn from the same layout as chart_layout.',
  content: { 'image/svg+xml': { schema: { type: 'string' } } },
};
