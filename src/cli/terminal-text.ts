/**
 * What the command line prints goes to a terminal, and some of it was typed by someone else (an
 * account's email, an app's name; issue 37 §2). The platform refuses control characters in those
 * (platform/text.ts), but rows stored before it did may hold them, so every operator command writes
 * through `terminalSafe`: each control character is written as its `\uXXXX` escape, which a terminal
 * shows as text and which is still valid inside a JSON string (`--json` output stays JSON).
 */
import { CONTROL_CHARACTER } from '../platform/text.js';
import type { OperatorIo } from './operator.js';

const CONTROLS = new RegExp(CONTROL_CHARACTER.source, 'g');
const asEscape = (c: string) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** `value` on one line: every control character escaped, the line feed too. */
export function printable(value: string): string {
  return value.replace(CONTROLS, asEscape);
}

/** Text of several lines: every control character escaped but the line feeds that end its lines. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/** The same streams, writing only printable text. */
export function terminalSafe(io: OperatorIo): OperatorIo {
  return {
    out: { write: (text: string) => io.out.write(printableLines(text)) },
    err: { write: (text: string) => io.err.write(printableLines(text)) },
  };
}
