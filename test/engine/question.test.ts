/**
 * Unit tests of the question classifier's parts: folding and typo tolerance, the either/or and
 * negation grammar, relatives and bhava-to-bhava rotation (kp-doctrine §3.3), in_india, the invalid
 * messages (decisions.md "Questions"), confidence bounds, determinism, and that the houses and the
 * doctrine sentence come from the event catalog (src/engine/kp/events.ts) at call time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { EVENT_CATALOG, eventById } from '../../src/engine/kp/events.js';
import { classifyQuestion, MESSAGES } from '../../src/engine/question/classify.js';
import { doctrineFor, houseList, NOTED_EVENTS } from '../../src/engine/question/doctrine.js';
import { EVENT_RULES } from '../../src/engine/question/lexicon.js';
import { foldLatin, tokenize, withinOneEdit } from '../../src/engine/question/normalize.js';
import { rotateHouse } from '../../src/engine/question/relatives.js';

const c = (q: string, inIndia = true) => classifyQuestion(q, { inIndia });

describe('folding', () => {
  it('meets the usual spelling variants of romanised Hindi and doubled letters', () => {
    for (const [a, b] of [
      ['shaadi', 'shadi'],
      ['imtihaan', 'imtihan'],
      ['beemari', 'bimari'],
      ['muqadma', 'mukadma'],
      ['zameen', 'jamin'],
      ['marrrriage', 'marriage'],
    ])
      assert.equal(foldLatin(a as string), foldLatin(b as string), `${a} ~ ${b}`);
  });

  it('drops emoji and symbols, expands contractions, keeps the possessive and the danda', () => {
    assert.deepEqual(tokenize("Won't my son's visa come?? 🙏✨"), [
      'wil',
      'not',
      'my',
      'son',
      "'s",
      'visa',
      'come',
      '?',
      '?',
    ]);
    assert.deepEqual(tokenize('शादी कब होगी।'), ['शादी', 'कब', 'होगी', '.']);
    assert.deepEqual(tokenize('माँ ज़मीन'), tokenize('मां जमीन'));
  });

  it('one edit: substitution, insertion, deletion or a swap of neighbours, nothing more', () => {
    assert.ok(withinOneEdit('mariage', 'mariaje'));
    assert.ok(withinOneEdit('mariage', 'mariag'));
    assert.ok(withinOneEdit('mariage', 'marriage'));
    assert.ok(withinOneEdit('mariage', 'maraige'));
    assert.ok(!withinOneEdit('mariage', 'marxxge'));
    assert.ok(!withinOneEdit('promotion', 'motion'));
  });

  it('corrects a typo of a long keyword but not a known word ("chance" is not "change")', () => {
    assert.equal(c('Will my divorse be granted?').eventId, 'divorce');
    assert.equal(c('Is there a chance of getting a job offer?').eventId, 'job');
  });
});

describe('grammar', () => {
  it('either/or: "X or Y" is refused; "or not", "ya nahi", "sooner or later" are not either/or', () => {
    const eo = c('Should I do a job or business?');
    assert.equal(eo.ok, false);
    assert.equal(eo.noticeKind, 'either_or');
    assert.equal(eo.message, MESSAGES.eitherOr);
    for (const q of [
      'Will I get a job or not?',
      'Naukri milegi ya nahi?',
      'Will I get married sooner or later?',
    ]) {
      const r = c(q);
      assert.equal(r.ok, true, q);
      assert.equal(r.noticeKind, null, q);
      assert.equal(r.negated, false, `${q}: a yes-no tag is not a negation`);
    }
  });

  it('negation keeps the event', () => {
    for (const [q, id] of [
      ['Will I not get married?', 'marriage'],
      ["Won't my visa be approved?", 'foreign_travel'],
      ['Kya meri naukri nahi lagegi?', 'job'],
      ['क्या मेरी शादी नहीं होगी?', 'marriage'],
    ] as const) {
      const r = c(q);
      assert.equal(r.eventId, id, q);
      assert.equal(r.negated, true, q);
      assert.equal(r.primaryCusp, eventById(id)?.primaryCusp);
    }
  });

  it('too short, gibberish and statements: ok false with the message that says what to change', () => {
    assert.equal(c('Job?').message, MESSAGES.tooShort);
    assert.equal(c('').message, MESSAGES.tooShort);
    assert.equal(c('🙏🙏🙏').message, MESSAGES.tooShort);
    assert.equal(c('xkcdq vbnmz qwrtp').message, MESSAGES.gibberish);
    assert.equal(c('I went to the market today.').message, MESSAGES.notQuestion);
    for (const q of ['Job?', 'xkcdq vbnmz qwrtp', 'I went to the market today.']) {
      const r = c(q);
      assert.equal(r.ok, false);
      assert.equal(r.eventId, 'general');
      assert.equal(r.confidence, 0);
      assert.equal(r.noticeKind, null);
    }
  });

  it('more than one ask: the first is classified and the notice is set; one topic in two clauses is one ask', () => {
    const m = c('Will I get a promotion? When will I get married?');
    assert.equal(m.ok, true);
    assert.equal(m.eventId, 'promotion');
    assert.equal(m.noticeKind, 'multi_question');
    assert.equal(m.multiQuestionNotice, MESSAGES.multi);
    const one = c('Will I go abroad and settle there permanently?');
    assert.equal(one.noticeKind, null);
    assert.equal(one.eventId, 'foreign_settlement');
  });

  // Issue 20 §7 (authority: api-contract "More than one ask → the primary ask plus
  // multi_question_notice"; no tolerance, the notice is there or not). Two asks whose matters are of
  // one family (property and vehicle, both 4th-house matters) were merged into one before the fix.
  it('two question sentences about matters of one family are two asks: the first is primary', () => {
    for (const [q, primary] of [
      ['Will I buy a house? Will I buy a car?', 'property'],
      ['Will I buy a house. Will I buy a car?', 'property'],
      ['Will I buy a house? And will I buy a car?', 'property'],
      ['Will I buy a house, will I buy a car?', 'property'],
      ['Will I buy a car? Will I buy a house?', 'vehicle'],
      ['Kya main ghar kharidunga? Kya main car kharidunga?', 'property'],
      ['Will I get a job? Will I get promoted?', 'job'],
      ['Will I sell my house? Will I buy a new flat?', 'property_sale'],
    ] as const) {
      const r = c(q);
      assert.equal(r.ok, true, q);
      assert.equal(r.eventId, primary, q);
      assert.equal(r.noticeKind, 'multi_question', q);
      assert.equal(r.multiQuestionNotice, MESSAGES.multi, q);
    }
  });

  // Issue 35 §7 (authority: the same contract line): a second question joined by "also", "and also"
  // or a second question mark is a second question, even of the first one's family.
  it('"also", "and also" and a second question mark make a second question', () => {
    for (const [q, primary] of [
      ['Will I get the job? Will I also get a transfer?', 'job'],
      ['Will I get the job and also a transfer?', 'job'],
      ['Will I get the job, and also get a transfer?', 'job'],
      ['Will I get the job? Also, will I get a transfer?', 'job'],
      ['Will I buy a house? Will I also buy a car?', 'property'],
      ['Will I get married? Will I also have children?', 'marriage'],
      ['Kya meri naukri lagegi? Kya mera transfer bhi hoga?', 'job'],
    ] as const) {
      const r = c(q);
      assert.equal(r.ok, true, q);
      assert.equal(r.eventId, primary, q);
      assert.equal(r.noticeKind, 'multi_question', q);
      assert.equal(r.multiQuestionNotice, MESSAGES.multi, q);
    }
    // "Also" about the same matter, or pointing back at it, asks nothing new.
    for (const q of [
      'Will I get the job? Will I also get it soon?',
      'Will I buy a house? Will I also buy a house this year?',
      'Will I go abroad? Will I also settle there?',
    ]) {
      const r = c(q);
      assert.equal(r.noticeKind, null, q);
      assert.equal(r.multiQuestionNotice, null, q);
    }
  });

  it('one matter asked in two clauses or sentences, or with context before it, is one ask', () => {
    for (const [q, event] of [
      ['Will I buy a house and when?', 'property'],
      ['Will I buy a house? When?', 'property'],
      ['Will I buy a house? When will I buy it?', 'property'],
      ['Will I buy a house and a car?', 'property'],
      ['Will I buy a house? Will I buy a house this year?', 'property'],
      ['Will I get a government job? Will I get a job soon?', 'job'],
      ['Will I go abroad? Will I settle there?', 'foreign_settlement'],
      ['My son is 25. Will he get a job?', 'job'],
    ] as const) {
      const r = c(q);
      assert.equal(r.ok, true, q);
      assert.equal(r.eventId, event, q);
      assert.equal(r.noticeKind, null, q);
      assert.equal(r.multiQuestionNotice, null, q);
    }
  });

  it('nothing matched → general, 11th cusp', () => {
    const r = c('Will my wish come true this year?');
    assert.equal(r.ok, true);
    assert.equal(r.eventId, 'general');
    assert.equal(r.primaryCusp, 11);
    assert.equal(r.confidence, 0.3);
  });
});

describe('relatives (kp-doctrine §3.3)', () => {
  it('rotates bhava to bhava: the 10th from the 7th is the 4th', () => {
    assert.equal(rotateHouse(10, 7), 4);
    assert.equal(rotateHouse(7, 5), 11);
    assert.equal(rotateHouse(12, 1), 12);
    assert.equal(rotateHouse(9, 9), 5);
  });

  it('keeps the event id, rotates cusp and houses, and names the relative', () => {
    const cases = [
      ['Will my wife get a job?', 'job', 'spouse', 7],
      ['When will my mother buy a house?', 'property', 'mother', 4],
      ["Will my father's business grow?", 'business', 'father', 9],
      ['Mere bete ki shaadi kab hogi?', 'marriage', 'child', 5],
      ['Will my younger sister pass her exam?', 'examination', 'sibling', 3],
      ['Will my elder brother go abroad?', 'foreign_travel', 'elder_sibling', 11],
      ["Will my mother-in-law's health improve?", 'health', 'mother_in_law', 10],
      ['Meri bhabhi ki naukri lagegi kya?', 'job', 'sibling_in_law', 9],
    ] as const;
    for (const [q, id, who, house] of cases) {
      const r = c(q);
      const ev = eventById(id);
      assert.ok(ev);
      assert.equal(r.eventId, id, q);
      assert.deepEqual(r.relative, { who, house }, q);
      assert.equal(r.primaryCusp, rotateHouse(ev.primaryCusp, house), q);
      assert.deepEqual(
        r.requiredHouses,
        ev.required.map((h) => rotateHouse(h, house)).sort((a, b) => a - b),
      );
      assert.deepEqual(
        r.negatingHouses,
        ev.negating.map((h) => rotateHouse(h, house)).sort((a, b) => a - b),
      );
    }
  });

  it('the native as subject is not rotated ("Will I marry my girlfriend?", "help from my brother")', () => {
    assert.equal(c('Will I marry my girlfriend?').relative, null);
    assert.equal(c('Will I get help from my brother?').relative, null);
    assert.equal(c('Will I get a job?').relative, null);
    // The spouse in the couple's own events, and a parent's property, stay in the native's chart.
    assert.equal(c('Will my wife conceive this year?').relative, null);
    assert.equal(c("Will I inherit my father's property?").relative, null);
  });
});

describe('in_india', () => {
  it('decides only domestic travel versus foreign travel', () => {
    assert.equal(c('Will I travel to Delhi?').eventId, 'travel');
    assert.equal(c('Will I travel to Delhi?', false).eventId, 'foreign_travel');
    assert.equal(c('Will I go abroad?', true).eventId, 'foreign_travel');
    assert.equal(c('Will I go abroad?', false).eventId, 'foreign_travel');
    assert.equal(c('Will my trip be safe?', false).eventId, 'travel');
    assert.equal(c('Will I get married?', false).eventId, 'marriage');
  });
});

describe('tables and catalog', () => {
  it('every catalog id has rules (general excepted: it is the fallback) and a doctrine note', () => {
    for (const ev of EVENT_CATALOG) {
      assert.ok(NOTED_EVENTS.includes(ev.id), `note for ${ev.id}`);
      if (ev.id !== 'general')
        assert.ok((EVENT_RULES[ev.id] ?? []).length > 0, `rules for ${ev.id}`);
    }
    const ids = new Set(EVENT_CATALOG.map((e) => e.id));
    for (const id of Object.keys(EVENT_RULES))
      assert.ok(ids.has(id) || id === 'travel_home', `rule id ${id} is not in the catalog`);
  });

  it("houses and the corroboration sentence are the catalog's at call time", () => {
    for (const ev of EVENT_CATALOG) {
      if (ev.id === 'general') continue;
      // A question whose wording is the catalog title's own first word(s) is not always a question,
      // so take the labelled route: classify by a canonical question per event from the tables.
      const r = classifyQuestion(`Will the ${ev.title.toLowerCase()} happen?`);
      if (r.eventId !== ev.id) continue;
      assert.deepEqual(
        r.requiredHouses,
        [...ev.required].sort((a, b) => a - b),
      );
      assert.ok(
        r.doctrine.corroboration.includes(houseList([...ev.required].sort((a, b) => a - b))),
      );
    }
    const m = c('When will I get married?');
    const marriage = eventById('marriage');
    assert.ok(marriage);
    assert.ok(
      m.doctrine.corroboration.includes(
        `not chiefly the ${houseList([...marriage.negating].sort((a, b) => a - b))}`,
      ),
    );
  });

  it('confidence lies in 0.05-0.99 for a valid question and drops for a close rival or a typo', () => {
    const clean = c('Will I get a promotion this year?').confidence;
    const typo = c('Will I get a promtion this year?').confidence;
    assert.ok(clean >= 0.05 && clean <= 0.99);
    assert.ok(typo < clean, `${typo} < ${clean}`);
  });

  it('is deterministic', () => {
    const q = 'मेरे बेटे की नौकरी कब लगेगी? और शादी कब होगी?';
    assert.deepEqual(classifyQuestion(q), classifyQuestion(q));
    assert.equal(JSON.stringify(classifyQuestion(q)), JSON.stringify(classifyQuestion(q)));
  });
});

describe('doctrine notes', () => {
  it("name only the event's primary cusp and required houses (the catalog's, read now)", () => {
    for (const ev of EVENT_CATALOG) {
      const note = doctrineFor(ev.id, ev.primaryCusp, ev.required, ev.negating, null).note;
      assert.ok(note.length > 20, ev.id);
      const allowed = new Set([ev.primaryCusp, ...ev.required]);
      for (const m of note.matchAll(/\b(\d{1,2})\b(?!st|nd|rd|th)/g))
        assert.ok(allowed.has(Number(m[1])), `${ev.id}: house ${m[1]} in "${note}"`);
    }
  });
});

describe('any text', () => {
  // Seeded mulberry32: the same 2,000 texts on every run.
  const rand = mulberry32(12);
  const PIECES = [
    'will',
    'I',
    'my',
    'son',
    "wife's",
    'job',
    'naukri',
    'shaadi',
    'or',
    'not',
    'and',
    '?',
    '!',
    ',',
    '.',
    'kab',
    'hogi',
    'क्या',
    'शादी',
    'माँ',
    '🙏',
    '💍',
    'abroad',
    'sell',
    'house',
    'loan',
    'xqzv',
    'mother-in-law',
    "won't",
    'ya',
    'nahi',
    'IIT',
    'court',
    'case',
    'ज़मीन',
    '\n',
    '  ',
    "'s",
    '2025',
  ];

  it('never throws and always answers a well-formed classification', () => {
    const ids = new Set(EVENT_CATALOG.map((e) => e.id));
    for (let n = 0; n < 2000; n++) {
      const len = Math.floor(rand() * (n % 50 === 0 ? 400 : 14));
      const text = Array.from(
        { length: len },
        () => PIECES[Math.floor(rand() * PIECES.length)],
      ).join(rand() < 0.5 ? ' ' : '');
      const r = classifyQuestion(text, { inIndia: rand() < 0.5 });
      assert.ok(ids.has(r.eventId), text);
      for (const h of [r.primaryCusp, ...r.requiredHouses, ...r.negatingHouses])
        assert.ok(Number.isInteger(h) && h >= 1 && h <= 12, text);
      assert.deepEqual(
        r.requiredHouses,
        [...new Set(r.requiredHouses)].sort((a, b) => a - b),
      );
      assert.ok(r.confidence >= 0 && r.confidence <= 0.99, text);
      if (r.ok) {
        assert.equal(r.message, null);
        assert.ok(r.confidence >= 0.05);
        assert.notEqual(r.noticeKind, 'either_or');
      } else {
        assert.equal(typeof r.message, 'string');
        assert.equal(r.confidence, 0);
        assert.equal(r.multiQuestionNotice, null);
      }
      assert.equal(r.noticeKind === 'multi_question', r.multiQuestionNotice !== null, text);
    }
  });
});

describe('phrasings of every catalog id', () => {
  // One plain phrase per event, asked ten ways (tense, "when will", "is there a chance", "will I be
  // able to", capitals without a question mark, emoji and exclamation marks, "am I going to", the
  // negative, Hinglish framing, and a typo swapping two letters of the longest word). Authority: the
  // event catalog's titles.
  const BASE: Readonly<Record<string, string>> = {
    marriage: 'get married',
    divorce: 'get a divorce',
    children: 'have a baby',
    education: 'complete my studies',
    higher_education: 'do my masters',
    job: 'get a job',
    business: 'succeed in business',
    partnership: 'keep my business partnership',
    promotion: 'get a promotion',
    wealth: 'become rich',
    property: 'buy a house',
    vehicle: 'buy a car',
    foreign_travel: 'go abroad',
    foreign_settlement: 'settle abroad',
    health: 'recover from my illness',
    litigation: 'win the court case',
    love_affair: 'find love',
    fame: 'become famous',
    inheritance: 'get my ancestral property',
    job_change: 'change my job',
    property_sale: 'sell my flat',
    loan: 'get a loan',
    loan_repayment: 'repay my loan',
    lost_property: 'find my lost phone',
    missing_person: 'find my missing brother',
    bail: 'get bail',
    surgery: 'need surgery',
    disease: 'fall ill',
    stock_market: 'profit from the stock market',
    donation: 'donate to charity',
    workplace_trouble: 'lose my job',
    gratuity_insurance: 'receive my gratuity',
    siblings: 'reconcile with my brother',
    mother: 'see my mother recover',
    father: 'see my father recover',
    examination: 'pass the exam',
    travel: 'go on a trip',
    politics: 'win the election in my constituency',
    reinstatement: 'be reinstated by the administration',
  };
  const swapNearEnd = (phrase: string): string => {
    const ws = phrase.split(' ');
    const k = ws.reduce((best, w, i) => (w.length > (ws[best] as string).length ? i : best), 0);
    const w = ws[k] as string;
    const n = w.length;
    if (n >= 6) ws[k] = w.slice(0, n - 3) + w[n - 2] + w[n - 3] + w[n - 1];
    return ws.join(' ');
  };

  it('covers every catalog id but general', () => {
    for (const ev of EVENT_CATALOG)
      if (ev.id !== 'general') assert.ok(BASE[ev.id], `no phrase for ${ev.id}`);
  });

  for (const [id, p] of Object.entries(BASE)) {
    it(id, () => {
      const forms = [
        `Will I ${p}?`,
        `When will I ${p}?`,
        `Is there a chance that I will ${p}?`,
        `Will I be able to ${p}?`,
        `WILL I ${p.toUpperCase()}`,
        `will i ${p} 🙏🙏!!`,
        `Am I going to ${p}?`,
        `Will I not ${p}?`,
        `Kya main ${p} kar paunga?`,
        `Will I ${swapNearEnd(p)}?`,
      ];
      for (const q of forms) {
        const r = classifyQuestion(q);
        assert.equal(r.ok, true, q);
        assert.equal(r.eventId, id, q);
        assert.equal(r.negated, q.includes(' not '), q);
      }
    });
  }
});

describe('romanised Hindi keywords of the issue and their usual spellings', () => {
  const CASES: ReadonlyArray<readonly [string, readonly string[]]> = [
    [
      'marriage',
      [
        'Meri shaadi kab hogi?',
        'shadi kab hogi',
        'shaadee kab hogi',
        'vivah kab hoga',
        'shaadi ka yog kab hai',
      ],
    ],
    [
      'job',
      [
        'naukri kab lagegi',
        'nokri kab lagegi',
        'noukri kab milegi',
        'naukari kab milegi',
        'nowkri kab milegi',
      ],
    ],
    [
      'children',
      [
        'santan kab hogi',
        'santaan sukh milega kya',
        'santhan prapti kab hogi',
        'santana ka yog hai kya',
      ],
    ],
    [
      'foreign_travel',
      ['videsh kab jaunga', 'bidesh kab jaunga', 'widesh jaane ka yog', 'vides yatra kab hogi'],
    ],
    [
      'property',
      ['apna ghar kab banega', 'makaan kab banega', 'makan kab milega', 'zameen kab kharidunga'],
    ],
    ['vehicle', ['gaadi kab aayegi', 'gadi kab lunga', 'gaari kab aayegi', 'gaddi kab milegi']],
    ['wealth', ['paisa kab aayega', 'paise kab aayenge', 'pesa kab milega', 'paisaa kab aayega']],
    [
      'litigation',
      [
        'mukadma kab khatam hoga',
        'mukaddama jeetunga kya',
        'muqadma ka faisla kab hoga',
        'mukdma kab khatam hoga',
      ],
    ],
    [
      'examination',
      [
        'imtihaan mein pass hounga kya',
        'imtihan kaisa jayega',
        'imtehan ka result kya hoga',
        'imtahan mein pass ho jaunga?',
      ],
    ],
    [
      'disease',
      [
        'kya mujhe koi bimari hogi',
        'kya mujhe beemari hai',
        'bimaari ka khatra hai kya',
        'kya mujhe bemari hogi',
      ],
    ],
    [
      'health',
      [
        'bimari kab jayegi',
        'beemari kab theek hogi',
        'meri tabiyat kab theek hogi',
        'sehat kaisi rahegi',
      ],
    ],
  ];
  for (const [id, questions] of CASES) {
    it(id, () => {
      for (const q of questions) {
        const r = classifyQuestion(q);
        assert.equal(r.ok, true, q);
        assert.equal(r.eventId, id, q);
      }
    });
  }
});

describe('questions in Devanagari', () => {
  const CASES: ReadonlyArray<readonly [string, string, string | null]> = [
    ['मेरी नौकरी कब लगेगी?', 'job', null],
    ['क्या मेरा व्यापार चलेगा?', 'business', null],
    ['मेरे बेटे की शादी कब होगी?', 'marriage', 'child'],
    ['क्या मैं अपना घर खरीद पाऊंगा?', 'property', null],
    ['मैं विदेश कब जाऊंगा?', 'foreign_travel', null],
    ['क्या मुझे संतान सुख मिलेगा?', 'children', null],
    ['क्या मैं परीक्षा में सफल होऊंगा?', 'examination', null],
    ['मेरा कर्ज कब उतरेगा?', 'loan_repayment', null],
    ['क्या मुझे जमानत मिलेगी?', 'bail', null],
    ['मेरी माँ की तबीयत कैसी है?', 'mother', 'mother'],
    ['क्या मेरी पत्नी को नौकरी मिलेगी?', 'job', 'spouse'],
    ['क्या मुझे शेयर बाजार में लाभ होगा?', 'stock_market', null],
    ['मेरा मकान कब बिकेगा?', 'property_sale', null],
    ['क्या मेरी शादी होगी या नहीं?', 'marriage', null],
  ];
  it('keyword tables recognise them, relatives included', () => {
    for (const [q, id, who] of CASES) {
      const r = classifyQuestion(q);
      assert.equal(r.ok, true, q);
      assert.equal(r.eventId, id, q);
      assert.equal(r.relative?.who ?? null, who, q);
    }
    const eo = classifyQuestion('नौकरी करूं या व्यापार?');
    assert.equal(eo.noticeKind, 'either_or');
  });
});

describe('context before the question', () => {
  it('negation and the relative are read from the asking clause; a pronoun refers back', () => {
    const d = classifyQuestion('My daughter is 30 and not married yet, when will she get married?');
    assert.equal(d.eventId, 'marriage');
    assert.equal(d.negated, false, '"not married yet" is context');
    assert.deepEqual(d.relative, { who: 'child', house: 5 });
    const p = classifyQuestion(
      'My manager is not giving me a promotion. Will I get promoted this year?',
    );
    assert.equal(p.eventId, 'promotion');
    assert.equal(p.negated, false);
    const s = classifyQuestion('My son is unemployed. Will he get a job?');
    assert.deepEqual(s.relative, { who: 'child', house: 5 });
    const i = classifyQuestion(
      'My father passed away and there is a dispute over his property. Will I get my share?',
    );
    assert.equal(i.eventId, 'inheritance');
    assert.equal(i.relative, null, 'the asking clause is about the querent');
  });
});
