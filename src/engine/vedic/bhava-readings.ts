/**
 * Text data for the whole-sign (Parashari) readings: themes per graha per bhava, bhava topics, house
 * natures, karakatva, dignity tones and the bhava karakas.
 *
 * The themes follow the classical "graha in bhava" tradition as indexed in vedic-techniques.md §6.3
 * (BPHS ch. 24–25 style); every sentence here is our own wording, written for this project. They are
 * traditional correspondences, never inputs to a KP prediction.
 */
import type { Graha } from '../types.js';
import type { Dignity } from './dignity.js';

/** Twelve entries, index 0 = 1st bhava. */
type TwelveTexts = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** What each bhava covers (index 0 = 1st), in our words after BPHS ch. 11 as commonly summarised. */
export const BHAVA_TOPICS: TwelveTexts = [
  'self, body and temperament',
  'wealth, family, speech and food',
  'courage, younger siblings, effort and short journeys',
  'mother, home, property, vehicles and inner peace',
  'children, intellect, creativity and past merit',
  'rivals, illness, debts and service',
  'marriage, partnerships and open dealings',
  'longevity, sudden events, inheritance and hidden matters',
  'fortune, father, dharma, teachers and long journeys',
  'career, status and action in the world',
  'gains, elder siblings, friends and fulfilled wishes',
  'expenses, losses, foreign lands, sleep and liberation',
];

