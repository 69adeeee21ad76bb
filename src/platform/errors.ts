/**
 * Domain errors of the platform services. Transports (HTTP, portal, CLI) map the code to their own
 * shape; nothing here knows about status codes.
 */

/** Why a platform operation was refused. */
export type PlatformErrorCode =
  | 'INVALID_INPUT'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_NOT_FOUND'
  | 'APP_NOT_FOUND'
  | 'APP_LIMIT_REACHED'
  | 'NO_ACTIVE_SUBSCRIPTION'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_RESET_CODE'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_FAILED';

/** A refused platform operation; `field` names the input at fault when there is one. */
export class PlatformError extends Error {
  readonly code: PlatformErrorCode;
  readonly field: string | null;
  /** For TOO_MANY_ATTEMPTS: whole seconds until another attempt is allowed. */
  readonly retryAfterSeconds: number | null;
  constructor(
    code: PlatformErrorCode,
    message: string,
    field: string | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
