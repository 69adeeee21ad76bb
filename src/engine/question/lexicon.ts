/**
 * The rule tables of the question classifier (data only; compiled by rules.ts).
 *
 * Shape of a rule: `[weight, pattern]`. A pattern is one or more GROUPS joined by ` & `; every group
 * must occur somewhere in the ask. A group is ALTERNATIVES joined by `|`; an alternative is a phrase of
 * space-separated words that must occur consecutively. A word ending in `*` matches any word it begins
 * (`promot*` = promotion, promoted). `@name` stands for the alternatives of WORD_GROUPS[name].
 * Words are folded like the question (normalize.ts), so "shaadi" also covers "shadi" and "shaaadi".
 *
 * Weights: 5 = a specific phrase that settles the event (sell + house), 4 = a keyword proper to one
 * event (divorce), 3 = a usual keyword that a more specific rule may override (house), 2 = weak,
 * 1 = only context; 6 = a rule that must outrank the keywords it contains (recovery from a named
 * illness or injury is `health`; a parent's wellbeing is `mother` / `father`). The event with the
 * highest weight wins; a tie goes to the event listed first.
 *
 * The pseudo-event `travel_home` is a journey to India or back home: it becomes `travel` when the
 * querent is in India and `foreign_travel` otherwise (decisions.md "Questions": `in_india` decides
 * only domestic versus foreign travel).
 */

