import type { CardContent } from './cards.js';

/** The journey card "long-term-success" with its topics, in English and Hindi (cards.ts). */
export const longTermSuccess: CardContent = {
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
      summary: 'Retirement is the longest goal you will fund. EPF, PPF and NPS give you tax-efficient building blocks.',
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
};
