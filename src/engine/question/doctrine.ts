/**
 * The doctrine block of a classification: which cusps and significators a KP astrologer checks for the
 * event (kp-doctrine §3.3 judgment sequence, §5.2 house groups). The corroboration sentence is built
 * from the catalog's houses at call time; the note is one sentence per event.
 */
import { flat } from '../flat-text.js';

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

/**
 * One sentence per event: the meaning of its required houses and its karaka. House numbers named here
 * are only the event's primary cusp and required houses (a test checks them against the catalog);
 * the negating houses are named by the corroboration sentence, read from the catalog at call time.
 */
const NOTES: Readonly<Record<string, string>> = {
  marriage:
    'KSK: the 7th cusp sub lord signifying 2 (family), 7 (partner) or 11 (fulfilment) promises marriage; Venus is the karaka.',
  divorce:
    'Separation is the 7th cusp sub lord signifying 1, 6, 10 and 12, the 12ths of the houses that make and keep a marriage.',
  children:
    'KSK: the 5th cusp sub lord signifying 2, 5 or 11 promises a child; Jupiter is the karaka.',
  education:
    'The 4th is schooling, the 9th learning and the 11th success; Mercury and Jupiter are the karakas.',
  higher_education:
    'Higher studies are the 9th read with the 4th (formal education) and the 11th (success).',
  job: 'Service is 2 (income), 6 (service) and 10 (profession) with 11 (gain); Saturn and the Sun are the karakas.',
  business:
    'KSK (R3 3959, 3953): whether one will do business is judged from the 7th cusp sub lord and the significators of 7 (customers and partners), with 2 (self-acquisition) and 10; Mercury is the karaka of trade.',
  partnership:
    'KSK: for partnership the 7th is judged (R3 3454: the partner, R3 4675), with 11 (the permanent tie) and 2 or 10 (R3 4680); its longevity from the maraka and badhaka houses of the 7th.',
  promotion:
    'Promotion is the 10th (position) with 2 (income), 6 (service) and 11 (gain of desire).',
  wealth:
    'The 2nd is money in hand, the 6th money from others and the 11th gains; Jupiter is the karaka.',
  property:
    'KSK: the 4th cusp sub lord on 4 (possession), 11 (gain) and 12 (paying out) gives the purchase; Mars is the karaka of land.',
  vehicle:
    'KSK (R3 2777): a vehicle needs the 4th with 9, 10 and 11 and a beneficial aspect of Venus, the Moon or Jupiter; Venus is the karaka.',
  foreign_travel:
    'Long journeys and foreign lands are 3, 9 and 12 together; a link to the 12th takes the native away from home.',
  foreign_settlement:
    'KSK (R3 3564): a stay in a foreign country is judged from the 12th, for studies the 9th and for a job 6 and 10 also.',
  health:
    'KSK (R3 3334, 1970): the ascendant sub lord in the star of a significator of the houses of disease, danger and hospitalisation brings illness; otherwise good health is maintained. The Sun and the Moon are the karakas of vitality.',
  litigation:
    "KSK: the 6th (12th from the opponent's 7th) with 1 (oneself) and 11 (success) wins the case.",
  love_affair: 'Romance is the 5th with 7 (the partner) and 11 (fulfilment); Venus is the karaka.',
  fame: 'The 10th shows name and fame, the 11th fulfilment (R3 4301); KSK reads honour from the ascendant sub lord on 1 and 10 (R3 1532). The Sun is the karaka of honour.',
  politics:
    'KSK (R3 4339): for politics the houses are 1, 6, 9, 10 and 11; the 6th is victory over rivals, the 11th success in the election.',
  reinstatement:
    'KSK (R3 4064-4070): the 11th cusp sub lord connected with 2, 6, 10 or 11 in any manner brings reinstatement, a kind of promotion.',
  inheritance:
    "KSK: the 2nd cusp sub lord on 2 and 8 (legacies, others' money) with 11 gives the share; the 8th is the primary cusp.",
  job_change:
    'KSK: 3, 9 and 12 (change of place, leaving) with 6 or 10 (new service) and 11 shift the job.',
  property_sale:
    'A sale is the 12th of each house of holding and gain: 3, 5 and 10 part with the property.',
  loan: 'KSK: the 6th (borrowing) with 2 (money in hand) and 11 (gain) sanctions a loan.',
  loan_repayment: 'KSK: repayment is 8 (the debt) and 12 (paying out).',
  lost_property: "KSK's theft case: the 11th cusp sub lord on 2, 6 and 11 brings the article back.",
  missing_person: 'The 11th cusp sub lord on 2, 8 and 11 brings the person back to the querent.',
  bail: 'Release is the 11th (fulfilment) with the 2nd (the 12th of the 3rd: the end of confinement).',
  surgery:
    'Surgery and accidents are 8 and 12; Mars is the karaka. An unwanted event: its denial is the favourable reading.',
  disease: 'Illness is 6, 8 and 12; its denial is the favourable reading (an unwanted event).',
  stock_market: 'KSK (R3 4701): speculation is the 5th with 6 and 11 for gains.',
  donation: "Giving is read as the receiver's gain counted from the 7th: 5, 8, 9 and 12.",
  workplace_trouble:
    'Trouble at work is 5, 8, 9 and 12, the 12ths of the service houses. An unwanted event: its denial is the favourable reading.',
  gratuity_insurance:
    "KSK: money from insurance, gratuity or pension is the 8th (others' money) with 2 and 11.",
  siblings: "Siblings are the 3rd with 1 and 11 (the elder sibling's house); Mars is the karaka.",
  mother:
    "The 4th is the mother's ascendant (KSK): her 2nd, 5th and 11th houses count from it, so her wellbeing is read from 4, 8 and 2; the Moon is the karaka.",
  father:
    "The 9th is the father's ascendant: his wellbeing is read from 9 with 1 and 7 counted from it; the Sun is the karaka.",
  examination:
    'Passing is the 4th with 9 and 11, and the 6th for a competition (success over rivals).',
  travel: 'Short journeys are the 3rd with 9 and 11.',
  general:
    'No rule matched: KP judges any desire from the 11th cusp (fulfilment of wishes) with 1 and 2.',
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
  const corroboration = flat`Judge the ${ORD[primaryCusp]} cusp sub lord${whose}: it should signify the ${houseList(required)} through its star lord and itself, and not chiefly the ${houseList(negating)}. The 11th cusp sub lord and the ruling planets at judgment should repeat those significators; the fruitful significators (those that are also ruling planets) give the timing.`;
  const note = NOTES[eventId] ?? NOTES.general ?? '';
  return { corroboration, note };
}

/** Event ids that have a note (every catalog id; checked by a test). */
export const NOTED_EVENTS: readonly string[] = Object.keys(NOTES);