export const WORD_GROUPS: Readonly<Record<string, string>> = {
  marry:
    'marriage|marriages|marry|married|marrying|marries|wedding|wed|shadi|sadi|shaadee|vivah|viwah|byah|biyah|nikah|remarry|remarriage|शादी|विवाह|ब्याह|निकाह|lagan',
  spouse: 'wife|husband|spouse|pati|patni|biwi|bivi|hubby|पति|पत्नी|बीवी',
  lover: 'boyfriend|girlfriend|bf|gf|lover|crush|ex|premi|premika|प्रेमी|प्रेमिका',
  job: 'job|jobs|naukri|nokri|noukri|nowkri|naukary|naukari|nokari|employment|employed|unemployed|career|careers|placement|placed|hired|vacancy|offer letter|government service|नौकरी|रोजगार|जॉब|करियर|rozgar|rojgar',
  sell: 'fetch|sell|selling|sold|sale|bech|bechna|bechni|bechunga|bechenge|becha|bikega|bikegi|bik jayega|bik jayegi|dispose|बेच|बेचना|बिकेगा|बिकेगी|बिक',
  realty:
    'house|home|flat|apartment|property|properties|land|plot|villa|bungalow|building|shop|dukan|farm|farmland|godown|warehouse|ghar|makan|jamin|jameen|प्रॉपर्टी|मकान|घर|जमीन|संपत्ति|sampatti|bhumi|भूमि|real estate',
  vehicle:
    'car|cars|bike|vehicle|scooter|scooty|motorcycle|motorbike|truck|suv|jeep|tractor|gadi|gari|वाहन|कार|गाडी|बाइक|two wheeler|four wheeler',
  loanword:
    'borrowed|money i borrowed|loan|loans|debt|debts|karj|karja|karza|rin|emi|emis|mortgage|ऋण|कर्ज|कर्जा|लोन',
  repay:
    'chukega|chukegi|chukta|chuk|repay|repaid|repayment|pay off|pay back|clear|cleared|close|settle|chuka|chukana|chukaunga|chuk jayega|utar|utrega|चुका|चुकाना|चुकेगा|उतरेगा|free',
  getback:
    'find|found|recover|recovered|recovery|get back|got back|return|returned|trace|traced|mil jayega|mil jayegi|milega|milegi|wapas|vapas|वापस|मिलेगा|मिलेगी',
  item: 'dog|cat|pet|cow|phone|mobile|wallet|purse|ring|jewellery|jewelry|jewels|gold|necklace|chain|keys|key|bag|laptop|documents|document|watch|bracelet|earrings|passport|file|item|things|belongings|articles|सोना|गहने',
  person:
    'son|daughter|child|husband|wife|brother|sister|father|mother|friend|person|boy|girl|man|woman|relative|vyakti|व्यक्ति|aadmi|insan|beta|beti|bhai|behen|बेटा|बेटी|भाई|बहन',
  abroad:
    'abroad|foreign|overseas|videsh|vides|bidesh|bides|widesh|wides|pardes|visa|visas|international|विदेश|परदेश|वीजा|वीसा|immigration|immigrate|emigrate|usa|america|us visa|uk|london|england|canada|australia|dubai|uae|germany|europe|singapore|japan|france|new zealand|gulf|saudi|kuwait|qatar|oman|ireland|italy|russia|malaysia|thailand|bangkok|nepal|bali|paris|toronto|sydney|melbourne|new york|california|foreign country|onsite|on site|h1b|h1|h 1b',
  india:
    'india|bharat|delhi|mumbai|bombay|bangalore|bengaluru|chennai|kolkata|calcutta|hyderabad|pune|goa|varanasi|kashi|haridwar|rishikesh|jaipur|lucknow|ahmedabad|kerala|shimla|manali|tirupati|shirdi|vaishno devi|kedarnath|badrinath|amritsar|punjab|gujarat|rajasthan|भारत|दिल्ली|मुंबई|back home|hometown|home town|my country|native place|apne desh|watan',
  go: 'jane|jana|jaane|go|going|goes|went|visit|visiting|travel|travelling|traveling|fly|flying|move|moving|shift|shifting|relocate|relocating|jana|jaunga|jaungi|jayenge|jaenge|jayega|jayegi|trip|tour|journey|जाना|जाऊंगा|जाऊंगी|जाएंगे|जायेंगे|जाएगा|जाएगी|यात्रा|come back|return|returning|back',
  study:
    'btech|b tech|bsc|b sc|bcom|b com|bba|bca|mbbs|llb|engineering|study|studies|studying|education|school|schooling|padhai|padai|pdhai|shiksha|शिक्षा|पढ़ाई|पढाई|learning|course|degree|graduation|graduate|college|university|admission|diploma|marks|grades|scholarship',
  exam: 'exam|exams|examination|examinations|imtihan|imtehan|imtahan|imthihan|imtihaan|pariksha|priksha|parikcha|parikshya|परीक्षा|इम्तिहान|entrance|neet|jee|upsc|ias|ips|ssc|gate|gre|gmat|ielts|toefl|cat|cet|clat|cfa|ca final|ca inter|board exam|boards|paper|papers|interview round',
  illness:
    'disease|diseases|illness|ill|sick|sickness|pain|ache|cancer|diabetes|tumour|tumor|infection|covid|fever|heart attack|stroke|bimari|bimaari|biymari|rog|बीमारी|रोग|ailment|disorder|problem in my|thyroid|bp|blood pressure|kidney|liver|asthma|migraine|depression|anxiety',
  health:
    'health|healthy|regain|recover|recovery|recovered|cure|cured|heal|healed|healing|get well|feel better|get better soon|swasthya|swasth|svasth|स्वस्थ|sehat|sihat|tabiyat|tabiyet|tabyat|स्वास्थ्य|सेहत|तबीयत|theek|thik|ठीक|fit|fitness|wellbeing|well being',
  wellbeing:
    'health|healthy|recover|recovery|cure|get well|be well|better|doing well|keep well|wellbeing|fine|swasth|svasth|स्वस्थ|ok|okay|alright|safe|survive|live long|long life|alive|sehat|tabiyat|swasthya|theek|thik|ठीक|सेहत|तबीयत|ill|sick|illness|bimari|बीमारी|hospital|condition',
  mother: 'mother|mom|mum|mummy|mommy|maa|mata|mataji|ammi|amma|माँ|मां|माता|मम्मी',
  father: 'father|dad|daddy|papa|pitaji|pita|abba|abbu|baba|पिता|पापा|पिताजी',
  sibling:
    'brother|sister|sibling|siblings|bhai|bhaiya|behen|bahan|behan|didi|bro|sis|भाई|बहन|दीदी',
};

