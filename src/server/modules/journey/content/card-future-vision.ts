import type { CardContent } from './cards.js';

/** The journey card "future-vision" with its topics, in English and Hindi (cards.ts). */
export const futureVision: CardContent = {
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
        task_prompt: 'पिछले महीने के बैंक और यूपीआई स्टेटमेंट देखें। खर्च की वह एक आदत लिखें जिसे आप बदलना चाहते हैं, और यह भी कि कैसे बदलेंगे।',
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
};
