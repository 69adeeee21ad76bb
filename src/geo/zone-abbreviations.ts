/**
 * Time-zone abbreviations ("IST", "PST", "BST") are not IANA zone ids, and many are ambiguous: IST is
 * India, Ireland or Israel. ICU (and so Intl) still accepts some of them as legacy ids, so they are
 * refused here before Intl sees them, with the IANA ids a client most likely meant (issue 20 §6).
 * Zone ids the tz database itself has without a slash (EST, CET, Japan, …) are answered by it first
 * and never reach this check.
 */

/** Common abbreviations and the IANA zones they stand for (first the most frequent reading). */
const HINTS: Readonly<Record<string, string>> = {
  IST: '"Asia/Kolkata" (India), "Europe/Dublin" (Ireland) or "Asia/Jerusalem" (Israel)',
  BST: '"Europe/London" (British Summer Time) or "Asia/Dhaka" (Bangladesh)',
  CST: '"America/Chicago" (US Central), "Asia/Shanghai" (China) or "America/Havana" (Cuba)',
  PST: '"America/Los_Angeles" (US Pacific) or "Asia/Manila" (Philippines)',
  PDT: '"America/Los_Angeles"',
  EDT: '"America/New_York"',
  CDT: '"America/Chicago"',
  MDT: '"America/Denver"',
  AST: '"America/Halifax" (Atlantic) or "Asia/Riyadh" (Arabia)',
  AEST: '"Australia/Sydney" or "Australia/Brisbane"',
  ACST: '"Australia/Adelaide" or "Australia/Darwin"',
  AWST: '"Australia/Perth"',
  JST: '"Asia/Tokyo"',
  KST: '"Asia/Seoul"',
  SGT: '"Asia/Singapore"',
  PKT: '"Asia/Karachi"',
  NPT: '"Asia/Kathmandu"',
  SLST: '"Asia/Colombo"',
  GST: '"Asia/Dubai" (Gulf) or "Atlantic/South_Georgia"',
  CEST: '"Europe/Berlin" or "Europe/Paris"',
  EEST: '"Europe/Athens" or "Europe/Helsinki"',
  MSK: '"Europe/Moscow"',
  SAST: '"Africa/Johannesburg"',
  WAT: '"Africa/Lagos"',
  EAT: '"Africa/Nairobi"',
  NZST: '"Pacific/Auckland"',
};

/** Names Intl may answer for without a slash that are genuinely UTC. */
const UTC_NAMES = new Set(['UTC', 'GMT', 'UCT', 'ZULU', 'UNIVERSAL', 'GREENWICH']);

/** True when `zone` looks like an abbreviation (2-5 letters, no slash) and is not UTC itself. */
export function isZoneAbbreviation(zone: string): boolean {
  return /^[A-Za-z]{2,5}$/.test(zone) && !UTC_NAMES.has(zone.toUpperCase());
}

/** The sentence of the 422 for an abbreviation. */
export function abbreviationMessage(zone: string): string {
  const hint = HINTS[zone.toUpperCase()];
  return `"${zone}" is an abbreviation, not a time zone id: abbreviations are ambiguous (IST is India, Ireland or Israel). Send the IANA zone id${
    hint ? `, e.g. ${hint}` : ' such as "Asia/Kolkata"'
  }, or utc_offset_hours.`;
}
