/**
 * Facet tables for the sixteen events of decisions.md ("Descriptive facet tables"): each facet is a
 * side of the matter with the houses that show it, from the notes of kp-doctrine.md §5.2 (KSK Reader
 * III as compiled there). A facet is read by how many of its houses the cuspal sub lord signifies
 * (through its star lord and by itself); facets the chart does not show are left out (api-contract,
 * descriptive rules).
 */

export interface Facet {
  id: string;
  label: string;
  houses: readonly number[];
  /** Where the house group comes from. */
  source: string;
}

const f = (id: string, label: string, houses: number[], source: string): Facet =>
  Object.freeze({ id, label, houses: Object.freeze(houses), source });

export const FACET_TABLES: Readonly<Record<string, readonly Facet[]>> = Object.freeze({
  litigation: [
    f(
      'success',
      'Success in the dispute',
      [1, 6, 11],
      '§5.2 litigation: 6 = 12th of 7, the opponent’s loss',
    ),
    f(
      'improving',
      'Position improving',
      [2, 3, 10],
      '§5.2 litigation: KSK improving set 1, 2, 3, 6, 10, 11',
    ),
    f('setback', 'Setback or loss', [5, 8, 12], '§5.2 litigation: negating houses'),
    f(
      'opponent',
      'Opponent’s strength',
      [4, 7, 9],
      '§5.2 litigation: KSK adverse set 4, 5, 7, 8, 9, 12',
    ),
  ],
  bail: [
    f('release', 'Release and reunion with family', [2, 11], '§5.2 bail: 2 and 11'),
    f('home', 'Return home', [4], '§5.2 bail: +4 home'),
    f(
      'confinement',
      'Continued confinement',
      [3, 8, 12],
      '§5.2 bail: leaving residence and confinement',
    ),
    f('house_arrest', 'House arrest', [4, 8, 12], '§5.2 bail: house arrest 4, 8, 12'),
  ],
  property: [
    f('possession', 'Possession of the property', [4], '§5.2 property: 4 possession'),
    f('gain', 'Gain from it', [11], '§5.2 property: 11 gain'),
    f('outlay', 'Paying out for it', [12], '§5.2 property: 12 paying out'),
    f('sale', 'Sale or disposal', [3, 5, 10], '§5.2 property sale: 3, 5, 10'),
  ],
  health: [
    f('cure', 'Cure and recovery', [1, 5, 11], '§5.2 health: 1, 5 (12th of 6), 11 (12th of 12)'),
    f('illness', 'Illness', [6], '§5.2 disease: 6'),
    f('danger', 'Danger or chronic trouble', [8], '§5.2 disease: 8'),
    f('hospital', 'Hospitalisation', [12], '§5.2 disease: hospitalisation 12'),
  ],
  foreign_travel: [
    f('short_journey', 'A journey begins', [3], '§5.2 foreign travel: 3'),
    f('long_journey', 'Long-distance journey', [9], '§5.2 foreign travel: 9, preferably'),
    f('abroad', 'Stay abroad', [12], '§5.2 foreign travel: 12'),
    f('stay_home', 'Staying at home', [4], '§5.2 foreign travel: 4 = stay home'),
  ],
  loan: [
    f('sanction', 'Loan raised', [6], '§5.2 loan: 6 = raising a loan'),
    f('receipt', 'Money received', [2, 10, 11], '§5.2 loan: receipts 2, 6, 10, 11'),
    f('discharge', 'Discharge or refusal', [4, 5, 8, 12], '§5.2 loan: discharge 4, 5, 8, 12'),
  ],
  donation: [
    f('giving', 'Giving', [5, 8, 9, 12], '§5.2 donation: receiving counted from 7'),
    f('religious', 'Religious giving', [9], '§5.2 donation: 9 for religious giving'),
    f(
      'receiving',
      'Receiving instead',
      [2, 3, 6, 11],
      '§5.2 donation: receiving gifts 2, 3, 6, 11',
    ),
  ],
  promotion: [
    f('promotion', 'Promotion or reinstatement', [2, 6, 10, 11], '§5.2 promotion: 2, 6, 10, 11'),
    f('status', 'Status and recognition', [10, 11], '§5.2 fame: status and respect 10, 11'),
    f('setback', 'Setback', [1, 5, 8, 9, 12], '§5.2 promotion: negating houses'),
  ],
  workplace_trouble: [
    f('trouble', 'Trouble at work', [5, 8, 9, 12], '§5.2 workplace trouble: 8, 12, 5, 9'),
    f(
      'scrutiny',
      'Scrutiny or tax trouble',
      [7, 8, 12],
      '§5.2 workplace trouble: 10th CSL on 7, 8, 12',
    ),
    f(
      'protection',
      'Protection and continuity',
      [2, 6, 10, 11],
      '§5.2 workplace trouble: 2, 6, 10, 11',
    ),
  ],
  vehicle: [
    f('purchase', 'Purchase of a vehicle', [4, 11, 12], '§5.2 vehicle: 4, 11, +12 purchase'),
    f(
      'conveyance',
      'Comfortable conveyance',
      [4, 9, 10, 11],
      '§5.2 vehicle: KSK conveyance 4, 9, 10, 11',
    ),
    f('trouble', 'Loss or accident', [3, 8], '§5.2 vehicle: negating 3, 8'),
  ],
  surgery: [
    f('operation', 'Operation or accident', [8], '§5.2 surgery: 8'),
    f('hospital', 'Hospital stay', [12], '§5.2 surgery: 12 hospital'),
    f('recovery', 'Recovery', [1, 5, 11], '§5.2 surgery: 1, 5, 11'),
  ],
  missing_person: [
    f('return', 'Return', [2, 8, 11], '§5.2 missing person: compiled rule 2, 8, 11'),
    f('reunion', 'Reunion at home', [2, 4, 11], '§5.2 missing person: variant 2, 4, 11'),
    f('away', 'Stays away or confined', [12], '§5.2 missing person: 12'),
    f('travelling', 'Still travelling', [3, 9], '§5.2 missing person: 3, 9 continued travel'),
  ],
  stock_market: [
    f('opportunity', 'Opportunity to speculate', [5], '§5.2 stock market: 5'),
    f('gain', 'Gain', [2, 6, 11], '§5.2 stock market: 5 with 6 and 11 (with 2)'),
    f('loss', 'Loss', [8, 12], '§5.2 stock market: 8 and 12'),
    f('competition', 'Competitors', [7], '§5.2 stock market: 7 = competitor'),
  ],
  inheritance: [
    f('legacy', 'Legacy or will', [2, 8], '§5.2 inheritance: 2nd CSL on 2 and 8'),
    f('gain', 'Gain certain', [11], '§5.2 inheritance: with 11 gain certain'),
    f('immovable', 'Immovable property', [4], '§5.2 inheritance: 4 for immovable'),
    f('loss', 'Loss', [9], '§5.2 inheritance: 9 = loss by bank failure'),
  ],
  gratuity_insurance: [
    f('payment', 'Money due is paid', [2, 8], '§5.2 gratuity/insurance: 2 and 8'),
    f('gain', 'Full gain', [11], '§5.2 gratuity/insurance: 11'),
    f('pension', 'Pension settlement', [2, 10, 11], '§5.2 gratuity/insurance: pension 2, 11 + 10'),
    f('loss', 'Shortfall or dispute', [7, 9, 12], '§5.2 gratuity/insurance: negating 7, 9, 12'),
  ],
  lost_property: [
    f('recovery', 'Recovery', [2, 6, 11], '§5.2 lost property: 11th CSL on 2, 6, 11'),
    f('movable', 'Movable goods', [2], '§5.2 lost property: 2 movable'),
    f('immovable', 'Immovable property', [4], '§5.2 lost property: 4 immovable'),
    f('thief', 'A thief is involved', [7], '§5.2 lost property: thief = 7th house'),
    f('loss', 'Lasting loss', [5, 8, 12], '§5.2 lost property: 5, 8, 12'),
  ],
});
