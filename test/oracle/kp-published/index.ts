/** The second published set (issue 21 §7): every case, asserted and post-hoc, and KSK's denials (issue 35 §6). */
import { R3_DENIALS } from './r3-denials.js';
import { R3_NATAL } from './r3-natal.js';
import { R3_POST_HOC } from './r3-post-hoc.js';
import { R3_TRANSITS } from './r3-transits.js';
import type { PublishedCase } from './types.js';

export const PUBLISHED: readonly PublishedCase[] = [
  ...R3_TRANSITS,
  ...R3_NATAL,
  ...R3_POST_HOC,
  ...R3_DENIALS,
];
