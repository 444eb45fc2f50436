import { p, ul, type SeedCategory } from './faq-parts.js';

/** Starting FAQs (faqs.ts): saving and budgeting. */

export const SAVING_CATEGORY: SeedCategory = {
  title: 'Saving and budgeting',
  description: 'Build a budget that works, an emergency fund, and savings for the things you plan.',
  hi: {
    title: 'बचत और बजट',
    description: 'ऐसा बजट बनाएँ जो चले, आपातकालीन फंड रखें और अपने लक्ष्यों के लिए बचत करें।',
  },
  subs: [
    {
      title: 'Everyday money',
      description: 'Budgets, emergency funds and where to park short-term money.',
      hi: {
        title: 'रोज़ का पैसा',
        description: 'बजट, आपातकालीन फंड और कम समय के लिए पैसा कहाँ रखें।',
      },
      groups: [
        {
          title: 'Budgeting',
          hi: { title: 'बजट बनाना' },
          faqs: [
            {
              q: 'How do I make a monthly budget that I can actually follow?',
              a:
                p(
                  'Start from your in-hand salary, not your CTC. List fixed costs first (rent or EMI, school fees, insurance premiums), then set aside savings as if it were a bill, and only then plan the flexible spending.',
                ) +
                ul(
                  'Needs: about 50 % of take-home pay.',
                  'Savings and investments: at least 20 %, moved out on salary day by an auto-debit or SIP.',
                  'Wants: the rest, with a weekly limit that is easy to check.',
                ) +
                p(
                  'Track for three months with the monthly spending tracker and adjust the split to your real numbers.',
                ),
              k: ['budget', 'spending', '50 30 20', 'salary'],
              hi: {
                question: 'ऐसा मासिक बजट कैसे बनाएँ जिस पर मैं सच में चल सकूँ?',
                answer_html:
                  p(
                    'अपने CTC से नहीं, हाथ में आने वाले वेतन से शुरू करें। पहले तय खर्च लिखें (किराया या EMI, स्कूल की फ़ीस, बीमा प्रीमियम), फिर बचत को एक बिल की तरह अलग रखें, और उसके बाद ही बाकी खर्च की योजना बनाएँ।',
                  ) +
                  ul(
                    'ज़रूरतें: हाथ में आने वाले वेतन का लगभग 50 %।',
                    'बचत और निवेश: कम से कम 20 %, वेतन के दिन ही ऑटो-डेबिट या SIP से अलग।',
                    'इच्छाएँ: बाकी पैसा, एक साप्ताहिक सीमा के साथ जिसे जाँचना आसान हो।',
                  ) +
                  p('तीन महीने तक मासिक खर्च ट्रैकर से हिसाब रखें और बँटवारे को अपने असली आँकड़ों के हिसाब से बदलें।'),
              },
            },
            {
              q: 'What is the 50-30-20 rule and does it work on an Indian salary?',
              a: p(
                'The rule splits take-home pay into 50 % needs, 30 % wants and 20 % savings. In metro cities rent alone can take 35-40 %, so treat it as a starting point: keep savings at 20 % or more and squeeze wants first. Every salary hike is a chance to raise the savings share before spending catches up.',
              ),
              k: ['budget', 'budget rule', 'savings rate'],
              hi: {
                question: '50-30-20 नियम क्या है और क्या यह भारतीय वेतन पर काम करता है?',
                answer_html: p(
                  'यह नियम हाथ में आने वाले वेतन को 50 % ज़रूरतों, 30 % इच्छाओं और 20 % बचत में बाँटता है। महानगरों में अकेला किराया ही 35-40 % ले सकता है, इसलिए इसे शुरुआत मानें: बचत 20 % या उससे ज़्यादा रखें और पहले इच्छाओं में कटौती करें। हर वेतन वृद्धि पर खर्च बढ़ने से पहले बचत का हिस्सा बढ़ाएँ।',
                ),
              },
            },
            {
              q: 'How much should I keep in an emergency fund, and where?',
              a:
                p(
                  'Keep six months of essential expenses (including EMIs and insurance premiums); nine to twelve months if you are the only earner or your income varies. Keep it where you can reach it within a day and where its value does not swing:',
                ) +
                ul(
                  'a separate savings account or a sweep-in fixed deposit for the first month or two;',
                  'a liquid or overnight mutual fund for the rest.',
                ) +
                p(
                  'Do not keep it in equity funds or lock it in PPF: both can fail you exactly when you need the money.',
                ),
              k: ['emergency fund', 'liquid fund', 'savings account', 'contingency'],
              hi: {
                question: 'आपातकालीन फंड में कितना पैसा रखना चाहिए, और कहाँ?',
                answer_html:
                  p(
                    'ज़रूरी खर्चों (EMI और बीमा प्रीमियम समेत) के छह महीने के बराबर रकम रखें; अगर आप अकेले कमाने वाले हैं या आपकी आय घटती-बढ़ती है, तो नौ से बारह महीने। इसे ऐसी जगह रखें जहाँ से एक दिन में निकाल सकें और जिसका मूल्य ऊपर-नीचे न हो:',
                  ) +
                  ul(
                    'पहले एक-दो महीने के लिए अलग बचत खाता या स्वीप-इन सावधि जमा;',
                    'बाकी के लिए लिक्विड या ओवरनाइट म्यूचुअल फंड।',
                  ) +
                  p('इसे इक्विटी फंड में न रखें और PPF में बंद न करें: दोनों ठीक उसी समय धोखा दे सकते हैं जब आपको पैसे की ज़रूरत हो।'),
              },
            },
            {
              q: 'How do I save for a vacation without using a credit card?',
              a: p(
                'Price the trip, divide it by the months left and start a recurring deposit or a SIP in a liquid fund for that amount. Book flights and hotels from that pot. If you use a card for the points, pay the full bill from the saved pot on the due date so that no interest is charged.',
              ),
              k: ['vacation', 'travel', 'recurring deposit', 'goal'],
            },
          ],
        },
        {
          title: 'Bank accounts and deposits',
          faqs: [
            {
              q: 'Is a fixed deposit or a recurring deposit better for short-term goals?',
              a: p(
                'Both earn a fixed rate. A fixed deposit suits a lump sum you already have; a recurring deposit suits a goal you fund from salary every month. Interest on both is taxed at your slab rate, and banks deduct TDS above the yearly threshold. For goals under three years they are a good, predictable choice.',
              ),
              k: ['fd', 'rd', 'fixed deposit', 'recurring deposit', 'short term'],
            },
            {
              q: 'How many savings accounts should I have?',
              a: p(
                'Two is usually enough: one where the salary lands and bills are paid, and one for the emergency fund and short-term goals. Every extra account carries a minimum balance, charges and one more login to watch. Close accounts you no longer use, and update the nominee on the ones you keep.',
              ),
              k: ['savings account', 'bank account', 'nominee'],
            },
          ],
        },
      ],
    },
  ],
};
