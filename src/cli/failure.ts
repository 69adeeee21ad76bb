/** How the CLI prints a refused request: the API's `detail`, then each field error, on stderr. */
export function printFailure(status: number, body: unknown): void {
  const b = body as { detail?: string; field_errors?: Array<{ field: string; message: string }> };
  process.stderr.write(`error ${status}: ${b.detail ?? 'request failed'}\n`);
  for (const f of b.field_errors ?? []) process.stderr.write(`  ${f.field}: ${f.message}\n`);
}
