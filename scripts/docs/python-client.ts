/**
 * The Python client's generated module (clients/python/sublord/_generated.py), from the server's
 * /openapi.json: a TypedDict for every schema (the components by their names, each operation's
 * request body and 200 answer as <Operation>Request / <Operation>Response, nested objects named by
 * their path), each field with its description as a comment, and the `Operations` mixin with one
 * method per /api/v1 operation (`birth_chart`, `panchang`, `muhurta_events` …), which
 * clients/python/sublord/_client.py's Client completes with the HTTP request. `npm run
 * docs:generate` writes it; test/clients/python-client.test.ts fails when the committed file is stale.
 */

import { clientMethodNames } from '../../src/http/openapi-code-samples.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const PYTHON_CLIENT_PATH = 'clients/python/sublord/_generated.py';

const HEADER = `# Generated from the sublord server's /openapi.json by scripts/docs/python-client.ts
# (npm run docs:generate). Do not edit: a test fails when this file differs from what the document
# gives. The request and response types, and one method per /api/v1 operation.
# ruff: noqa
# fmt: off
from __future__ import annotations

from typing import Any, Dict, List, Literal, NotRequired, Optional, TypedDict, Union
`;

/** A Python literal for a JSON scalar. */
const literal = (v: unknown) =>
  v === true ? 'True' : v === false ? 'False' : v === null ? 'None' : JSON.stringify(v);

const PY_KEYWORDS = new Set(['from', 'class', 'def', 'import', 'in', 'is', 'not', 'or', 'and']);

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w[0] ?? '').toUpperCase() + w.slice(1))
    .join('');

/** A comment line block (a description, wrapped at about 96 columns). */
function comment(text: string, indent: string): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line.length + word.length + 1 > 96 && line !== '') {
      lines.push(`${indent}# ${line}`);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(`${indent}# ${line}`);
  return lines;
}

class Generator {
  private readonly classes: string[] = [];
  private readonly names = new Set<string>();

  private readonly doc: Json;

  constructor(doc: Json) {
    this.doc = doc;
    const schemas = isObject((doc.components as Json | undefined)?.schemas)
      ? ((doc.components as Json).schemas as Json)
      : {};
    for (const name of Object.keys(schemas)) this.names.add(name);
  }

  /** A unique class name from a wanted one. */
  private claim(wanted: string): string {
    let name = wanted;
    for (let i = 2; this.names.has(name); i++) name = `${wanted}${i}`;
    this.names.add(name);
    return name;
  }

