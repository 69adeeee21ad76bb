import { printable } from './terminal-text.js';

/** How the CLI prints a refused request: the API's `detail`, then each field error, on stderr. */
export function printFailure(status: number, body: unknown): void {
  const b = body as { detail?: string; field_errors?: Array<{ field: string; message: string }> };
  // The detail and messages can quote the input (issue 37 §2: printed as text, never as controls).
  process.stderr.write(`error ${status}: ${printable(b.detail ?? 'request failed')}\n`);
  for (const f of b.field_errors ?? [])
    process.stderr.write(`  ${printable(f.field)}: ${printable(f.message)}\n`);
}