/** Themes of each graha in each whole-sign bhava (§6.3 as a theme index; our wording). */
export const GRAHA_BHAVA_THEMES: Readonly<Record<Graha, TwelveTexts>> = Object.freeze({
  Sun: [
    'A strong sense of self and a wish to lead; vitality is good, though pride and heat or eye complaints are the classical cautions.',
    'Earnings tend to come through authority, government or the father’s side; speech can be blunt, and the eyes are a traditional point of care.',
    'Courage and initiative are marked, and success comes from one’s own effort.',
    'Home life can feel unsettled or ruled by duty; property may come through the state or a senior figure.',
    'A sharp, proud intelligence; tradition warns of few or late children and of losses in speculation.',
    'Rivals and illness are overcome; a placement known for stamina and for winning disputes.',
    'The ego meets its match in partnership: a dominant or status-conscious spouse and a need to share authority.',
    'Heat, eye or vitality concerns and complications over paternal inheritance are the traditional cautions.',
    'Life is bound up with the father, teachers and authority; principled, though proud about belief.',
    'Career, rank and public recognition are emphasised; the Sun has directional strength here.',
    'Gains come through people in power, through government or through well-placed friends.',
    'Spending, time abroad or in seclusion; eyesight and rest are the classical points of care.',
  ],
  Moon: [
    'An expressive, receptive and changeable nature with a pleasing presence.',
    'Wealth rises and falls with circumstances; speech is gentle and family ties are felt strongly.',
    'Courage comes in waves; frequent short journeys and a restless, talkative mind.',
    'Comfort at home, a close bond with the mother, vehicles and peace of mind; the Moon is at its directional best here.',
    'An imaginative, feeling intellect, creative and attached to children.',
    'Worry, digestion and debts are the weak points; service and rivalry strain the mind.',
    'An attractive, sensitive partner and an easy manner with the public.',
    'Emotional upheavals and hidden anxieties; health wants watching in the Moon’s periods.',
    'Devotion, pilgrimage and good fortune; the mind leans toward faith and learning.',
    'A public-facing career whose reputation ebbs and flows.',
    'Gains through the public, through women and through a wide circle of friends.',
    'Restless sleep, spending and a pull toward distant places or retreat.',
  ],
  Mars: [
    'Bold, energetic and quick to act; rashness, injuries or scars are the classical warning (a Mangal house).',
    'A cutting tongue and friction within the family; one of the disputed Mangal houses, counted mainly in South India.',
    'Valour, enterprise and drive; among the best places for Mars.',
    'Land and property can come, but peace at home is tested (a Mangal house).',
    'A keen, competitive mind; worries over children are the traditional caution.',
    'Victory over rivals, disputes won and good vigour; Mars thrives here.',
    'Heat in partnership: quarrels or a forceful spouse (a Mangal house).',
    'Accidents, surgery and sudden events are the classical cautions (a Mangal house).',
    'Friction with the father, teachers or orthodoxy; beliefs are held fiercely.',
    'A forceful career in technical, engineering, military or police lines; Mars has directional strength here.',
    'Gains through land, siblings and bold ventures.',
    'Hidden enemies, hospital stays and losses through impulse (a Mangal house).',
  ],
  Mercury: [
    'Quick wit, a youthful manner and a lifelong student’s curiosity; Mercury has directional strength here.',
    'Eloquence, and money through trade, teaching or the written word.',
    'Writing, media and communication skills; capable siblings.',
    'A good education and a comfortable, well-run home.',
    'Learning and skill as an adviser; an analytical, inventive mind.',
    'An analytical problem-solver; nerves and skin are the traditional weak points.',
    'A clever, youthful partner and a flair for trade and contracts.',
    'Research, investigation and a taste for hidden or occult subjects.',
    'Scholarship; fortune arrives through learning and teaching.',
    'Commerce, writing, accounting and other careers of the intellect.',
    'Profits through trade and through a network of friends.',
    'A private, secretive mind; money goes on study, travel or foreign dealings.',
  ],
  Jupiter: [
    'Wisdom, dignity and a sense of being protected; Jupiter has directional strength here.',
    'A prosperous family background and wise, measured speech.',
    'Courage is modest but siblings are supportive; effort is guided by principle.',
    'Contentment, property, vehicles and a happy home.',
    'Children, merit and sound counsel — though, as the natural karaka of the 5th, Jupiter here is read by some as a caution for children.',
    'Rivals are overcome, but weight, the liver and debts need attention.',
    'A good spouse and dependable partners; dealings are ethical.',
    'Long life and inheritance, with obstacles that slow progress.',
    'Fortune, faith and a guiding teacher; one of Jupiter’s finest placements.',
    'An ethical, respected career and standing.',
    'Abundant gains and help from elder siblings and friends.',
    'Generosity, charity and spending on spiritual or foreign pursuits.',
  ],
  Venus: [
    'Charm, artistic taste and a comfortable life.',
    'Wealth, good food and a sweet way of speaking.',
    'Artistic expression and pleasant travel; cordial siblings.',
    'Luxuries, vehicles and a happy home; Venus has directional strength here.',
    'Romance, creativity and some luck in speculation.',
    'Friction with women or partners and urinary or hormonal complaints are the classical cautions.',
    'A passionate marriage, with excess desire as the traditional warning; as karaka of the 7th, Venus here is read by some as a caution for the spouse.',
    'Inheritance or money through the partner, and a long life.',
    'Fortune, comforts and enjoyable travel.',
    'A career in the arts, fashion, beauty or luxury goods.',
    'Gains through the arts, through women and through social charm.',
    'Pleasures of the bed, luxury and comfort abroad; a placement Venus enjoys.',
  ],
  Saturn: [
    'A serious, slow and careful nature; a lean build and delays early in life.',
    'Earnings build slowly; speech can be harsh and family ties distant.',
    'Perseverance pays; one of Saturn’s good placements.',
    'Heaviness at home and delays over property or peace of mind.',
    'Children may come late; the mind is sober and serious.',
    'Rivals are beaten, though chronic illness is the classical risk.',
    'Marriage comes late or to an older, serious partner; Saturn has directional strength here.',
    'Long life, but with chronic complaints; as karaka of the 8th, Saturn here is read by some as a caution.',
    'Luck arrives late; beliefs are unorthodox or hard-won.',
    'A rise through steady toil; authority comes late and lasts.',
    'Steady gains that accumulate over the long term.',
    'Isolation, losses and a pull toward foreign lands or retreat.',
  ],
  Rahu: [
    'An unconventional, restless personality with foreign connections.',
    'Unusual sources of income and a tendency toward exaggerated or misleading speech.',
    'Daring and enterprise; Rahu does well here.',
    'Disputes at home and concern for the mother’s health.',
    'An unorthodox mind; unusual circumstances around children.',
    'Rivals and debts are crushed; one of Rahu’s strongest placements.',
    'An unusual or foreign partner; partnerships outside convention.',
    'Sudden events and hidden gains.',
    'Unorthodox beliefs and luck found abroad.',
    'Ambition, politics and unconventional fame.',
    'Large gains; Rahu is strong here.',
    'Living abroad, confusion and expense.',
  ],
  Ketu: [
    'An introspective, detached temperament; health can be puzzling.',
    'Quirks around speech or diet and detachment from family.',
    'Courage and spiritual effort; Ketu does well here.',
    'Detachment from home and its comforts.',
    'A spiritual intellect and the fruit of past merit.',
    'Victory over rivals and a gift for healing; a good place for Ketu.',
    'A detached partner and discord in partnership.',
    'Occult interests, sudden losses and a turn toward liberation.',
    'Spirituality and pilgrimage.',
    'Changes of career and a vocation with a spiritual side.',
    'Gains and fulfilled wishes; Ketu does well here.',
    'Liberation and spiritual retreat; traditionally Ketu’s best placement.',
  ],
});

