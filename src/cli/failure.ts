import { printable } from './terminal-text.js';

/**
 * How the CLI prints a refused request: the API's `detail` and `code`, then (when there are several)
 * each field error's message (a sentence that names its field) and code, on stderr.
 */
export function printFailure(status: number, body: unknown): void {
  const b = body as {
    detail?: string;
    code?: string;
    field_errors?: Array<{ field: string; code?: string; message: string }>;
  };
  // The detail and messages can quote the input (issue 37 §2: printed as text, never as controls).
  const code = b.code === undefined ? '' : ` [${printable(b.code)}]`;
  process.stderr.write(`error ${status}${code}: ${printable(b.detail ?? 'request failed')}\n`);
  if ((b.field_errors ?? []).length > 1)
    for (const f of b.field_errors ?? [])
      process.stderr.write(
        `  ${printable(f.message)}${f.code === undefined ? '' : ` [${printable(f.code)}]`}\n`,
      );
}