/** Rules per event id. The order of the keys is the tie-break order. */
export const EVENT_RULES: Readonly<Record<string, ReadonlyArray<readonly [number, string]>>> = {
  property_sale: [
    [5, '@sell & @realty'],
    [5, '@sell & @vehicle'],
    [5, 'buyer|buyers|khareedar|kharidar|ग्राहक'],
  ],
  loan_repayment: [
    [5, '@repay & @loanword'],
    [5, 'debt free|out of debt|karj mukt|karz mukt|रिण मुक्त|कर्ज मुक्त|get rid of debt'],
    [4, 'debt|debts|karj|karja|कर्ज|कर्जा|rin|ऋण'],
  ],
  loan: [
    [5, 'get|take|avail|sanction|approve|approved & loan|loans|लोन|credit|mortgage'],
    [4, 'loan|loans|mortgage|लोन|borrow|borrowing|credit card|overdraft|udhar|udhaar|उधार'],
    [
      5,
      'loan sanction*|loan approv*|home loan|car loan|education loan|personal loan|business loan',
    ],
  ],
  missing_person: [
    [
      5,
      'missing|disappeared|ran away|run away|runaway|eloped|kidnapped|abducted|lapata|गुमशुदा|लापता|not come home|not returned home|left home|ghar chod|ghar se bhag|bhag gaya|bhag gayi & @person',
    ],
    [4, 'lapata|लापता|गुमशुदा|missing person|come back home|return home|ghar wapas|घर वापस'],
  ],
  lost_property: [
    [
      5,
      'lost|stolen|missing|misplaced|theft|robbed|chori|khoya|khoyi|kho gaya|kho gayi|gum|चोरी|खोया|खोई|गुम & @item',
    ],
    [5, '@getback & @item'],
    [4, 'stolen|theft|thief|robbery|robbed|chori|चोरी|misplaced|lost item'],
    [3, 'lost|khoya|kho gaya|खोया'],
  ],
  bail: [
    [5, 'bail|jamanat|jamaanat|जमानत|zamanat'],
    [
      5,
      'released|release|get out|come out|bahar & jail|prison|custody|lockup|lock up|जेल|jel|police custody',
    ],
    [4, 'jail|prison|जेल'],
  ],
  litigation: [
    [5, 'court case|legal case|lawsuit|litigation|mukadma|mukdma|mukadama|mukadmaa|मुकदमा|मुक़दमा'],
    [
      4,
      'court|courts|adalat|अदालत|कोर्ट|legal|case|cases|fir|police|dispute|disputes|verdict|judgment|judgement|hearing|lawyer|vakil|वकील|arrest|arrested|summons|petition|appeal|tribunal',
    ],
    [5, 'win & case|court|dispute|lawsuit|litigation|mukadma'],
  ],
  divorce: [
    [5, 'divorce|divorced|talak|talaq|तलाक|separation|separated|alimony|khula'],
    [5, 'separate|split|break up|breakup|end|over & @spouse|marriage|shadi'],
    [
      5,
      'leave me|left me|leave him|leave her|leaving me|chod dega|chod degi|chod diya|chod & @spouse',
    ],
    [4, 'marriage end|marriage break|marriage survive|marriage last'],
  ],
  marriage: [
    [4, '@marry'],
    [
      4,
      'rishta|rishte|engagement|engaged|sagai|सगाई|रिश्ता|life partner|soulmate|soul mate|spouse|future wife|future husband|bride|groom|dulha|dulhan|settle down',
    ],
    [5, '@marry & love|@lover|partner|arranged|second|again|early|late|delay|delayed'],
    [5, 'come back|return|reunite|reconcile|patch up|get back together|wapas & @spouse'],
    // "a good husband", "suitable match": finding a spouse (not "my husband finds a job").
    [
      5,
      'a husband|a wife|a good husband|a good wife|good match|suitable match|a suitable|right partner|good groom|good bride|acha ladka|achi ladki',
    ],
    // Harmony between the spouses is the marriage (2, 7, 11), not a love affair.
    [
      5,
      'relationship|relation|understanding|harmony|fights|fighting|quarrel|quarrels|jhagda|jhagra|married life & @spouse|marriage|married life',
    ],
  ],
  love_affair: [
    [
      5,
      'come back to me|come back into my life|return to me|wapas aayegi|wapas aayega|वापस आएगी|वापस आएगा',
    ],
    [
      4,
      'love|lover|boyfriend|girlfriend|crush|relationship|dating|date|romance|romantic|propose|proposal|pyar|pyaar|prem|mohabbat|ishk|प्यार|प्रेम|मोहब्बत|ex|likes me|like me|i like|say yes|feelings|the one|right person|right one|meant for me|meant to be|soulmate',
    ],
    [
      5,
      'come back|return|reunite|reconcile|patch up|get back together|break up|breakup|wapas & @lover',
    ],
  ],
  children: [
    [
      5,
      'become a mother|become a father|become a dad|become a mom|become a mum|become a parent|become parents|become a papa|become a mummy|papa banunga|maa banungi',
    ],
    [4, 'second child|another child|second baby|another baby|one more child|one more baby'],
    [3, 'bachcha|bacha|bache|bachche|बच्चा|बच्चे'],
    [
      5,
      'pregnant|pregnancy|conceive|conception|adopt|adoption|adopting|santan|santaan|santhan|santana|संतान|aulad|aulaad|औलाद|ivf|iui|progeny|grandchild|grandson|granddaughter|garbh|गर्भ|baby bump',
    ],
    [
      5,
      'have|get|blessed|born|birth|expecting|adopt|hoga|hogi|plan|planning & a child|a baby|a son|a daughter|a boy|a girl|another child|another baby|second child|children|kids|babies|bacha|bache|bachcha|bachche|बच्चा|बच्चे|putra|पुत्र|beta hoga|beti hogi',
    ],
    [
      4,
      'born|birth|delivery|due date|pregnan* & son|daughter|child|baby|bacha|bachcha|beta|beti|बच्चा|बेटा|बेटी',
    ],
    [3, 'baby|childbirth|child birth|delivery|motherhood|fatherhood'],
  ],
  higher_education: [
    [
      5,
      'higher studies|higher study|higher education|masters|master|mba|phd|doctorate|post graduation|postgraduation|post graduate|pg|ms|mtech|m tech|msc|m sc|mca|ma degree|llm|md|ms degree|research|uchch shiksha|उच्च शिक्षा',
    ],
    [5, '@study & abroad|foreign|usa|uk|canada|australia|germany|videsh|विदेश|university'],
    [
      4,
      'university|universities|admission in college|college admission|medical college|engineering college|iit admission|admission in iit|seat in iit|get into iit|iim|aiims|nit',
    ],
  ],
  examination: [
    [4, '@exam'],
    [5, 'pass|clear|crack|qualify|top|score & @exam'],
    // "test" alone is weak: a covid or blood test is not an examination.
    [3, 'test|tests|result|results|rank|marks|percentage|pass|fail|nateeja|natija'],
  ],
  education: [
    [3, '@study'],
    [
      4,
      'education|padhai|padai|shiksha|शिक्षा|पढ़ाई|पढाई|studies|studying|complete my degree|finish my degree|complete my studies|good in studies',
    ],
  ],
  foreign_settlement: [
    [4, 'migrate|migrating|migration|emigrate|emigrating'],
    [
      5,
      'migrate|migrating|migration|settle|settled|settlement|permanently|permanent|citizenship|citizen|green card|pr|permanent residency|bas|basna|bas jaunga|bas jayenge|बस & @abroad',
    ],
    [
      5,
      'green card|citizenship|permanent residency|permanent resident|pr visa|pr|settle abroad|settle in abroad|nri',
    ],
  ],
  foreign_travel: [
    [
      4,
      'abroad|foreign|overseas|videsh|vides|widesh|bidesh|pardes|विदेश|परदेश|international trip|international travel|onsite|on site',
    ],
    [4, 'visa|visas|वीजा|वीसा|passport|immigration|h1b'],
    [5, '@go & @abroad'],
  ],
  travel_home: [[5, '@go & @india']],
  travel: [
    [
      4,
      'travel|travelling|traveling|trip|journey|tour|yatra|safar|यात्रा|सफर|pilgrimage|tirth|vacation|holiday|holidays|outing|visit',
    ],
    [5, 'short trip|business trip|domestic|road trip|train journey|ticket|tickets'],
  ],
  promotion: [
    [
      5,
      'promotion|promotions|promoted|promote|promot*|become a manager|become manager|become the head|become head|team lead|team leader|made manager|senior position|head of department|increment|hike|appraisal|raise|pay rise|salary increase|higher post|padonnati|पदोन्नति|प्रमोशन|tarakki|tarakkee|tarki|तरक्की|elevation|designation',
    ],
    [3, 'salary|salaries|pay|tankhwah|vetan|वेतन|तनख्वाह|bonus'],
  ],
  workplace_trouble: [
    [
      5,
      'fired|sacked|terminated|termination|layof*|laid off|lay off|suspended|suspension|demoted|demotion|retrenched|retrenchment|harassment|harassed|office politics|disciplinary|show cause|pip',
    ],
    [5, 'lose|loose|losing|lost & @job|position'],
    [
      5,
      'trouble|problem|problems|issue|issues|conflict|fight|fighting|tension|enemy|enemies|jealous|against me|toxic & boss|office|workplace|work|colleague|colleagues|manager|job|naukri|seniors|senior|coworker|coworkers|co worker',
    ],
    [3, 'boss|manager|colleague|colleagues|coworker|coworkers'],
  ],
  job_change: [
    [
      5,
      'change|changing|switch|switching|shift|leave|leaving|quit|quitting|resign|resignation|another|better|different|badal|badlegi|badalna|बदल|बदलेगी|chhod|chod & @job|company|companies|employer|employers|organisation|organization|office',
    ],
    [5, 'transfer|transferred|posting|tabadla|तबादला|relocation at work'],
    [4, 'job change|job switch|switch job|change job|change company|switch company'],
  ],
  job: [
    [4, '@job'],
    [5, 'get|find|land|secure|lagegi|lagega|milegi|milega|मिलेगी|लगेगी & @job'],
    [
      4,
      'interview|interviews|selected|selection|recruitment|recruited|appointment letter|joining|hiring|sarkari|government post|govt post',
    ],
  ],
  // KSK judges a partnership from the 7th and its maraka and badhaka houses (R3 3454, 4675-4680).
  partnership: [
    [
      5,
      'partnership|partnerships|business partner|business partners|partnership deed|joint venture|saajhedari|sajhedari|साझेदारी|bhagidari|bhagidaari|भागीदारी',
    ],
    [
      4,
      'partner|partners|saajhedar|sajhedar|साझेदार|bhagidar|भागीदार & business|firm|company|shop|dukan|venture|deal|dhandha|vyapar',
    ],
  ],
  business: [
    [
      4,
      'business|businesses|dhandha|dhanda|vyapar|vyapaar|byapar|vyavsay|vyavasay|व्यापार|व्यवसाय|धंधा|बिजनेस|startup|start up|company|firm|shop|dukan|दुकान|factory|venture|enterprise|franchise|deal|deals|contract|contracts|tender|clients|customers|profit|profits|turnover|sales',
    ],
    [
      5,
      'start|open|launch|grow|expand|profit|profitable|succeed|success|flourish & business|dhandha|vyapar|shop|dukan|startup|company|venture|firm',
    ],
  ],
  fame: [
    [
      4,
      'fame|famous|recognition|recognised|recognized|award|awards|popular|popularity|honour|honor|honoured|reputation|celebrity|star|naam|shohrat|prasiddhi|प्रसिद्धि|शोहरत|नाम|respect|status|prestige',
    ],
    [5, 'name and fame|become famous|get famous'],
  ],
  // KSK R3 4339: politics has its own houses (1, 6, 9, 10, 11), not fame's.
  politics: [
    [
      5,
      'elected|election|elections|mla|mp|minister|ministership|ministry|politics|political|politician|sarpanch|councillor|corporator|chunav|चुनाव|neta|नेता',
    ],
    [5, 'win the election|win election|get a ticket|party ticket'],
  ],
  // KSK R3 4043-4092: reinstatement after suspension is judged on the 11th cusp, not as trouble at work.
  reinstatement: [
    [6, 'reinstat*|reinstated|reinstatement|reinstate'],
    [
      6,
      'back|rejoin|revoke|revoked|lifted|withdrawn|cancelled|canceled|end|ended & suspension|suspended',
    ],
  ],
  stock_market: [
    [
      5,
      'stock|stocks|share market|stock market|shares|trading|trader|intraday|crypto|cryptocurrency|bitcoin|speculation|speculative|forex|options|futures|f o|derivatives|lottery|lotteries|jackpot|gambling|betting|bet|satta|सट्टा|लॉटरी|शेयर|casino|mutual fund|mutual funds|sip|ipo|nifty|sensex',
    ],
    [4, 'invest|investment|investments|investing|returns'],
  ],
  gratuity_insurance: [
    [
      5,
      'gratuity|insurance|insured|claim|claims|pension|provident fund|pf|epf|ppf|retirement benefits|retirement money|lic|policy maturity|maturity amount|compensation|बीमा|पेंशन|bima|settlement amount|arrears|arrear',
    ],
  ],
  inheritance: [
    [
      5,
      'dads property|dad property|fathers property|father property|moms property|mothers property|parents property|papa ki property|ancestors property|dads land|fathers land',
    ],
    [
      5,
      'share|my share|hissa|हिस्सा & property|land|house|estate|jamin|ghar|makan|संपत्ति|ancestral|the will|a will',
    ],
    [
      5,
      'leave|leaves|left|give|gives|pass|transfer & property|land|house|wealth|money|estate|jamin|ghar & to me|to us|mujhe|hamein',
    ],
    [
      5,
      'inheritance|inherit|inherited|ancestral|legacy|virasat|virasath|विरासत|paitrik|पैतृक|heir|will of my|the will|a will|his will|her will|testament|probate|share in property|share of property|property share|hissa|हिस्सा|family property|property of my father|father property|fathers property',
    ],
    [
      5,
      // A parent's property is inheritance only when it is theirs ("father's land", "papa ki zameen"),
      // not when the parent buys it ("Will my mother buy a house?" is property, rotated).
      "@father|@mother|grandfather|grandmother|parents|family|dada|nana|ancestors & 's property|'s land|'s house|'s wealth|'s money|'s share|'s jamin|'s ghar|ki property|ki jamin|ki sampatti|ka ghar|ka makan|की संपत्ति|की जमीन|का घर|का मकान",
    ],
  ],
  wealth: [
    [
      4,
      'money|wealth|wealthy|rich|richer|dhan|dhana|धन|पैसा|पैसे|paisa|paise|pesa|paisa|rupees|rupaye|finance|finances|financial|financially|income|earnings|earn|earning|savings|save money|prosperity|prosperous|crorepati|millionaire|lakh|lakhs|crore|crores|economic|arthik|आर्थिक|daulat|दौलत|laxmi|lakshmi',
    ],
    [
      5,
      'get my money back|money back|paisa wapas|paise wapas|payment|payments|dues|due amount|outstanding|lent|udhar wapas|receivable|receive my money',
    ],
  ],
  donation: [
    [
      5,
      'donate|donation|donations|charity|charitable|dan|daan|दान|contribute|contribution|give away|trust fund|temple fund|bhandara|langar|sewa|seva',
    ],
  ],
  property: [
    [3, '@realty'],
    [
      5,
      'buy|buying|purchase|purchasing|own|construct|construction|build|building|get|kharid|kharidunga|kharidenge|khareed|खरीद|new|bana|banega|banaunga|register|registry|possession & @realty',
    ],
  ],
  vehicle: [
    [4, '@vehicle'],
    [5, 'buy|buying|purchase|get|kharid|khareed|खरीद|new|own|lena|lunga & @vehicle'],
  ],
  siblings: [
    [
      5,
      '@sibling & relation|relations|relationship|help|support|good terms|dispute|fight|fighting|quarrel|argument|get along|cordial|reconcile|patch up|make up|reunite|talk|bond|understanding|rishta|jhagda|jhagra|झगड़ा|ladai|ladaai',
    ],
    [
      5,
      'have|get|born & a brother|a sister|a sibling|another brother|another sister|a younger brother|a younger sister',
    ],
    [4, 'siblings|younger brother|younger sister|elder brother|elder sister|sibling'],
  ],
  // 6: a parent's wellbeing is the parent's own event, not the health event rotated to them.
  mother: [[6, '@mother & @wellbeing']],
  father: [[6, '@father & @wellbeing']],
  surgery: [
    [
      5,
      'surgery|surgeries|operation|operated|bypass|transplant|accident|accidents|injury|injured|fracture|crash|mishap|ऑपरेशन|सर्जरी|दुर्घटना|durghatna|hadsa|हादसा|c section|caesarean|cesarean|angioplasty|stent|chemo|chemotherapy',
    ],
  ],
  disease: [
    [4, '@illness'],
    [
      5,
      'catch|develop|suffer|contract|get infected|get sick|get ill|get diagnosed|diagnosed & @illness',
    ],
    [
      5,
      'fall ill|get sick|fall sick|serious illness|serious disease|terminal|chronic|get cancer|get infected|bimar|बीमार',
    ],
  ],
  health: [
    // Recovery from a named illness or injury is the health question, not the illness itself
    // (weight 6 outranks the surgery and disease keywords it names).
    [
      6,
      'regain|regained|restore|restored|recover|recovery|recovered|heal|healed|fit again|be fit|get well|back to normal|cure|cured|relief|relieved|get rid|free from|go away|subside|disappear|kab jayegi|kab jaegi|kab jayega|chali jayegi|dur hogi|khatam hogi|theek|thik|ठीक & surgery|operation|injury|injured|accident|fracture|@illness',
    ],
    [4, '@health'],
    [5, '@health & @illness'],
    [
      3,
      'hospital|medicine|medicines|treatment|doctor|doctors|therapy|ilaj|ilaaj|इलाज|dava|dawai|दवा|weight loss|lose weight',
    ],
  ],
  // Words of a general wish (luck, future, dreams): they never pick an event (general is what no rule
  // gives), but they make such a question readable rather than gibberish.
  general: [
    [
      1,
      'luck|lucky|fortune|future|life|destiny|wish|wishes|desire|dream|dreams|kismat|kismet|bhagya|भाग्य|किस्मत|happy|happiness|peace|success|successful|good time|bad time|problems|troubles',
    ],
  ],
};

/**
 * Events that belong together when a question names several: "Will I go abroad and settle there?" is
 * one ask (abroad family), "Will I get married and buy a house?" is two. Events not listed are each
 * their own family.
 */
export const FAMILIES: ReadonlyArray<readonly string[]> = [
  ['marriage', 'divorce', 'love_affair'],
  [
    'job',
    'job_change',
    'promotion',
    'workplace_trouble',
    'business',
    'partnership',
    'fame',
    'politics',
    'reinstatement',
    'wealth',
    'gratuity_insurance',
  ],
  ['loan', 'loan_repayment'],
  ['property', 'property_sale', 'vehicle', 'inheritance'],
  ['travel', 'travel_home', 'foreign_travel', 'foreign_settlement'],
  ['health', 'disease', 'surgery', 'mother', 'father'],
  ['education', 'higher_education', 'examination'],
  ['litigation', 'bail'],
  ['lost_property', 'missing_person'],
  ['stock_market', 'wealth'],
];
