/** Recognises a unique-constraint violation from either driver (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // pg: SQLSTATE 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