  /** The Python type of a schema; nested objects become classes named after `name`. */
  type(schema: unknown, name: string): string {
    if (!isObject(schema)) return 'Any';
    if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'Any';
    if (Array.isArray(schema.enum)) return `Literal[${schema.enum.map(literal).join(', ')}]`;
    if (schema.const !== undefined) return `Literal[${literal(schema.const)}]`;
    const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (Array.isArray(branches)) {
      const types = [
        ...new Set(
          branches.map((b, i) => this.type(b, branches.length > 2 ? `${name}${i + 1}` : name)),
        ),
      ];
      const nonNull = types.filter((t) => t !== 'None');
      const literals = nonNull.every((t) => t.startsWith('Literal['));
      const union =
        nonNull.length === 1
          ? (nonNull[0] as string)
          : literals
            ? `Literal[${nonNull.map((t) => t.slice('Literal['.length, -1)).join(', ')}]`
            : `Union[${nonNull.join(', ')}]`;
      return types.includes('None') ? `Optional[${union}]` : union;
    }
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf as unknown[];
      if (parts.length === 1) return this.type(parts[0], name);
      // An intersection of objects: one class with every part's fields.
      const merged: Json = { type: 'object', properties: {}, required: [] };
      for (const part of parts) {
        const p = isObject(part) && typeof part.$ref === 'string' ? this.resolve(part) : part;
        if (!isObject(p)) continue;
        Object.assign(merged.properties as Json, p.properties ?? {});
        (merged.required as string[]).push(...((p.required as string[] | undefined) ?? []));
      }
      return this.objectClass({ ...schema, ...merged, allOf: undefined }, name);
    }
    const type = schema.type;
    if (Array.isArray(type)) {
      return this.type(
        {
          ...schema,
          type: undefined,
          anyOf: type.map((t) => ({ ...schema, type: t, anyOf: undefined })),
        },
        name,
      );
    }
    switch (type) {
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array':
        return `List[${this.type(schema.items, `${name}Item`)}]`;
      default:
        break;
    }
    if (isObject(schema.properties)) return this.objectClass(schema, name);
    if (isObject(schema.additionalProperties))
      return `Dict[str, ${this.type(schema.additionalProperties, `${name}Value`)}]`;
    if (isObject(schema.patternProperties)) {
      const [value] = Object.values(schema.patternProperties);
      return `Dict[str, ${this.type(value, `${name}Value`)}]`;
    }
    return type === 'object' ? 'Dict[str, Any]' : 'Any';
  }

  private resolve(schema: Json): unknown {
    const path = String(schema.$ref).replace(/^#\//, '').split('/');
    return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), this.doc);
  }

  /** A TypedDict class for an object schema; returns its name. */
  objectClass(schema: Json, wanted: string, fixedName = false): string {
    const name = fixedName ? wanted : this.claim(wanted);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const lines: string[] = [];
    if (typeof schema.description === 'string') lines.push(...comment(schema.description, ''));
    const fields = Object.entries((schema.properties ?? {}) as Json);
    // The functional form: field names such as `from` are Python keywords.
    lines.push(`${name} = TypedDict(${JSON.stringify(name)}, {`);
    for (const [field, property] of fields) {
      const type = this.type(property, `${name}${pascal(field)}`);
      if (isObject(property) && typeof property.description === 'string')
        lines.push(...comment(property.description, '    '));
      const quoted = JSON.stringify(field);
      lines.push(`    ${quoted}: ${required.has(field) ? type : `NotRequired[${type}]`},`);
    }
    lines.push('})');
    if (fields.some(([f]) => PY_KEYWORDS.has(f))) lines.push('');
    this.classes.push(lines.join('\n'));
    return name;
  }

  components(): void {
    const schemas = ((this.doc.components as Json).schemas ?? {}) as Json;
    for (const [name, schema] of Object.entries(schemas)) {
      if (isObject(schema) && isObject(schema.properties)) this.objectClass(schema, name, true);
      else this.classes.push(`${name} = ${this.type(schema, name)}`);
    }
  }

  /** The Operations mixin: one method per /api/v1 operation. */
  operations(): string {
    const methods: string[] = [];
    for (const [path, item] of Object.entries(this.doc.paths as Json)) {
      if (!path.startsWith('/api/v1/') || !isObject(item)) continue;
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op) || typeof op.operationId !== 'string') continue;
        const fn = clientMethodNames(op.operationId).python;
        const base = pascal(fn);
        const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
          'application/json'
        ] as Json | undefined;
        const ok = ((op.responses as Json)['200'] as Json | undefined)?.content as Json | undefined;
        const json = ok?.['application/json'] as Json | undefined;
        const result = json ? this.type(json.schema, `${base}Response`) : 'str';
        const summary = typeof op.summary === 'string' ? op.summary : fn;
        const doc = [`${method.toUpperCase()} ${path}: ${summary}.`];
        if (!json) doc.push('Returns the picture as SVG text.');
        if (body) {
          const request = this.type(body.schema, `${base}Request`);
          methods.push(
            [
              `    def ${fn}(self, body: Optional[${request}] = None, /, **fields: Any) -> ${result}:`,
              `        """${doc.join(' ')} The body as a dict, as keyword arguments, or both."""`,
              `        return self.request(${JSON.stringify(method.toUpperCase())}, ${JSON.stringify(path)}, body={**(body or {}), **fields})`,
            ].join('\n'),
          );
        } else {
          const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
          const args = params.map((p) => {
            const t = this.type(p.schema, `${base}${pascal(String(p.name))}`);
            return p.required
              ? `${String(p.name)}: ${t}`
              : `${String(p.name)}: Optional[${t}] = None`;
          });
          const signature = args.length > 0 ? `self, *, ${args.join(', ')}` : 'self';
          const query = params
            .map((p) => `${JSON.stringify(p.name)}: ${String(p.name)}`)
            .join(', ');
          methods.push(
            [
              `    def ${fn}(${signature}) -> ${result}:`,
              `        """${doc.join(' ')}"""`,
              `        return self.request(${JSON.stringify(method.toUpperCase())}, ${JSON.stringify(path)}${params.length > 0 ? `, query={${query}}` : ''})`,
            ].join('\n'),
          );
        }
      }
    }
    return [
      'class Operations:',
      '    """One method per operation of /api/v1; Client (in _client.py) sends the requests."""',
      '',
      '    def request(self, method: str, path: str, *, body: Any = None, query: Any = None) -> Any:',
      '        raise NotImplementedError',
      '',
      methods.join('\n\n'),
    ].join('\n');
  }

  source(): string {
    this.components();
    const operations = this.operations();
    // The field error's own type, for SublordError.field_errors.
    const fieldError = 'FieldError = ValidationErrorFieldErrorsItem';
    return `${HEADER}\n\n${this.classes.join('\n\n')}\n\n${fieldError}\n\n\n${operations}\n`;
  }
}

/** _generated.py for a document. */
export function pythonClientSource(document: Record<string, unknown>): string {
  return new Generator(document).source();
}
