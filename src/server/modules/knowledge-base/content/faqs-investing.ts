import { p, ul, type SeedCategory } from './faq-parts.js';

/** Starting FAQs (faqs.ts): mutual funds, and gold and other investments. */

export const MUTUAL_FUNDS_CATEGORY: SeedCategory = {
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
};

export const GOLD_CATEGORY: SeedCategory = {
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
};
