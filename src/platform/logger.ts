/**
 * The slice of a pino logger the platform uses. Platform log lines carry ids and counts only: never a
 * secret, token, password, email or request body.
 */
export interface PlatformLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A logger that drops everything (tests, CLI). */
export const silentLogger: PlatformLogger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};
