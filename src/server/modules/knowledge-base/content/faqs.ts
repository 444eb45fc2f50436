/**
 * The knowledge base's starting FAQs, written for FinWell over the spec's preference topics
 * (docs/product-rules.md "Preference topics"). Figures are Indian rules as of March 2026 (docs/knowledge-base.md);
 * rates come from the calculators' table where it has them.
 */
/** `hi`: the Hindi values some demo items carry (docs/i18n.md "Admin content in Hindi"), stored as the record's `hi`. */
export type SeedFaq = { q: string; a: string; k: string[]; hi?: { question: string; answer_html: string } };
export type SeedGroup = { title: string; faqs: SeedFaq[]; hi?: { title: string } };
export type SeedSubCategory = {
  title: string;
  description: string;
  groups: SeedGroup[];
  hi?: { title: string; description: string };
};
export type SeedCategory = {
  title: string;
  description: string;
  subs: SeedSubCategory[];
  hi?: { title: string; description: string };
};

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

export const SEED_CATEGORIES: SeedCategory[] = [
  {
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
  },
  {
    title: 'Loans and credit',
    description: 'Repay loans faster, use credit cards well, and plan for buying a house.',
    subs: [
      {
        title: 'Loan repayment',
        description: 'EMIs, prepayment and credit scores.',
        groups: [
          {
            title: 'Repaying loans',
            faqs: [
              {
                q: 'Should I prepay my home loan or invest the money?',
                a:
                  p(
                    'Compare the loan rate after tax with what the investment can reasonably earn after tax. Prepaying a 8.5 % loan is a guaranteed 8.5 % return; investing can earn more over long periods but with ups and downs.',
                  ) +
                  ul(
                    'Keep your emergency fund and term cover in place first.',
                    'Prepay high-rate loans (personal loans, credit cards) before anything else.',
                    'For a home loan, a mix works for many people: a yearly prepayment and a SIP.',
                  ) +
                  p(
                    'Banks may not charge prepayment penalties on floating-rate home loans to individuals. Use the home loan prepayment calculator to see the months and interest saved.',
                  ),
                k: ['home loan', 'prepayment', 'emi', 'invest'],
              },
              {
                q: 'Which loan should I repay first if I have several?',
                a: p(
                  'Pay the minimum on every loan, then put every spare rupee into the loan with the highest interest rate (usually the credit card, then personal loans, then car loans, and the home loan last). When it is closed, add its EMI to the next one. This avalanche method saves the most interest.',
                ),
                k: ['loan repayment', 'debt', 'avalanche', 'personal loan'],
              },
              {
                q: 'Why is only paying the minimum due on my credit card so costly?',
                a: p(
                  'Indian cards charge about 3 to 3.75 % a month (36-45 % a year) on the unpaid balance, plus 18 % GST on that interest, and you lose the interest-free period on new purchases. A ₹50,000 balance paid at the minimum can take years to clear. Pay the full amount, or move the balance to a cheaper personal loan and stop using the card until it is clear.',
                ),
                k: ['credit card', 'minimum due', 'interest', 'debt'],
              },
              {
                q: 'What is a credit score and how can I improve mine?',
                a:
                  p(
                    'A credit score (CIBIL and other bureaus, 300 to 900) tells lenders how reliably you repay. Above 750 usually gets the best rates.',
                  ) +
                  ul(
                    'Pay every EMI and card bill on time; one missed payment stays on record.',
                    'Use less than 30 % of your card limits.',
                    'Do not apply for many loans or cards at once.',
                    'Check your report once a year for free and dispute errors.',
                  ),
                k: ['cibil', 'credit score', 'credit report'],
              },
            ],
          },
        ],
      },
      {
        title: 'Buying a house',
        description: 'Down payment, affordability and tax benefits of a home loan.',
        groups: [
          {
            title: 'Home loans',
            faqs: [
              {
                q: 'How much home loan EMI can I afford?',
                a: p(
                  'Keep all EMIs together under 35-40 % of your take-home pay, and plan a down payment of at least 20 % plus about 8-10 % for stamp duty, registration and interiors. Lenders may approve more, but a smaller EMI leaves room for savings and surprises. Try the home loan EMI calculator with a rate 1 % higher than today to test the budget.',
                ),
                k: ['home loan', 'emi', 'affordability', 'down payment', 'buying house'],
              },
              {
                q: 'Is it better to buy a house or keep renting?',
                a: p(
                  'Buying makes sense when you plan to stay in the city for many years, the EMI fits the budget, and the price is reasonable compared with the rent (rent is often only 2-3 % of the price a year). Renting keeps you flexible and lets you invest the difference. The buy versus rent calculator compares both over your timeline.',
                ),
                k: ['rent', 'buy', 'house', 'buying house'],
              },
              {
                q: 'What tax benefits does a home loan give?',
                a: p(
                  'In the old regime, interest on a loan for a self-occupied house is deductible up to ₹2,00,000 a year under section 24(b), and principal repayment counts towards the ₹1,50,000 limit of section 80C. The new regime does not allow these deductions for a self-occupied house. Joint owners who both repay can each claim their share.',
                ),
                k: ['home loan', 'tax', '24b', '80c', 'deduction'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Mutual funds',
    description: 'How mutual funds, SIPs and ELSS work, and how to choose and track funds.',
    subs: [
      {
        title: 'Investing in mutual funds',
        description: 'The basics of funds, SIPs and taxes.',
        groups: [
          {
            title: 'Getting started',
            faqs: [
              {
                q: 'What is a SIP in a mutual fund and how does it work?',
                a:
                  p(
                    "A systematic investment plan (SIP) invests a fixed amount in a mutual fund on a fixed date every month, by auto-debit from your bank account. Each instalment buys units at that day's NAV, so you buy more units when prices are low and fewer when they are high (rupee cost averaging).",
                  ) +
                  ul(
                    'You can start with as little as ₹500 a month in most funds.',
                    'You can pause, stop or step up a SIP at any time; there is no penalty for stopping.',
                    'Link each SIP to a goal and a time horizon of five years or more for equity funds.',
                  ),
                k: ['sip', 'systematic investment plan', 'mutual fund', 'nav'],
              },
              {
                q: 'What is the difference between direct and regular plans?',
                a: p(
                  'The same fund comes in two plans. A regular plan pays a commission to the distributor out of your money every year; a direct plan does not, so its expense ratio is lower and its returns are higher by that difference, often 0.5-1 % a year. Buy direct if you choose funds yourself; pay for advice openly if you need it.',
                ),
                k: ['direct plan', 'regular plan', 'expense ratio', 'mutual fund'],
              },
              {
                q: 'Should I stop my SIP when the market falls?',
                a: p(
                  'No. A falling market is when your SIP buys the most units for the same money. Stopping turns a temporary fall into a missed recovery. Stop or switch only if your goal has changed or the fund has been consistently poor against its category for two to three years.',
                ),
                k: ['sip', 'market fall', 'volatility', 'mutual fund'],
              },
              {
                q: 'What is a step-up SIP?',
                a: p(
                  'A step-up (top-up) SIP raises the monthly amount by a fixed percentage or amount every year, usually in line with your salary hike. Raising a ₹10,000 SIP by 10 % a year can build a much larger corpus over 15 years than the same SIP held flat. Try the step-up SIP calculator to see the effect on your goal.',
                ),
                k: ['step up sip', 'top up sip', 'sip', 'increase'],
              },
            ],
          },
          {
            title: 'Tax and choosing funds',
            faqs: [
              {
                q: 'How are mutual fund gains taxed?',
                a:
                  p('For equity funds (at least 65 % in Indian shares):') +
                  ul(
                    'Held over 12 months: long-term gains above ₹1,25,000 a year are taxed at 12.5 %.',
                    'Held 12 months or less: short-term gains are taxed at 20 %.',
                  ) +
                  p(
                    'Gains on debt funds bought after 1 April 2023 are added to your income and taxed at your slab rate, whatever the holding period. Each SIP instalment has its own purchase date.',
                  ),
                k: ['ltcg', 'stcg', 'capital gains', 'mutual fund tax'],
              },
              {
                q: 'What is ELSS and how does it save tax?',
                a: p(
                  'An equity linked savings scheme (ELSS), also called a tax saver fund, is an equity mutual fund with a three-year lock-in. In the old tax regime, investments up to ₹1,50,000 a year count under section 80C. It has the shortest lock-in of the 80C options, but its value moves with the stock market. In the new regime there is no 80C deduction.',
                ),
                k: ['elss', 'tax saver', '80c', 'lock in', 'tax saving'],
              },
              {
                q: 'How many mutual funds should I own?',
                a: p(
                  'Three to five funds are enough for most people: for example a large-cap or index fund, a flexi-cap fund, a mid- or small-cap fund for long goals, and a debt or liquid fund for stability. More funds usually own the same shares (check with the portfolio overlap tool) and make tracking harder without reducing risk.',
                ),
                k: ['diversification', 'portfolio', 'overlap', 'mutual fund'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Insurance',
    description: 'Life cover, health cover and how much of each you need.',
    subs: [
      {
        title: 'Protecting your family',
        description: 'Term, health and other cover.',
        groups: [
          {
            title: 'Life and health',
            faqs: [
              {
                q: 'How much term insurance do I need?',
                a: p(
                  'A common rule is 10 to 15 times your yearly income, plus outstanding loans, minus investments your family could use. The human life value calculator works it out from your expenses, loans and goals. Buy a pure term plan until your retirement age; it is far cheaper than endowment or money-back plans for the same cover.',
                ),
                k: ['term insurance', 'term plan', 'life cover', 'human life value'],
              },
              {
                q: 'Is the health insurance from my employer enough?',
                a: p(
                  'Usually not on its own. Group cover ends when you leave the job, the sum insured is often ₹3-5 lakh shared by the family, and it may not cover parents well. Buy a personal family floater (₹10 lakh or more, with a super top-up if needed) while you are young and healthy, so waiting periods are over before you need it.',
                ),
                k: ['health insurance', 'mediclaim', 'group insurance', 'family floater'],
              },
              {
                q: 'Are ULIPs and endowment plans good investments?',
                a: p(
                  'They mix insurance and investment and usually do both poorly: the life cover is small and the returns, after charges, are often lower than a term plan plus a mutual fund or PPF. Keep insurance and investment separate. If you already hold such a policy, compare the surrender value with what continuing would earn before you decide.',
                ),
                k: ['ulip', 'endowment', 'money back', 'insurance investment'],
              },
              {
                q: 'What health insurance tax deduction can I claim?',
                a: p(
                  'In the old regime, section 80D allows up to ₹25,000 a year for premiums for yourself, spouse and children, and another ₹25,000 for parents (₹50,000 if they are senior citizens), including ₹5,000 for preventive check-ups. The new regime does not allow 80D.',
                ),
                k: ['80d', 'health insurance', 'tax deduction', 'premium'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Tax saving',
    description: 'Choosing a regime, deductions, HRA and filing your return.',
    subs: [
      {
        title: 'Income tax for employees',
        description: 'The old and new regimes, HRA and returns.',
        groups: [
          {
            title: 'Regimes and deductions',
            faqs: [
              {
                q: 'Should I choose the old or the new tax regime?',
                a: p(
                  'The new regime has lower slab rates, a ₹75,000 standard deduction and no tax up to ₹12 lakh of income (after the rebate) for FY 2025-26, but it removes most deductions. The old regime wins only when your deductions (80C, 80D, HRA, home loan interest, NPS) are large. Use the old vs new regime calculator with your real figures; salaried employees can choose every year.',
                ),
                k: ['new regime', 'old regime', 'income tax', 'slab'],
              },
              {
                q: 'What can I invest in under section 80C?',
                a:
                  p('Up to ₹1,50,000 a year in total (old regime only), across:') +
                  ul(
                    'EPF and VPF contributions, PPF, Sukanya Samriddhi;',
                    'ELSS mutual funds (three-year lock-in);',
                    'life insurance premiums, NSC, five-year tax-saving FDs, SCSS;',
                    "home loan principal and children's tuition fees.",
                  ) +
                  p('Your EPF contribution may already use a large part of the limit, so check before investing more.'),
                k: ['80c', 'tax saving', 'elss', 'ppf', 'deduction'],
              },
              {
                q: 'How is HRA exemption calculated?',
                a: p(
                  "In the old regime, the exempt HRA is the lowest of: the HRA you receive; rent paid minus 10 % of basic salary (plus DA); and 50 % of basic in Delhi, Mumbai, Kolkata and Chennai (40 % elsewhere). Keep rent receipts, and the landlord's PAN if the rent is over ₹1 lakh a year. The HRA calculator works it out.",
                ),
                k: ['hra', 'house rent allowance', 'rent', 'exemption'],
              },
              {
                q: 'Which ITR form should a salaried employee file?',
                a: p(
                  'ITR-1 (Sahaj) suits residents with income up to ₹50 lakh from salary, one house property and interest, and small long-term equity gains within the exempt limit. Use ITR-2 if you have capital gains beyond that, more than one house, foreign assets or RSUs of a foreign employer, or income above ₹50 lakh. File by 31 July unless the date is extended.',
                ),
                k: ['itr', 'itr-1', 'itr-2', 'income tax return', 'filing'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Gold and other investments',
    description: 'Gold, bonds, stocks and real estate in a balanced portfolio.',
    subs: [
      {
        title: 'Beyond mutual funds',
        description: 'How much gold to hold and the ways to buy it.',
        groups: [
          {
            title: 'Gold',
            faqs: [
              {
                q: 'What is the best way to invest in gold?',
                a:
                  p('For investment (not jewellery), paper gold is cheaper and safer to hold:') +
                  ul(
                    'gold ETFs and gold mutual funds: small amounts, low cost, sell any working day;',
                    'sovereign gold bonds (SGB): 2.5 % yearly interest and tax-free gains at maturity, but no new tranches have been issued since February 2024, so buy existing ones on the exchange.',
                  ) +
                  p('Jewellery carries making charges of 8-25 % that you do not get back when you sell.'),
                k: ['gold', 'gold etf', 'sgb', 'sovereign gold bond', 'gold investments'],
              },
              {
                q: 'How much of my portfolio should be in gold?',
                a: p(
                  'Around 5 to 10 %. Gold earns no income, but it often rises when shares fall or the rupee weakens, which steadies the portfolio. Rebalance once a year: sell some gold after a big rise and add after a fall.',
                ),
                k: ['gold', 'asset allocation', 'portfolio', 'gold investments'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: "Retirement and children's future",
    description: "Planning retirement, early retirement and your children's education.",
    subs: [
      {
        title: 'Retirement',
        description: 'EPF, NPS and how much you need.',
        groups: [
          {
            title: 'Planning retirement',
            faqs: [
              {
                q: 'How much do I need to retire?',
                a: p(
                  "Estimate your yearly expenses at retirement (today's expenses grown by 6 % inflation a year), then multiply by 25 to 30 for a corpus that can last three decades. Someone spending ₹6 lakh a year today with 25 years to go needs roughly ₹2.5-3 crore. The retirement planner shows the monthly SIP needed.",
                ),
                k: ['retirement', 'corpus', 'inflation', 'retirement planning'],
              },
              {
                q: 'Should I join NPS through my employer?',
                a: p(
                  'Employer contributions to NPS up to 14 % of basic salary are deductible under section 80CCD(2) in the new regime (10 % in the old regime), so the corporate NPS route cuts tax in both regimes. In the old regime you can also claim your own extra ₹50,000 under 80CCD(1B). The money is locked until 60, and part of a large corpus must buy an annuity.',
                ),
                k: ['nps', 'national pension system', '80ccd', 'employer contribution'],
              },
              {
                q: 'What is needed to retire early?',
                a: p(
                  'Early retirement needs a larger corpus (30 to 35 times yearly expenses) because it must last longer, a health insurance policy of your own, no loans, and a high savings rate, often 40-50 % of income, for 15 to 20 years. Use the financial freedom calculator to find your date.',
                ),
                k: ['early retirement', 'fire', 'financial freedom'],
              },
            ],
          },
        ],
      },
      {
        title: "Children's future",
        description: "Saving for education and a daughter's future.",
        groups: [
          {
            title: 'Education and SSY',
            faqs: [
              {
                q: "How do I plan for my child's higher education?",
                a: p(
                  'Price the course today, grow it by 8-10 % a year (education costs rise faster than general inflation) and start a SIP sized for that amount. For goals more than seven years away, use equity funds; move the money gradually into debt funds or deposits in the last three years so a market fall just before admission does not hurt.',
                ),
                k: ['children education', 'child', 'education planning', 'goal'],
              },
              {
                q: 'Is Sukanya Samriddhi Yojana good for my daughter?',
                a: p(
                  'SSY pays 8.2 % a year (January-March 2026), tax-free, with 80C benefit in the old regime. You can open it for a girl under 10, deposit ₹250 to ₹1,50,000 a year for 15 years, and it matures 21 years after opening. Combine it with an equity SIP for a larger goal.',
                ),
                k: ['ssy', 'sukanya samriddhi', 'girl child', 'daughter'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Financial planning',
    description: 'Goals, wills and nominations, and putting a plan together.',
    subs: [
      {
        title: 'Your plan',
        description: 'Where to start and how to keep it up to date.',
        groups: [
          {
            title: 'Planning basics',
            faqs: [
              {
                q: 'Where do I start with financial planning?',
                a: ul(
                  'List your goals with an amount and a year.',
                  'Build the emergency fund and buy term and health cover.',
                  'Clear high-interest debt.',
                  'Start a SIP for each long-term goal and use EPF, PPF or NPS for retirement.',
                  'Review once a year and after big life events.',
                ),
                k: ['financial planning', 'goal planning', 'start'],
              },
              {
                q: 'Why should I write a will and update nominees?',
                a: p(
                  'A nominee only receives the money as a trustee; the will decides who finally owns it. Without a will, assets pass by succession law, which can take years and cause disputes. Register nominees on every bank account, demat account, mutual fund folio, EPF and insurance policy, and write a simple will naming an executor.',
                ),
                k: ['will', 'nominee', 'nomination', 'estate planning'],
              },
              {
                q: 'How do I keep track of all my accounts and policies?',
                a: p(
                  'Keep one list of every bank account, deposit, folio, demat account, policy, loan and card, with the nominee and where the documents are, and tell a family member where it is. The financial accounts repository checklist under Quick access is a ready-made sheet for this.',
                ),
                k: ['accounts', 'checklist', 'records', 'documents'],
              },
            ],
          },
        ],
      },
    ],
  },
];
