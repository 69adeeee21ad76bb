/**
 * Domain errors raised by the engine. Exactly one place (http/errors.ts) maps them to HTTP;
 * the CLI maps them to its own output. `field` names the request field the problem belongs to.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly field: string;
  constructor(code: string, field: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
  }
}

/** Placidus is undefined inside the polar circles (decisions.md, Houses). */
export class PolarLatitudeError extends DomainError {
  constructor(latitude: number) {
    super(
      'POLAR_LATITUDE',
      'latitude',
      `Placidus houses are undefined at latitude ${latitude}: inside the polar circle some ecliptic degrees never rise or set, so KP cusps cannot be cast there. We do not silently switch house systems.`,
    );
  }
}

/** Dates outside the supported ephemeris range (decisions.md, Date range). */
export class DateRangeError extends DomainError {
  constructor(field: string) {
    super('DATE_RANGE', field, 'Dates must lie between 1800-01-01 and 2399-12-31.');
  }
}
