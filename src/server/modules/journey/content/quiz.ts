/**
 * The resources' quiz (docs/journey.md, "Resources"): ten questions on budgeting, saving, insurance, investing and
 * tax in India. Seeded once into an empty database (seed.ts); admins edit it afterwards.
 */

/** The Hindi values of a quiz question (docs/i18n.md "Admin content in Hindi"): the options in the same order. */
export type QuizQuestionHindi = { question: string; options: string[]; explanation: string };

export type QuizQuestionContent = {
  question: string;
  options: string[];
  answer_index: number;
  explanation: string;
  hi: QuizQuestionHindi;
};

export const QUIZ = {
  title: 'Money Basics Quiz',
  description: 'Ten quick questions on budgeting, saving, insurance, investing and tax in India.',
  hi: {
    title: 'पैसे की बुनियादी समझ: क्विज़',
    description: 'भारत में बजट, बचत, बीमा, निवेश और टैक्स पर दस छोटे प्रश्न।',
  },
  questions: [
    {
      question: 'How many months of essential expenses should an emergency fund usually cover?',
      options: ['One month', 'Six months', 'Two years', 'It is not needed if you have a credit card'],
      answer_index: 1,
      explanation: 'Six months of needs covers most job changes and medical bills without borrowing.',
      hi: {
        question: 'आपातकालीन फंड में आम तौर पर कितने महीनों के ज़रूरी खर्च के बराबर रकम होनी चाहिए?',
        options: ['एक महीना', 'छह महीने', 'दो साल', 'क्रेडिट कार्ड हो तो इसकी ज़रूरत नहीं'],
        explanation: 'छह महीने की ज़रूरतों जितनी रकम से नौकरी बदलने और इलाज के ज़्यादातर खर्च बिना उधार लिए निकल जाते हैं।',
      },
    },
    {
      question: 'In the 50/30/20 budget, what is the 20 % for?',
      options: ['Rent', 'Eating out and shopping', 'Savings and investments', 'Income tax'],
      answer_index: 2,
      explanation: 'At least 20 % of take-home pay goes to savings and investments, paid first on salary day.',
      hi: {
        question: '50/30/20 बजट में 20 % किसके लिए है?',
        options: ['मकान का किराया', 'बाहर खाना और खरीदारी', 'बचत और निवेश', 'आयकर'],
        explanation: 'हाथ में आने वाले वेतन का कम से कम 20 % बचत और निवेश में जाता है, और वेतन वाले दिन सबसे पहले।',
      },
    },
    {
      question: 'With inflation at 6 % a year, roughly what will something that costs ₹1 lakh today cost in 12 years?',
      options: ['₹1.2 lakh', '₹1.5 lakh', '₹2 lakh', '₹6 lakh'],
      answer_index: 2,
      explanation: 'Prices double in about 12 years at 6 % (the rule of 72: 72 / 6 = 12).',
      hi: {
        question: 'महँगाई 6 % सालाना हो, तो आज ₹1 लाख की चीज़ 12 साल बाद लगभग कितने की होगी?',
        options: ['₹1.2 लाख', '₹1.5 लाख', '₹2 लाख', '₹6 लाख'],
        explanation: '6 % महँगाई पर दाम लगभग 12 साल में दोगुने हो जाते हैं (72 का नियम: 72 / 6 = 12)।',
      },
    },
    {
      question: 'Which insurance gives the most life cover for the premium?',
      options: ['Endowment plan', 'Money-back policy', 'Term insurance', 'ULIP'],
      answer_index: 2,
      explanation:
        'Term insurance is pure protection; mixed products spend much of the premium on investment and costs.',
      hi: {
        question: 'कौन-सा बीमा उतने ही प्रीमियम में सबसे ज़्यादा जीवन कवर देता है?',
        options: ['एंडोमेंट प्लान', 'मनी-बैक पॉलिसी', 'टर्म इंश्योरेंस', 'ULIP'],
        explanation: 'टर्म इंश्योरेंस केवल सुरक्षा देता है; मिले-जुले प्लान प्रीमियम का बड़ा हिस्सा निवेश और खर्चों में लगा देते हैं।',
      },
    },
    {
      question: 'What does a SIP in a mutual fund do?',
      options: [
        'Guarantees a fixed return',
        'Invests a fixed amount at regular intervals',
        'Lets you withdraw a fixed amount every month',
        'Invests only when the market falls',
      ],
      answer_index: 1,
      explanation:
        'A systematic investment plan invests a fixed amount every month or quarter; returns are not guaranteed.',
      hi: {
        question: 'म्यूचुअल फंड में SIP से क्या होता है?',
        options: [
          'तय रिटर्न की गारंटी मिलती है',
          'नियमित अंतराल पर तय रकम का निवेश होता है',
          'हर महीने तय रकम निकाली जा सकती है',
          'केवल बाज़ार गिरने पर निवेश होता है',
        ],
        explanation: 'सिस्टेमैटिक इन्वेस्टमेंट प्लान (SIP) हर महीने या हर तिमाही तय रकम का निवेश करता है; रिटर्न की गारंटी नहीं होती।',
      },
    },
    {
      question: 'What is the yearly limit of deductions under section 80C (old tax regime)?',
      options: ['₹50,000', '₹1 lakh', '₹1.5 lakh', '₹2.5 lakh'],
      answer_index: 2,
      explanation: 'Section 80C allows up to ₹1.5 lakh a year across EPF, PPF, ELSS, life premiums and similar items.',
      hi: {
        question: 'धारा 80सी (पुरानी टैक्स व्यवस्था) के तहत सालाना कटौती की सीमा कितनी है?',
        options: ['₹50,000', '₹1 लाख', '₹1.5 लाख', '₹2.5 लाख'],
        explanation:
          'धारा 80सी में EPF, PPF, ELSS, जीवन बीमा प्रीमियम और ऐसी ही मदों को मिलाकर साल में ₹1.5 लाख तक की कटौती मिलती है।',
      },
    },
    {
      question: 'What is the lock-in period of a PPF account?',
      options: ['3 years', '5 years', '15 years', 'No lock-in'],
      answer_index: 2,
      explanation: 'PPF matures after 15 financial years; partial withdrawals are allowed from the seventh year.',
      hi: {
        question: 'PPF खाते की लॉक-इन अवधि कितनी है?',
        options: ['3 साल', '5 साल', '15 साल', 'कोई लॉक-इन नहीं'],
        explanation: 'PPF खाता 15 वित्त वर्ष बाद मैच्योर होता है; सातवें साल से आंशिक निकासी की जा सकती है।',
      },
    },
    {
      question: 'Paying only the minimum due on a credit card means…',
      options: [
        'No interest is charged',
        'Interest of around 3-4 % a month is charged on the rest',
        'Your credit limit increases',
        'The bank waives the balance after a year',
      ],
      answer_index: 1,
      explanation:
        'Card interest often runs at 36-48 % a year on the unpaid balance, and the free credit period is lost.',
      hi: {
        question: 'क्रेडिट कार्ड पर केवल न्यूनतम देय राशि चुकाने का मतलब है…',
        options: [
          'कोई ब्याज नहीं लगता',
          'बाकी रकम पर लगभग 3-4 % मासिक ब्याज लगता है',
          'आपकी क्रेडिट लिमिट बढ़ जाती है',
          'बैंक एक साल बाद बकाया माफ़ कर देता है',
        ],
        explanation: 'बकाया रकम पर कार्ड का ब्याज अक्सर 36-48 % सालाना होता है, और ब्याज-मुक्त अवधि का लाभ भी नहीं मिलता।',
      },
    },
    {
      question: 'Why spread investments across asset classes (diversify)?',
      options: [
        'To guarantee higher returns',
        'To lower the impact of any one investment doing badly',
        'To avoid paying tax',
        'Because SEBI requires it',
      ],
      answer_index: 1,
      explanation: 'Diversification reduces risk: equity, debt and gold rarely all fall at the same time.',
      hi: {
        question: 'निवेश को अलग-अलग एसेट क्लास में क्यों बाँटें (डाइवर्सिफ़िकेशन)?',
        options: [
          'ज़्यादा रिटर्न की गारंटी के लिए',
          'किसी एक निवेश के खराब प्रदर्शन का असर कम करने के लिए',
          'टैक्स से बचने के लिए',
          'क्योंकि SEBI इसे अनिवार्य करता है',
        ],
        explanation: 'डाइवर्सिफ़िकेशन से जोखिम घटता है: इक्विटी, डेट और सोना शायद ही कभी एक साथ गिरते हैं।',
      },
    },
    {
      question: 'Which of these is a sign of a possible investment fraud?',
      options: [
        'A SEBI-registered adviser who gives a written fee agreement',
        'A scheme promising guaranteed 5 % a month returns',
        'A mutual fund that publishes its daily NAV',
        'A bank fixed deposit with DICGC cover',
      ],
      answer_index: 1,
      explanation:
        'Guaranteed high returns are the classic sign of a Ponzi scheme; check registration on the SEBI website.',
      hi: {
        question: 'इनमें से कौन-सी बात निवेश धोखाधड़ी का संकेत हो सकती है?',
        options: [
          'SEBI में पंजीकृत सलाहकार, जो फ़ीस का लिखित समझौता देता है',
          'हर महीने 5 % पक्के रिटर्न का वादा करने वाली स्कीम',
          'रोज़ अपना NAV प्रकाशित करने वाला म्यूचुअल फंड',
          'जमा बीमा (डीआईसीजीसी) के दायरे में आने वाली बैंक FD',
        ],
        explanation: 'ऊँचे और पक्के रिटर्न का वादा पोंज़ी स्कीम की पहचान है; SEBI की वेबसाइट पर पंजीकरण ज़रूर जाँचें।',
      },
    },
  ] satisfies QuizQuestionContent[],
};
