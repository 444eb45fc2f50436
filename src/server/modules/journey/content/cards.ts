/**
 * The journey's cards and topics (docs/journey.md, "Content and seed"). Written for salaried employees in India;
 * figures follow the rules in force for FY 2025-26. Seeded once into an empty database (seed.ts); admins edit it
 * afterwards.
 */

export type TopicContent = {
  title: string;
  summary: string;
  key_points: string[];
  video_title: string;
  video_minutes: number;
  task_title: string;
  task_prompt: string;
  /** The Hindi values (docs/i18n.md "Admin content in Hindi"), stored as the topic's `hi`. */
  hi: {
    title: string;
    summary: string;
    key_points: string[];
    video_title: string;
    task_title: string;
    task_prompt: string;
  };
};

export type CardContent = {
  slug: string;
  title: string;
  description: string;
  /** The Hindi values, stored as the card's `hi`. */
  hi: { title: string; description: string };
  topics: TopicContent[];
};

export const JOURNEY_CARDS: CardContent[] = [
  {
    slug: 'future-vision',
    title: 'Future Vision',
    hi: {
      title: 'भविष्य की तस्वीर',
      description: 'जैसी ज़िंदगी आप चाहते हैं, उसकी कल्पना करें और उसे कीमत और तारीख वाले लक्ष्यों में बदलें।',
    },
    description: 'Picture the life you want and turn it into goals with a price and a date.',
    topics: [
      {
        title: 'Picture your future self',
        hi: {
          title: 'अपने भविष्य की कल्पना करें',
          summary:
            'जब पता हो कि पैसा किसलिए है, तो पैसे से जुड़े फ़ैसले आसान हो जाते हैं। शुरुआत यह लिखकर करें कि 5, 10 और 25 साल बाद आप अपनी ज़िंदगी कैसी देखना चाहते हैं।',
          key_points: [
            'लक्ष्यों को तीन हिस्सों में बाँटें: छोटी अवधि (3 साल से कम), मध्यम अवधि (3-7 साल) और लंबी अवधि (7 साल से ज़्यादा)।',
            'हर लक्ष्य ऐसे लिखें कि उसे जाँचा जा सके: "मार्च 2028 तक कार के डाउन पेमेंट के लिए ₹3 लाख"।',
            'लक्ष्यों को क्रम दें: सुरक्षा और आपातकालीन फंड इच्छाओं से पहले आते हैं।',
          ],
          video_title: 'प्रोडक्ट से पहले लक्ष्य क्यों',
          task_title: 'अपने तीन सबसे ज़रूरी लक्ष्य लिखें',
          task_prompt:
            'पैसे से जुड़े अपने तीन सबसे ज़रूरी लक्ष्य लिखें, हर एक के साथ अनुमानित रकम और वह साल जब आपको उसकी ज़रूरत होगी। उदाहरण: "बच्चे की कॉलेज की पढ़ाई, ₹15 लाख, 2038"।',
        },
        summary:
          'Money decisions are easier when you know what they are for. Start by writing down what you want your life to look like in 5, 10 and 25 years.',
        key_points: [
          'Split goals into short term (under 3 years), medium term (3-7 years) and long term (over 7 years).',
          'Write each goal as something you can check: "₹3 lakh for a car down payment by March 2028".',
          'Rank goals: protection and an emergency fund come before wants.',
        ],
        video_title: 'Why goals come before products',
        video_minutes: 6,
        task_title: 'Write your three most important goals',
        task_prompt:
          'List your three most important money goals, each with a rough amount and the year you need it. For example: "Child’s college, ₹15 lakh, 2038".',
      },
      {
        title: 'Put a price on each goal',
        hi: {
          title: 'हर लक्ष्य की कीमत तय करें',
          summary:
            'महंगाई के साथ लक्ष्य की लागत बढ़ती है। जो लक्ष्य आज ₹10 लाख का है, वह 6 % महंगाई पर 10 साल बाद लगभग ₹17.9 लाख का होगा।',
          key_points: [
            'भविष्य की लागत = आज की लागत x (1 + महंगाई) ^ साल। आम लक्ष्यों के लिए 6 % और पढ़ाई व सेहत के लिए 8-10 % मानें।',
            'भविष्य की लागत को मासिक एसआईपी फ़ैक्टर से भाग दें, तो पता चलेगा कि हर महीने कितना निवेश करना है (लक्ष्य योजना कैलकुलेटर यही करता है)।',
            'साल में एक बार, या आमदनी बदलने पर, ये आँकड़े दोबारा देखें।',
          ],
          video_title: 'महंगाई और लक्ष्य की असली लागत',
          task_title: 'अपने सबसे बड़े लक्ष्य की कीमत निकालें',
          task_prompt:
            'अपना सबसे ज़रूरी लक्ष्य लें। उसकी आज की लागत, बचे हुए साल, और 6 % महंगाई पर उस साल की लागत लिखें (या लक्ष्य योजना कैलकुलेटर का इस्तेमाल करें)।',
        },
        summary:
          'A goal’s cost grows with inflation. A goal that costs ₹10 lakh today costs about ₹17.9 lakh in 10 years at 6 % inflation.',
        key_points: [
          'Future cost = today’s cost x (1 + inflation) ^ years. Use 6 % for general goals, 8-10 % for education and health.',
          'Divide the future cost by the monthly SIP factor to see what to invest each month (the goal planning calculator does this).',
          'Review the numbers once a year or when your income changes.',
        ],
        video_title: 'Inflation and the real cost of a goal',
        video_minutes: 7,
        task_title: 'Price your top goal',
        task_prompt:
          'Take your most important goal. Write its cost today, the number of years to go, and its cost in that year at 6 % inflation (or use the goal planning calculator).',
      },
      {
        title: 'Know your money habits',
        hi: {
          title: 'पैसे से जुड़ी अपनी आदतें पहचानें',
          summary: 'आपकी तनख्वाह से ज़्यादा आपकी आदतें तय करती हैं। एक महीने का खर्च लिखकर देखें कि पैसा असल में कहाँ जाता है।',
          key_points: [
            '30 दिन तक हर खर्च लिखें, यूपीआई पेमेंट और सब्सक्रिप्शन भी।',
            'खर्च को ज़रूरत, इच्छा और बचत में बाँटें; ज़्यादातर लोग इच्छाओं पर होने वाले खर्च को एक-तिहाई कम आँकते हैं।',
            'इस महीने बदलने के लिए एक आदत चुनें, जैसे ₹2,000 से ज़्यादा की हर खरीद से पहले 24 घंटे रुकना।',
          ],
          video_title: 'खर्च के पैटर्न और छोटे रिसाव',
          task_title: 'बदलने के लिए एक आदत चुनें',
          task_prompt:
            'पिछले महीने के बैंक और यूपीआई स्टेटमेंट देखें। खर्च की वह एक आदत लिखें जिसे आप बदलना चाहते हैं, और यह भी कि कैसे बदलेंगे।',
        },
        summary:
          'Your habits decide more than your salary does. Track one month of spending to see where your money really goes.',
        key_points: [
          'Note every spend for 30 days, including UPI payments and subscriptions.',
          'Group spends into needs, wants and savings; most people under-estimate wants by a third.',
          'Pick one habit to change this month, such as a 24-hour wait before any purchase over ₹2,000.',
        ],
        video_title: 'Spending patterns and small leaks',
        video_minutes: 5,
        task_title: 'Name one habit to change',
        task_prompt:
          'Look at your last month of bank and UPI statements. Write the one spending habit you want to change and how you will do it.',
      },
    ],
  },
  {
    slug: 'financial-foundation',
    title: 'Financial Foundation',
    hi: {
      title: 'आर्थिक नींव',
      description: 'वह आधार बनाएँ जिस पर हर योजना टिकती है: बजट, आपातकालीन फंड, बीमा और संभलने लायक कर्ज़।',
    },
    description: 'Build the base every plan stands on: a budget, an emergency fund, insurance and manageable debt.',
    topics: [
      {
        title: 'Budget with the 50/30/20 rule',
        hi: {
          title: '50/30/20 नियम से बजट बनाएँ',
          summary:
            'बजट आपकी हाथ में आने वाली तनख्वाह की योजना है: लगभग 50 % ज़रूरतों के लिए, 30 % इच्छाओं के लिए और कम से कम 20 % बचत और निवेश के लिए।',
          key_points: [
            'पहले खुद को भुगतान करें: तनख्वाह के दिन बचत खाते में ऑटो-डेबिट लगाएँ।',
            'ज़रूरतों में किराया, राशन, ईएमआई, स्कूल फ़ीस और बीमा प्रीमियम आते हैं।',
            'अगर सिर्फ़ ईएमआई ही हाथ में आने वाली तनख्वाह के 40 % से ज़्यादा है, तो इच्छाएँ बढ़ाने से पहले कर्ज़ सँभालें।',
          ],
          video_title: 'ऐसा बजट जिस पर टिके रहें',
          task_title: 'अपना मासिक बजट बनाएँ',
          task_prompt:
            'अपनी मासिक हाथ में आने वाली तनख्वाह लिखें और उसे रुपयों में ज़रूरत, इच्छा और बचत में बाँटें। कौन-सा हिस्सा 50/30/20 से सबसे दूर है?',
        },
        summary:
          'A budget is a plan for your take-home pay: about 50 % for needs, 30 % for wants and at least 20 % for savings and investments.',
        key_points: [
          'Pay yourself first: set up an auto-debit to savings on salary day.',
          'Needs include rent, groceries, EMIs, school fees and insurance premiums.',
          'If EMIs alone are above 40 % of take-home pay, fix debt before adding wants.',
        ],
        video_title: 'A budget you can keep',
        video_minutes: 6,
        task_title: 'Draft your monthly budget',
        task_prompt:
          'Write your monthly take-home pay and split it into needs, wants and savings in rupees. Which part is furthest from 50/30/20?',
      },
      {
        title: 'Build an emergency fund',
        hi: {
          title: 'आपातकालीन फंड बनाएँ',
          summary:
            'आपातकालीन फंड नौकरी छूटने या अस्पताल के बिल को कर्ज़ बनने से रोकता है। छह महीने के ज़रूरी खर्च जितनी रकम का लक्ष्य रखें।',
          key_points: [
            'छह महीने की ज़रूरतें (तनख्वाह नहीं); अगर आमदनी अनियमित है या घर में आप अकेले कमाने वाले हैं तो बारह महीने।',
            'इसे सुरक्षित और तुरंत मिलने लायक जगह रखें: बचत खाता, स्वीप-इन एफडी या लिक्विड फंड।',
            'इस्तेमाल करने के बाद सबसे पहले इसे फिर से भरें।',
          ],
          video_title: 'आपका सुरक्षा कवच, कदम दर कदम',
          task_title: 'अपने आपातकालीन फंड का लक्ष्य तय करें',
          task_prompt:
            'अपने मासिक ज़रूरी खर्च, आपातकालीन फंड का लक्ष्य (उसका 6 गुना), आज आपके पास कितना है, और हर महीने कितना जोड़ेंगे, यह लिखें।',
        },
        summary:
          'An emergency fund keeps a job loss or a hospital bill from becoming debt. Aim for six months of essential expenses.',
        key_points: [
          'Six months of needs (not of salary); twelve if your income is irregular or you are the only earner.',
          'Keep it safe and quick to reach: a savings account, sweep-in FD or liquid fund.',
          'Refill it first after you use it.',
        ],
        video_title: 'Your safety net, step by step',
        video_minutes: 5,
        task_title: 'Set your emergency fund target',
        task_prompt:
          'Write your monthly essential expenses, your emergency fund target (6 x that), how much you have today, and the monthly amount you will add.',
      },
      {
        title: 'Protect with term and health insurance',
        hi: {
          title: 'टर्म और हेल्थ इंश्योरेंस से सुरक्षा',
          summary:
            'बीमा आपके लक्ष्यों को अनचाहे झटकों से बचाता है। पहले सिर्फ़ सुरक्षा खरीदें: टर्म लाइफ़ कवर और परिवार के लिए हेल्थ पॉलिसी।',
          key_points: [
            'अगर कोई आप पर निर्भर है तो सालाना आमदनी का 10-15 गुना टर्म कवर।',
            'कंपनी के ग्रुप कवर के अलावा कम से कम ₹10 लाख की फ़ैमिली फ़्लोटर हेल्थ पॉलिसी।',
            'बीमा और निवेश को न मिलाएँ; क्लेम सेटलमेंट रेशियो की तुलना करें।',
          ],
          video_title: 'कितना बीमा काफ़ी है',
          task_title: 'अपना कवर जाँचें',
          task_prompt:
            'आज आपके पास जितना लाइफ़ कवर और हेल्थ कवर है (कंपनी का कवर मिलाकर), वह लिखें, और आमदनी के 10 गुना और ₹10 लाख हेल्थ कवर से कितनी कमी है, यह भी।',
        },
        summary:
          'Insurance protects your goals from the unexpected. Buy pure protection first: term life cover and a family health policy.',
        key_points: [
          'Term cover of 10-15 times your yearly income if anyone depends on you.',
          'A family floater health policy of at least ₹10 lakh, beyond your employer’s group cover.',
          'Avoid mixing insurance and investment; compare claim settlement ratios.',
        ],
        video_title: 'How much insurance is enough',
        video_minutes: 8,
        task_title: 'Check your cover',
        task_prompt:
          'Write the life cover and health cover you have today (including employer cover) and the gap to 10x income and ₹10 lakh health cover.',
      },
    ],
  },
  {
    slug: 'long-term-success',
    title: 'Long-Term Success',
    hi: {
      title: 'लंबी अवधि की सफलता',
      description: 'लंबे समय के लिए पैसा बढ़ाएँ: नियमित निवेश करें, रिटायरमेंट की योजना बनाएँ और समझदारी से टैक्स बचाएँ।',
    },
    description: 'Grow your money for the long run: invest regularly, plan retirement and save tax the smart way.',
    topics: [
      {
        title: 'Start investing with SIPs',
        hi: {
          title: 'एसआईपी से निवेश शुरू करें',
          summary:
            'सिस्टमैटिक इन्वेस्टमेंट प्लान (एसआईपी) हर महीने तय रकम निवेश करता है, इसलिए दाम कम होने पर ज़्यादा यूनिट मिलती हैं और अनुशासन बनता है।',
          key_points: [
            '20 साल तक हर महीने ₹5,000, 12 % सालाना पर, लगभग ₹50 लाख बनते हैं; 5 साल देर से शुरू करें तो लगभग ₹25 लाख।',
            'फंड को लक्ष्य से मिलाएँ: 7 साल से दूर के लक्ष्यों के लिए इक्विटी, उससे छोटे लक्ष्यों के लिए डेट या हाइब्रिड।',
            'हर साल तनख्वाह के साथ एसआईपी बढ़ाएँ (स्टेप-अप एसआईपी)।',
          ],
          video_title: 'चक्रवृद्धि और इंतज़ार की कीमत',
          task_title: 'अपने पहले या अगले एसआईपी की योजना बनाएँ',
          task_prompt:
            'लिखें कि आपका एसआईपी किस लक्ष्य के लिए है, मासिक रकम, फंड का प्रकार और वह तारीख जब आप उसे शुरू करेंगे या बढ़ाएँगे।',
        },
        summary:
          'A systematic investment plan (SIP) invests a fixed amount every month, so you buy more units when prices are low and build discipline.',
        key_points: [
          '₹5,000 a month for 20 years at 12 % a year grows to about ₹50 lakh; starting 5 years later gives about ₹25 lakh.',
          'Match the fund to the goal: equity for goals over 7 years, debt or hybrid for shorter ones.',
          'Increase the SIP each year with your salary (step-up SIP).',
        ],
        video_title: 'Compounding and the cost of waiting',
        video_minutes: 7,
        task_title: 'Plan your first or next SIP',
        task_prompt:
          'Write the goal your SIP is for, the monthly amount, the kind of fund and the date you will start or step it up.',
      },
      {
        title: 'Plan for retirement',
        hi: {
          title: 'रिटायरमेंट की योजना बनाएँ',
          summary:
            'रिटायरमेंट वह सबसे लंबा लक्ष्य है जिसके लिए आप पैसा जोड़ेंगे। ईपीएफ, पीपीएफ और एनपीएस टैक्स बचाने वाले मज़बूत आधार देते हैं।',
          key_points: [
            'अनुमानित रकम: रिटायरमेंट के समय के सालाना खर्च का 25-30 गुना।',
            'ईपीएफ हर तनख्वाह के साथ बढ़ता है; एनपीएस पुरानी व्यवस्था में धारा 80सीसीडी(1बी) के तहत ₹50,000 की अलग छूट देता है।',
            'साल में एक बार ईपीएफओ पोर्टल पर अपनी ईपीएफ पासबुक देखें।',
          ],
          video_title: 'ईपीएफ, पीपीएफ और एनपीएस समझें',
          task_title: 'अपनी रिटायरमेंट रकम का अनुमान लगाएँ',
          task_prompt:
            'अपना मौजूदा सालाना खर्च, रिटायरमेंट तक बचे साल और अनुमानित रकम (6 % से बढ़ा सालाना खर्च x 25) लिखें, या रिटायरमेंट कैलकुलेटर का इस्तेमाल करें।',
        },
        summary:
          'Retirement is the longest goal you will fund. EPF, PPF and NPS give you tax-efficient building blocks.',
        key_points: [
          'A rough corpus: 25-30 times your yearly expenses at retirement.',
          'EPF grows with every salary; NPS adds a separate ₹50,000 deduction under section 80CCD(1B) in the old regime.',
          'Check your EPF passbook on the EPFO portal once a year.',
        ],
        video_title: 'EPF, PPF and NPS explained',
        video_minutes: 9,
        task_title: 'Estimate your retirement number',
        task_prompt:
          'Write your current yearly expenses, the years to retirement, and a rough corpus (yearly expenses grown at 6 % x 25), or use the retirement calculator.',
      },
      {
        title: 'Save tax the smart way',
        hi: {
          title: 'समझदारी से टैक्स बचाएँ',
          summary:
            'वह टैक्स व्यवस्था चुनें जिसमें आपके हाथ में ज़्यादा बचे, फिर ऐसी छूटें लें जो दौलत भी बनाएँ, सिर्फ़ टैक्स के लिए प्रोडक्ट न खरीदें।',
          key_points: [
            'कंपनी को बताने से पहले हर साल टैक्स कैलकुलेटर से पुरानी और नई व्यवस्था की तुलना करें।',
            'पुरानी व्यवस्था में धारा 80सी के तहत ₹1.5 लाख तक की छूट मिलती है (ईपीएफ, पीपीएफ, ईएलएसएस, टर्म प्रीमियम, होम लोन का मूलधन)।',
            'धारा 80डी आपके और आपके माता-पिता के हेल्थ इंश्योरेंस प्रीमियम पर छूट देती है।',
          ],
          video_title: 'पुरानी या नई टैक्स व्यवस्था: कैसे चुनें',
          task_title: 'अपनी टैक्स व्यवस्था चुनें',
          task_prompt:
            'लिखें कि इस साल कौन-सी टैक्स व्यवस्था आपके लिए सही है और क्यों, साथ में वे छूटें जिनका आप दावा करेंगे (या पुरानी बनाम नई टैक्स कैलकुलेटर का इस्तेमाल करें)।',
        },
        summary:
          'Choose the tax regime that leaves you more, then use deductions that also build wealth instead of buying products only for tax.',
        key_points: [
          'Compare the old and new regimes every year with the tax calculator before declaring to your employer.',
          'In the old regime, section 80C allows up to ₹1.5 lakh (EPF, PPF, ELSS, term premium, principal on a home loan).',
          'Section 80D covers health insurance premiums for you and your parents.',
        ],
        video_title: 'Old vs new regime: how to choose',
        video_minutes: 8,
        task_title: 'Choose your tax regime',
        task_prompt:
          'Write which tax regime suits you this year and why, with the deductions you expect to claim (or use the old vs new tax calculator).',
      },
    ],
  },
];
