/**
 * The doctrine block of a classification: which cusps and significators a KP astrologer checks for the
 * event (kp-doctrine §3.3 judgment sequence, §5.2 house groups). The corroboration sentence is built
 * from the catalog's houses at call time; the note is one sentence per event.
 */

const ORD = [
  '',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];

/** "2nd, 7th and 11th". */
export function houseList(houses: readonly number[]): string {
  const names = houses.map((h) => ORD[h] ?? String(h));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One sentence per event: the classical rule or karaka behind its house group. */
const NOTES: Readonly<Record<string, string>> = {
  marriage:
    'KSK: when the 7th cusp sub lord signifies 2, 7 or 11 marriage is promised; 1, 6 and 10 (the 12ths of 2, 7 and 11) delay or deny it, and Venus is the karaka.',
  divorce:
    'Separation is read from the 7th cusp sub lord signifying 1, 6, 10 and 12 (the 12ths of 2, 7, 11 and 1); a link to 2, 7 or 11 keeps the marriage.',
  children:
    'KSK: the 5th cusp sub lord signifying 2, 5 or 11 promises a child; signifying 1, 4 or 10 (their 12ths) denies it; Jupiter is the karaka.',
  education:
    'The 4th is schooling, the 9th learning and the 11th success; 3, 5 and 8 are the 12ths that break studies. Mercury and Jupiter are the karakas.',
  higher_education:
    'Higher studies are the 9th read with 4 and 11; a 12th link adds study away from home, while 3, 5 and 8 interrupt.',
  job: 'Service is 2 (income), 6 (service) and 10 (profession) with 11 (gain); 1, 5 and 9 are their 12ths and deny employment.',
  business:
    'Business is 7 (trade, partners) and 10 (profession) with 2 and 11 for gains; 5, 8 and 12 are losses.',
  promotion:
    'Promotion is the 10th with 2, 6 and 11; 8 and 12 (obstacles, loss of position) and 1, 5, 9 negate it.',
  wealth:
    'The 2nd is money in hand, 6 money from others and 11 gains; 12 is expenditure and 8 sudden loss.',
  property:
    'KSK: the 4th cusp sub lord on 4 (possession), 11 (gain) and 12 (paying out) gives the purchase; 3, 5 and 10 are its 12ths.',
  vehicle: 'Conveyance is the 4th with 11 and 12; 3 and 8 deny or damage it. Venus is the karaka.',
  foreign_travel:
    'Long journeys and foreign lands are 3, 9 and 12; the 4th (staying home) and 2, 8, 11 keep the native at home.',
  foreign_settlement:
    'Settlement abroad needs 3, 9 and 12 without the 4th (home) and 2, 11 (family, staying put).',
  health:
    'Recovery is the 1st cusp sub lord signifying 1, 5 and 11 (5 and 11 are the 12ths of 6 and 12, the houses of illness); 6, 8 and 12 prolong it. The Sun and the Moon are the karakas of vitality.',
  litigation:
    "KSK: the 6th (12th from the opponent's 7th) with 1 and 11 wins the case; 5, 8 and 12 lose it.",
  love_affair:
    'Romance is the 5th with 7 and 11; 4, 6, 10 and 12 (their 12ths and separation) break it. Venus is the karaka.',
  fame: 'KSK: the lagna cusp sub lord on 1 and 10 with 11 brings recognition; 8, 9 and 12 bring loss of name.',
  inheritance:
    "KSK: the 2nd cusp sub lord on 2 and 8 (others' money, legacies) with 11; 1, 7 and 9 deny the share.",
  job_change:
    'KSK: 3, 9 and 12 (change of place, leaving) with 6 or 10 (new service) shift the job; 4 and 8 keep the native where he is.',
  property_sale:
    'A sale is the 12th of each purchase house: 3, 5 and 10 (the 12ths of 4, 6 and 11); 2, 4 and 9 hold the property back.',
  loan: 'KSK: the 6th (borrowing) with 2 and 11 sanctions a loan; 4, 5, 8 and 12 refuse it.',
  loan_repayment:
    'KSK: repayment is 8 (debt) and 12 (paying out); 2, 6, 10 and 11 keep the debt running.',
  lost_property:
    'KSK theft case: the 11th cusp sub lord on 2, 6 and 11 brings the article back; 5, 8 and 12 mean it stays lost.',
  missing_person:
    'The 11th cusp sub lord on 2, 8 and 11 brings the person back; 3, 9 and 12 (journeys, distance) keep them away.',
  bail: 'Release is the 11th with 2 (12th of the 3rd: end of confinement); 3, 8 and 12 (confinement) refuse bail.',
  surgery:
    'Surgery and accidents are 8 and 12; Mars is the karaka. An unwanted event: its denial is the favourable reading.',
  disease:
    'Illness is 6, 8 and 12; 1, 5 and 11 are cure. An unwanted event: its denial is the favourable reading.',
  stock_market:
    'KSK: speculation is the 5th with 2, 6 and 11; 7, 8 and 12 are losses to the other side.',
  donation:
    "Giving is read as the receiver's gain counted from the 7th: 5, 8, 9 and 12; 2, 3, 6 and 11 keep the money.",
  workplace_trouble:
    'Trouble at work is the 12ths of the service houses: 5, 8, 9 and 12; 2, 6, 10 and 11 keep the position safe. An unwanted event.',
  gratuity_insurance:
    'KSK: money from insurance, gratuity or pension is the 8th with 2 and 11; 7, 9 and 12 deny the claim.',
  siblings:
    'Siblings are the 3rd with 1 and 11; 6, 8 and 10 (12ths of 7, 9, 11) bring discord. Mars is the karaka.',
  mother:
    "The 4th is the mother's ascendant (KSK): her 2nd, 5th and 11th are the native's 5th, 8th and 2nd; the Moon is the karaka.",
  father:
    "The 9th is the father's ascendant: his 1st, 5th and 11th are the native's 9th, 1st and 7th; the Sun is the karaka.",
  examination:
    'Passing is the 4th with 9 and 11, and the 6th for a competition; 3, 5 and 8 are failure.',
  travel: 'Short journeys are the 3rd with 9 and 11; 2, 4 and 8 keep the native at home.',
  general:
    'No rule matched: KP judges any desire from the 11th cusp (fulfilment of wishes) with 1 and 2; 5, 8 and 12 deny it.',
};

/** The doctrine block for an event, with the houses already rotated for a relative. */
export function doctrineFor(
  eventId: string,
  primaryCusp: number,
  required: readonly number[],
  negating: readonly number[],
  relative: { who: string; house: number } | null,
): { corroboration: string; note: string } {
  const whose =
    relative === null
      ? ''
      : ` (the ${relative.who.replace(/_/g, ' ')}'s ascendant is the ${ORD[relative.house]}, so every house is counted from it)`;
  const corroboration =
    `Judge the ${ORD[primaryCusp]} cusp sub lord${whose}: it should signify the ${houseList(required)} through its star lord and itself, and not chiefly the ${houseList(negating)}. ` +
    'The 11th cusp sub lord and the ruling planets at judgment should repeat those significators; the fruitful significators (those that are also ruling planets) give the timing.';
  const note = NOTES[eventId] ?? NOTES.general ?? '';
  return { corroboration, note };
}

/** Event ids that have a note (every catalog id; checked by a test). */
export const NOTED_EVENTS: readonly string[] = Object.keys(NOTES);
