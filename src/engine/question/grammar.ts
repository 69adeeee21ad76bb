/**
 * Grammar tables of the classifier: question cues, negation, either/or, conjunctions that start a new
 * ask, and the everyday words that tell a sentence from a keyboard mash. Folded like the question,
 * on first use (grammar()): tokenizing them at import cost every server's and CLI command's start
 * 15-30 ms (issue 22), and only a classification reads them.
 */
import { type Token, tokenize, words } from './normalize.js';

/** The word lists, as written (folded by grammar()). */
const LISTS = {
  /** Auxiliaries that make a question when they open a clause ("Will I…", "Is my…"), not elsewhere. */
  OPENING_CUES:
    'will would shall should can could may might is are am was were do does did has have had',

  /** Words that make a text a question or a request to judge wherever they stand (besides a `?`). */
  QUESTION_CUES: `when what which where who whom whose how why whether any chance chances chanse possible possibility
     possibilities prospects prospect tell predict prediction timing kya kab kaise kaisa kaisi kaun
     kitna kitni kitne kahan kyun kyon kyu hoga hogi honge hogaa milega milegi milenge lagegi lagega
     paunga paungi payenge sakta sakti sakte sakenge bataye batao bataiye jaunga jaungi jayega jayegi
     kroge karunga karungi rahega rahegi chahiye yog yoga sambhavna योग संभावना karu karun karoon
     karein lun loon jau jaun jaaun करूं करूँ लूं जाऊं
     क्या कब कैसे कैसा कैसी कौन कितना कितनी कहां क्यों होगा होगी होंगे मिलेगा मिलेगी लगेगी सकता सकती
     सकते बताइए बताएं बताओ`,

  /** Words after which an opening auxiliary is inverted even mid-sentence ("… will it happen"). */
  INVERSION_SUBJECTS: 'i it he she we they you my our your his her their there this that',

  /** Courtesy words that may come before the opening auxiliary ("Sir, will I…", "Please can I…"). */
  COURTESY: 'please pls sir madam guruji guru ji panditji pandit dear hi hello so',

  /** Negation words; "or not" / "ya nahi" are a yes-no tag, not a negation. */
  NEGATIONS: 'not never no nahi nahin nai mat नहीं नही मत न',

  /** The word "or" in the languages read. */
  OR_WORDS: 'or ya athva athwa या अथवा',

  /** Words after "or" that do not make an either/or ("or not", "sooner or later", "or more"). */
  OR_EXEMPT_NEXT:
    'not no nahi nahin nai never na more less so else later otherwise anything something whatever what नहीं नही न',

  /**
   * Words by which a question sentence points back at the one before it ("Will I go abroad? Will I
   * settle there?"): such a follow-up continues the ask when its matter is of the same family.
   */
  BACK_REFERENCES: 'there it its wahan vahan waha vaha wahin vahin वहाँ वहां वहीं',

  /** Third-person pronouns: a question clause with one refers back to a person named before it. */
  THIRD_PERSON:
    'he she his her him they them their woh vo voh wo uska uski uske unka unki unke usko unko use unhe unhein वह वो उसका उसकी उसके उनका उनकी उनके उसे उन्हें',

  /** Conjunctions that may start a second ask ("…, and when will I…"). */
  CONJUNCTIONS: 'and also plus then aur tatha और तथा भी',

  /**
   * "Also" (issue 35 §7): a clause it joins to a question that has asked about one matter asks about
   * another ("Will I get the job? Will I also get a transfer?", "… the job and also a transfer?").
   */
  ALSO_WORDS: 'also bhi भी',

  /**
   * Everyday words (English and romanised Hindi function words, common verbs and nouns): a text with
   * too few of these and no keyword is taken as gibberish.
   */
  COMMON_WORDS: `a an the i me my mine we us our you your he him his she her they them their it its this that these
     those there here in on at of for to from with without by about into over under after before during
     between against up down out off again soon now then today tomorrow year years month months week
     weeks day days time times next this last coming future present past life good bad well better best
     worse happy sad yes okay ok fine right wrong true false get got getting give gave go going went come
     coming came make made take took be been being become becomes became keep kept stay stays let start
     end finish begin happen happens happened done do work working works worked find help need want wish
     like love feel think see look say said know new old big small long short much many more most some
     all every each other another same own only just very really too also still ever never always
     sometimes finally able chance chances success successful problem problems situation matter things
     thing something anything everything nothing way people person family friend friends home house
     city country place money job plan plans possible situation result results benefit gain gains loss
     lose win won and or but if so because than as while until unless will would shall should can could
     may might must is are am was were do does did has have had what when where which who why how
     whether hai hain tha thi the kya kab kaise mera meri mere mujhe main mai hum ham hamara hamari hamare
     ka ki ke ko se me mein par pe aur ya bhi nahi nahin na ho hoga hogi honge kar karna karunga karungi
     raha rahi rahe rahega rahegi jab tab abhi ab saal sal mahina mahine din time acha accha achha bura
     sab kuch koi kis kisi wala wali wale apna apni apne kitna bahut jaldi jald milna milega milegi lagegi
     sakta sakti hoke baad pehle saath sath liye lie kyun kyon theek thik sahi galat
     manage managed decide decision improve improving become becoming during people happen happens
     happened proper really always around across within believe finally months minute moment reason
     strong simple pretty effort efforts result results fruit fruits things someone somebody nobody
     everyone anybody whatever whenever wherever however already together against person persons
     myself yourself himself herself ourselves themselves another others should would could little
     enough either neither instead rather
     है हैं था थी क्या कब कैसे मेरा मेरी मेरे मुझे मैं हम का की के को से में पर और या भी नहीं हो होगा
     होगी करना साल महीने दिन अब जल्दी सब कुछ कोई`,
} as const;

/** Each list's words, folded like a question's tokens. */
export type Grammar = { readonly [K in keyof typeof LISTS]: ReadonlySet<Token> };

const set = (list: string): ReadonlySet<Token> => new Set(words(tokenize(list)));

let folded: Grammar | null = null;
/** The grammar's word sets, folded on the first call of a process. */
export function grammar(): Grammar {
  folded ??= Object.freeze(
    Object.fromEntries(Object.entries(LISTS).map(([name, list]) => [name, set(list)])),
  ) as Grammar;
  return folded;
}
