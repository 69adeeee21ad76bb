/**
 * Published KP judgments, second set (issue 21 §7): the shape of one cited judgment. Every case is
 * transcribed from K. S. Krishnamurti's own text, the raw OCR of KP Reader III in the public repository
 * prakhs123/kp-reader (`kp-reader-3/txts/Krishnamurti System Vol 3.txt`), cited as "R3 <line>"; facts
 * only, never wording. Nothing here was tuned to the engine.
 *
 * `post_hoc: true` marks a case transcribed blind, never run against the engine by its author: the
 * coordinator runs those once the natal promise rules of issue 21 are final and reports the first-run
 * agreement (scripts/kp-published-agreement.ts). Every other case is asserted by
 * test/oracle/kp-published.test.ts: agreement, or the `disagreement` it states.
 */
import type { Graha } from '../../../src/engine/types.js';
import type { Check, Moment } from '../kp-examples.data.js';

/** Checks this set adds to those of kp-examples.data.ts. */
export type PublishedCheck =
  | Check
  /**
   * A body's sign, star lord and/or sub lord. With `anyHour` the time of day is not published: the
   * check holds when the stated lords hold at some whole hour of the local civil day.
   */
  | {
      kind: 'position';
      body: Graha | 'Ascendant';
      sign?: string;
      starLord?: Graha;
      subLord?: Graha;
      anyHour?: boolean;
    }
  /** The dasha running at birth and its balance, within `toleranceDays`. */
  | {
      kind: 'dasha_balance';
      lord: Graha;
      years: number;
      months: number;
      days: number;
      toleranceDays: number;
    }
  /** When a period (mahadasha, bhukti[, antara]) begins, within `toleranceDays`. */
  | { kind: 'period_start'; lords: Graha[]; on: string; toleranceDays: number }
  /**
   * Planets the author names as significators of `houses` (each must signify one, levels A-D); with
   * `number`, in the horary chart of that number (KP 249) at the moment.
   */
  | { kind: 'significators'; houses: number[]; planets: Graha[]; number?: number }
  /**
   * Planets the author places in a house (bhava): each must occupy it (others may too, unless the
   * author says the house holds only these); `number`: the horary chart of that number.
   */
  | { kind: 'occupants'; house: number; planets: Graha[]; number?: number }
  /** A cusp of the horary chart of `number`: its star and sub lord. */
  | { kind: 'horary_cusp'; number: number; house: number; starLord: Graha; subLord?: Graha }
  /** A horary or natal yes/no for a question whose event the classifier chooses (no lock). */
  | {
      kind: 'horary_question';
      number: number;
      question: string;
      answer: 'yes' | 'no';
    };

export interface PublishedCase {
  id: string;
  type: 'natal' | 'horary' | 'transit';
  /** Book and line: "R3 4040" (raw OCR line of KP Reader III), with the chapter. */
  source: string;
  moment: Moment;
  stated: string;
  check: PublishedCheck;
  /** Transcribed blind; never run by the author (see the file comment). */
  post_hoc?: boolean;
  assumption?: string;
  disagreement?: string;
}

export const R3 = 'KSK, KP Reader III (raw OCR, github.com/prakhs123/kp-reader), R3';
export const IST = 5.5;
export const MADRAS = { latitude: 13.0833, longitude: 80.2833, utcOffsetHours: IST };
export const MADRAS_ASSUMED =
  'The place is not stated; Madras (KSK’s residence) and IST are assumed.';
