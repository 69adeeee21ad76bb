/**
 * A tiny SVG/XML element builder: escaped text and attributes, numbers rounded to 2 decimals, attributes
 * in the order given, so the same input always yields the same bytes.
 */

/** An attribute value; `undefined` and `null` leave the attribute out. */
export type AttrValue = string | number | undefined | null;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Escapes text content and attribute values (`&`, `<`, `>`, `"`, `'`). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * A number as SVG text: rounded to 2 decimals, no trailing zeros, never `-0` (so 1.005 and 1.0049 and
 * -0.001 print stably as `1`, `1` and `0`). Non-finite numbers print as 0.
 */
export function num(x: number): string {
  if (!Number.isFinite(x)) return '0';
  const r = Math.round(x * 100) / 100;
  if (r === 0) return '0';
  return String(r);
}

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

/** A raw, already well-formed fragment (children are strings from `el`/`text`). */
export type Markup = string;

/** An element; children are markup fragments, already escaped. Self-closes when empty. */
export function el(name: string, attrs: Attrs = {}, ...children: Markup[]): Markup {
  const inner = children.join('');
  return inner === ''
    ? `<${name}${attrText(attrs)}/>`
    : `<${name}${attrText(attrs)}>${inner}</${name}>`;
}

/** Escaped text content. */
export function text(content: string): Markup {
  return escapeXml(content);
}

/** A points list for `<polygon>`/`<polyline>`: `x,y x,y …`. */
export function points(pts: readonly { x: number; y: number }[]): string {
  return pts.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}