/** Natural significations (karakatva), §6.2 (BPHS ch. 3 and 32, summarised in our words). */
export const KARAKATVA: Readonly<Record<Graha, string>> = Object.freeze({
  Sun: 'soul, father, authority and government, vitality, bones, right eye',
  Moon: 'mind, mother, emotions, the public, fluids, left eye',
  Mars: 'courage, younger siblings, land and property, energy, blood, accidents and surgery',
  Mercury: 'intellect, speech, trade, writing, education, maternal uncle, skin and nerves',
  Jupiter: 'wisdom, teachers, children, wealth, dharma, the husband in a woman’s chart, liver',
  Venus: 'the spouse in a man’s chart, love, the arts, luxury, vehicles, reproduction',
  Saturn: 'longevity, sorrow, servants and labour, discipline, delay, chronic disease',
  Rahu: 'foreign things, obsession, unconventional gain, poison, maternal grandparents',
  Ketu: 'detachment, spirituality, liberation (moksha), sudden loss, paternal grandparents',
});

/**
 * Natural karaka of each bhava (index 0 = 1st), PyJHora `const.naisargika_karakas` as given in §6.2:
 * Sun, Jupiter, Mars, Moon, Jupiter, Mars, Venus, Saturn, Jupiter, Mercury, Jupiter, Saturn.
 */
export const BHAVA_KARAKA: readonly Graha[] = Object.freeze([
  'Sun',
  'Jupiter',
  'Mars',
  'Moon',
  'Jupiter',
  'Mars',
  'Venus',
  'Saturn',
  'Jupiter',
  'Mercury',
  'Jupiter',
  'Saturn',
]);

/** One sentence on how dignity colours the themes ("adjust by dignity", §6.3). */
export const DIGNITY_TONE: Readonly<Record<Dignity, string>> = Object.freeze({
  exalted: 'Exalted, it gives these themes in their fullest and most constructive form.',
  moolatrikona: 'In its moolatrikona it acts with confidence and purpose, close to its best.',
  own: 'In its own sign it is at ease and protects the affairs of this bhava.',
  debilitated:
    'Debilitated, it struggles to deliver these themes well; results come with strain unless the chart offers a cancellation (neecha bhanga) elsewhere.',
  neutral: '',
});

/** House nature labels returned in `house_nature`. */
export type HouseNature =
  | 'kendra'
  | 'trikona'
  | 'dusthana'
  | 'upachaya'
  | 'maraka'
  | 'panaphara'
  | 'apoklima'
  | 'dharma'
  | 'artha'
  | 'kama'
  | 'moksha';

/**
 * House natures per bhava (§6.1, BPHS / common): kendra 1, 4, 7, 10; trikona 1, 5, 9; dusthana 6, 8, 12;
 * upachaya 3, 6, 10, 11; maraka 2, 7; panaphara 2, 5, 8, 11; apoklima 3, 6, 9, 12; and the purushartha
 * of the house (dharma 1, 5, 9; artha 2, 6, 10; kama 3, 7, 11; moksha 4, 8, 12). Kendras are not also
 * labelled by the panaphara/apoklima scheme, whose first group they are.
 */
export const HOUSE_NATURES: readonly (readonly HouseNature[])[] = Object.freeze([
  ['kendra', 'trikona', 'dharma'],
  ['maraka', 'panaphara', 'artha'],
  ['upachaya', 'apoklima', 'kama'],
  ['kendra', 'moksha'],
  ['trikona', 'panaphara', 'dharma'],
  ['dusthana', 'upachaya', 'apoklima', 'artha'],
  ['kendra', 'maraka', 'kama'],
  ['dusthana', 'panaphara', 'moksha'],
  ['trikona', 'apoklima', 'dharma'],
  ['kendra', 'upachaya', 'artha'],
  ['upachaya', 'panaphara', 'kama'],
  ['dusthana', 'apoklima', 'moksha'],
]);

/** English ordinal of a bhava number: 1st, 2nd, 3rd, 4th … 12th. */
export function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  if (n % 10 === 1) return `${n}st`;
  if (n % 10 === 2) return `${n}nd`;
  if (n % 10 === 3) return `${n}rd`;
  return `${n}th`;
}

/** "a, b and c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
