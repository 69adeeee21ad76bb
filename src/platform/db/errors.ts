import { sqliteCode } from './sqlite-errors.js';

/** Recognises a unique-constraint violation from either driver (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // pg: SQLSTATE 23505; node:sqlite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY (extended codes).
  if ((error as { code?: unknown }).code === '23505') return true;
  const sqlite = sqliteCode(error);
  return sqlite === 'SQLITE_CONSTRAINT_UNIQUE' || sqlite === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
