/**
 * `flat` is a template tag for the sentences a response carries: the same text as the untagged
 * template, built as one flat string.
 *
 * Why: V8 builds a template literal (or `a + b`) of 13 or more characters as a rope (a ConsString: a
 * node pointing at its two halves), and `JSON.stringify`'s fast path (Node 26, V8 14) serializes
 * only flat strings: at the first rope anywhere in a value it starts the whole value again on the
 * slow serializer. The ropes of a birth chart's 60 KB body made its stringify 1.4-4× slower. An
 * `Array.prototype.join` of two or more pieces writes its result into one new string, so a text
 * built here costs one copy of its characters when it is built instead of a whole-body restart when
 * it is written. test/http/body-json-fast-path.test.ts holds the birth chart's body to flat strings.
 * test/http/bodies-json-fast-path.test.ts holds every other endpoint's body the same way.
 *
 * Use it on a text that goes into a response as it is; the pieces inside may stay plain templates
 * (their characters are copied once, here). A template whose only content is one substitution
 * (`flat\`${s}\``) returns that value itself, flat or not.
 */
export function flat(strings: TemplateStringsArray, ...values: unknown[]): string {
  const parts: string[] = [strings[0] ?? ''];
  for (let i = 0; i < values.length; i++) parts.push(String(values[i]), strings[i + 1] ?? '');
  return parts.join('');
}
