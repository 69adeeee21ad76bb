/**
 * Field lists of the contract's records (the project's API contract, copied here: tests read only
 * the repository). The contract's fields are never optional.
 */

/** The Reading record of the `vedic_bhava` block. */
export const CONTRACT_READING_FIELDS: readonly string[] = [
  'graha',
  'sign',
  'degree',
  'bhava',
  'kp_house',
  'houses_differ',
  'reading',
  'dignity',
  'house_nature',
  'modifiers',
  'karakatva',
  'lords',
  'lordship',
  'node_agency',
  'dasha',
];
