import type { CardContent } from './cards.js';

/** The journey card "financial-foundation" with its topics, in English and Hindi (cards.ts). */
export const financialFoundation: CardContent = {
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
};
