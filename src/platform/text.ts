/**
 * Text a person types and the platform stores (issue 37 §2): an account's email, an app's name.
 * Such text is printed later in places its author does not control, the operator's terminal above
 * all (`sublord account list`, `app list`), so it may not carry the characters a terminal or a
 * text display acts on instead of showing: the C0 controls, DEL and the C1 controls (ECMA-48: ESC
 * and the one-byte CSI start escape sequences, BEL rings), the line and paragraph separators, and
 * the bidirectional embeddings, overrides and isolates (Unicode UAX #9), which reorder the text
 * around them. Letters of every script, emoji and the joiners they and the Indic scripts use
 * (U+200C, U+200D) are not among them.
 */
import { PlatformError } from './errors.js';

/** One character a terminal or a display acts on (see above). */
export const CONTROL_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's purpose
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** INVALID_INPUT naming `field` when `value` holds a control character. */
export function refuseControlCharacters(value: string, field: string): void {
  if (CONTROL_CHARACTER.test(value)) {
    throw new PlatformError('INVALID_INPUT', 'must not contain control characters', field);
  }
}
