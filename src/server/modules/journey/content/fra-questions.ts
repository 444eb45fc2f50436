import type { FraOption } from '../../../db/tables/journey.js';

/** The risk assessment's questions (docs/journey.md, "Risk assessment"), seeded once into an empty database (seed.ts). */

/**
 * The Hindi values of a risk question (docs/i18n.md "Admin content in Hindi"): the options' labels in the same order
 * (the points stay the English options'); no help where the English has none.
 */
export type FraQuestionHindi = { question: string; help?: string; options: string[] };

export type FraQuestionContent = {
  dimension: 'capacity' | 'tolerance';
  question: string;
  help: string;
  options: FraOption[];
  hi: FraQuestionHindi;
};

const o = (label: string, points: number): FraOption => ({ label, points });

/**
 * Twelve questions in the two parts suitability assessment looks at (docs/journey.md, "Risk
 * assessment"): risk capacity (can you afford losses: age, dependants, income, reserves, debt,
 * horizon) and risk tolerance (are you willing: goal, reaction to a fall, experience, preference).
 * Each answer scores 1 (lowest risk) to 4.
 */
export const FRA_QUESTIONS: FraQuestionContent[] = [
  {
    dimension: 'capacity',
    question: 'What is your age?',
    help: 'The longer your working life ahead, the more time you have to recover from a loss.',
    options: [o('Above 55', 1), o('46 to 55', 2), o('31 to 45', 3), o('18 to 30', 4)],
    hi: {
      question: 'आपकी उम्र क्या है?',
      help: 'कामकाजी जीवन जितना लंबा बाकी हो, किसी नुकसान से उबरने के लिए उतना ही ज़्यादा समय मिलता है।',
      options: ['55 से ऊपर', '46 से 55', '31 से 45', '18 से 30'],
    },
  },
  {
    dimension: 'capacity',
    question: 'How many people depend on your income?',
    help: 'Count children, parents and a spouse who does not earn.',
    options: [o('Three or more', 1), o('Two', 2), o('One', 3), o('None', 4)],
    hi: {
      question: 'आपकी आय पर कितने लोग निर्भर हैं?',
      help: 'बच्चों, माता-पिता और कमाई न करने वाले जीवनसाथी को गिनें।',
      options: ['तीन या अधिक', 'दो', 'एक', 'कोई नहीं'],
    },
  },
  {
    dimension: 'capacity',
    question: 'How stable is your income over the next five years?',
    help: '',
    options: [
      o('Uncertain: contract work or a business with changing income', 1),
      o('Somewhat stable, but I may change jobs or sectors', 2),
      o('Stable salaried job', 3),
      o('Very stable, and my household has more than one income', 4),
    ],
    hi: {
      question: 'अगले पाँच वर्षों में आपकी आय कितनी स्थिर रहेगी?',
      options: [
        'अनिश्चित: कॉन्ट्रैक्ट का काम या घटती-बढ़ती आय वाला व्यवसाय',
        'कुछ हद तक स्थिर, पर नौकरी या क्षेत्र बदलने की संभावना है',
        'स्थिर वेतन वाली नौकरी',
        'बहुत स्थिर, और परिवार में एक से अधिक आय है',
      ],
    },
  },
  {
    dimension: 'capacity',
    question: 'How many months of expenses could you cover from savings if your income stopped?',
    help: 'Savings you can reach within a week: bank balance, FDs, liquid funds.',
    options: [
      o('Less than one month', 1),
      o('One to three months', 2),
      o('Three to six months', 3),
      o('More than six months', 4),
    ],
    hi: {
      question: 'आय रुक जाए तो आपकी बचत से कितने महीनों का खर्च चल सकता है?',
      help: 'ऐसी बचत जो एक हफ़्ते के भीतर मिल सके: बैंक बैलेंस, FD, लिक्विड फंड।',
      options: ['एक महीने से कम', 'एक से तीन महीने', 'तीन से छह महीने', 'छह महीने से अधिक'],
    },
  },
  {
    dimension: 'capacity',
    question: 'What share of your monthly take-home pay goes to loan EMIs?',
    help: 'Include home, car, personal and education loans, and card EMIs.',
    options: [o('More than 50 %', 1), o('30 % to 50 %', 2), o('10 % to 30 %', 3), o('Less than 10 %, or no loans', 4)],
    hi: {
      question: 'हर महीने हाथ में आने वाले वेतन का कितना हिस्सा लोन की EMI में जाता है?',
      help: 'होम, कार, पर्सनल और एजुकेशन लोन के साथ कार्ड की EMI भी जोड़ें।',
      options: ['50 % से अधिक', '30 % से 50 %', '10 % से 30 %', '10 % से कम, या कोई लोन नहीं'],
    },
  },
  {
    dimension: 'capacity',
    question: 'When will you need most of the money you are investing?',
    help: 'Your investment horizon. Money needed within a year should not be exposed to market falls.',
    options: [o('Within 1 year', 1), o('In 1 to 3 years', 2), o('In 3 to 7 years', 3), o('After more than 7 years', 4)],
    hi: {
      question: 'आप जो पैसा निवेश कर रहे हैं, उसका ज़्यादातर हिस्सा आपको कब चाहिए होगा?',
      help: 'यह आपकी निवेश अवधि है। जो पैसा एक साल के भीतर चाहिए, उसे बाज़ार की गिरावट के जोखिम में नहीं डालना चाहिए।',
      options: ['1 साल के भीतर', '1 से 3 साल में', '3 से 7 साल में', '7 साल से ज़्यादा समय बाद'],
    },
  },
  {
    dimension: 'tolerance',
    question: 'What is your main aim for this money?',
    help: '',
    options: [
      o('Keep it safe, even if it barely beats inflation', 1),
      o('Regular income with little change in value', 2),
      o('Steady growth with some ups and downs', 3),
      o('Maximum long-term growth; I accept large swings', 4),
    ],
    hi: {
      question: 'इस पैसे से आपका मुख्य लक्ष्य क्या है?',
      options: [
        'इसे सुरक्षित रखना, भले ही यह महँगाई से बस थोड़ा आगे रहे',
        'मूल्य में कम उतार-चढ़ाव के साथ नियमित आय',
        'कुछ उतार-चढ़ाव के साथ लगातार बढ़त',
        'लंबी अवधि में ज़्यादा से ज़्यादा बढ़त; बड़े उतार-चढ़ाव स्वीकार हैं',
      ],
    },
  },
  {
    dimension: 'tolerance',
    question: 'Your investments fall 20 % in a few months. What do you do?',
    help: 'Falls of 20 % or more have happened several times in Indian equity markets (2008, 2020).',
    options: [
      o('Sell everything to stop further loss', 1),
      o('Sell some and move to safer options', 2),
      o('Do nothing and wait for recovery', 3),
      o('Invest more while prices are low', 4),
    ],
    hi: {
      question: 'कुछ ही महीनों में आपके निवेश का मूल्य 20 % गिर जाता है। आप क्या करेंगे?',
      help: 'भारतीय शेयर बाज़ार में 20 % या उससे ज़्यादा की गिरावट कई बार आ चुकी है (2008, 2020)।',
      options: [
        'और नुकसान रोकने के लिए सब कुछ बेच देंगे',
        'कुछ हिस्सा बेचकर सुरक्षित विकल्पों में लगाएँगे',
        'कुछ नहीं करेंगे और बाज़ार सुधरने का इंतज़ार करेंगे',
        'दाम कम होने का फ़ायदा उठाकर और निवेश करेंगे',
      ],
    },
  },
  {
    dimension: 'tolerance',
    question: 'Which yearly outcome range would you choose for ₹1 lakh invested?',
    help: 'Higher possible gains come with higher possible losses.',
    options: [
      o('Between +₹4,000 and +₹7,000', 1),
      o('Between −₹3,000 and +₹12,000', 2),
      o('Between −₹10,000 and +₹20,000', 3),
      o('Between −₹25,000 and +₹40,000', 4),
    ],
    hi: {
      question: '₹1 लाख के निवेश पर आप एक साल के नतीजे की कौन-सी सीमा चुनेंगे?',
      help: 'ज़्यादा संभावित लाभ के साथ ज़्यादा संभावित नुकसान भी जुड़ा होता है।',
      options: [
        '+₹4,000 से +₹7,000 के बीच',
        '−₹3,000 से +₹12,000 के बीच',
        '−₹10,000 से +₹20,000 के बीच',
        '−₹25,000 से +₹40,000 के बीच',
      ],
    },
  },
  {
    dimension: 'tolerance',
    question: 'Which investments have you held before?',
    help: 'Choose the highest that applies.',
    options: [
      o('Only savings accounts and fixed deposits', 1),
      o('PPF, EPF, insurance plans or debt funds', 2),
      o('Equity mutual funds or SIPs', 3),
      o('Direct shares, derivatives or international funds', 4),
    ],
    hi: {
      question: 'आपने पहले किन निवेशों में पैसा लगाया है?',
      help: 'जो सबसे ऊँचा विकल्प आप पर लागू हो, वह चुनें।',
      options: [
        'केवल बचत खाते और फ़िक्स्ड डिपॉज़िट',
        'PPF, EPF, बीमा योजनाएँ या डेट फंड',
        'इक्विटी म्यूचुअल फंड या SIP',
        'सीधे शेयर, डेरिवेटिव या अंतरराष्ट्रीय फंड',
      ],
    },
  },
  {
    dimension: 'tolerance',
    question: 'How well do you understand how markets and mutual funds work?',
    help: '',
    options: [
      o('Very little', 1),
      o('I know the basics such as NAV and SIP', 2),
      o('I understand risk, returns and asset allocation', 3),
      o('I follow markets closely and review my portfolio myself', 4),
    ],
    hi: {
      question: 'बाज़ार और म्यूचुअल फंड कैसे काम करते हैं, यह आप कितना समझते हैं?',
      options: [
        'बहुत कम',
        'NAV और SIP जैसी बुनियादी बातें जानते हैं',
        'जोखिम, रिटर्न और एसेट एलोकेशन समझते हैं',
        'बाज़ार पर लगातार नज़र रखते हैं और अपने पोर्टफ़ोलियो की समीक्षा ख़ुद करते हैं',
      ],
    },
  },
  {
    dimension: 'tolerance',
    question: 'How would you describe yourself as an investor?',
    help: '',
    options: [o('Cautious', 1), o('Somewhat cautious', 2), o('Balanced', 3), o('Adventurous', 4)],
    hi: {
      question: 'एक निवेशक के रूप में आप ख़ुद को कैसा मानते हैं?',
      options: ['सतर्क', 'कुछ हद तक सतर्क', 'संतुलित', 'जोखिम लेने को तैयार'],
    },
  },
];
