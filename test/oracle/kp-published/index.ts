/** The second published set (issue 21 §7): every case, asserted and post-hoc. */
import { R3_NATAL } from './r3-natal.js';
import { R3_POST_HOC } from './r3-post-hoc.js';
import { R3_TRANSITS } from './r3-transits.js';
import type { PublishedCase } from './types.js';

export const PUBLISHED: readonly PublishedCase[] = [...R3_TRANSITS, ...R3_NATAL, ...R3_POST_HOC];
