import type { ChapterContentType } from '../../db/tables/learning.js';
import { MORE_COURSES } from './seed-courses-more.js';

/** The demo courses (seed.ts): sections and chapters, with Hindi values for some of them. */

export type SeedChapter = {
  title: string;
  type: ChapterContentType;
  minutes: number;
  pdf?: { heading: string; lines: string[] };
  /** The PDF in Hindi (its heading and lines, the title is `hi.title`): stored as the English PDF's Hindi version. */
  pdfHi?: { heading: string; lines: string[] };
  url?: string;
  body?: string;
  optional?: boolean;
  /** Hindi values (docs/i18n.md "Admin content in Hindi"), stored as the record's `hi`. */
  hi?: { title: string; body?: string };
};
export type SeedCourse = {
  title: string;
  description: string;
  difficulty: number;
  minutes: number;
  sections: Array<{ title: string; chapters: SeedChapter[]; hi?: { title: string } }>;
  hi?: { title: string; description: string };
};

export const COURSES: SeedCourse[] = [
  {
    title: 'Budgeting that sticks',
    description: 'Build a monthly budget with the 50/30/20 rule, track spending and find money to save.',
    hi: {
      title: 'ऐसा बजट जो टिके',
      description: '50/30/20 नियम से मासिक बजट बनाएँ, खर्च पर नज़र रखें और बचत के लिए पैसा निकालें।',
    },
    difficulty: 1,
    minutes: 45,
    sections: [
      {
        title: 'Getting started',
        hi: { title: 'शुरुआत' },
        chapters: [
          {
            title: 'The 50/30/20 budget',
            hi: { title: '50/30/20 बजट' },
            type: 'Document',
            minutes: 10,
            pdf: {
              heading: 'Split your take-home pay',
              lines: [
                '- 50% needs: rent, groceries, utilities, EMIs, insurance premiums.',
                '- 30% wants: eating out, shopping, travel.',
                '- 20% savings: emergency fund first, then SIPs and retirement.',
                'On a take-home of Rs 60,000 that is Rs 30,000 / Rs 18,000 / Rs 12,000.',
              ],
            },
            pdfHi: {
              heading: 'हाथ में आने वाली तनख्वाह को बाँटें',
              lines: [
                '- 50% ज़रूरतें: किराया, राशन, बिजली-पानी, ईएमआई, बीमा प्रीमियम।',
                '- 30% इच्छाएँ: बाहर खाना, खरीदारी, घूमना।',
                '- 20% बचत: पहले आपातकालीन फंड, फिर एसआईपी और रिटायरमेंट।',
                '₹60,000 की तनख्वाह पर यह ₹30,000 / ₹18,000 / ₹12,000 होता है।',
              ],
            },
          },
          {
            title: 'Budgeting basics (video)',
            type: 'Video',
            minutes: 5,
            hi: { title: 'बजट की बुनियादी बातें (वीडियो)' },
          },
        ],
      },
      {
        title: 'Practice',
        hi: { title: 'अभ्यास' },
        chapters: [
          {
            title: 'RBI financial education booklet',
            hi: { title: 'आरबीआई (RBI) की वित्तीय शिक्षा पुस्तिका' },
            type: 'Url',
            minutes: 10,
            url: 'https://www.rbi.org.in/FinancialEducation/',
            optional: true,
          },
          {
            title: 'Track one week of spending',
            type: 'Assignment',
            minutes: 20,
            body: 'Write down every expense for seven days, then sort each into needs, wants or savings. Which category surprised you?',
            hi: {
              title: 'एक हफ़्ते का खर्च लिखें',
              body: 'सात दिन तक हर खर्च लिखें, फिर हर एक को ज़रूरत, इच्छा या बचत में बाँटें। किस श्रेणी ने आपको चौंकाया?',
            },
          },
        ],
      },
    ],
  },
  {
    title: 'Emergency fund and insurance essentials',
    hi: {
      title: 'आपातकालीन फंड और बीमा की ज़रूरी बातें',
      description: 'कितना पैसा अलग रखें, उसे कहाँ रखें, और हर परिवार को कितना टर्म और हेल्थ कवर चाहिए।',
    },
    description: 'How much to keep aside, where to park it, and the term and health cover every family needs.',
    difficulty: 1,
    minutes: 40,
    sections: [
      {
        title: 'Your safety net',
        hi: { title: 'आपका सुरक्षा कवच' },
        chapters: [
          {
            title: 'Six months of expenses',
            hi: { title: 'छह महीने का खर्च' },
            type: 'Document',
            minutes: 10,
            pdf: {
              heading: 'Size and place your emergency fund',
              lines: [
                'Aim for six months of essential expenses; nine to twelve if your income is irregular.',
                '- Keep it in a savings account, a sweep-in FD or a liquid fund.',
                '- Do not invest it in equity: it must be there on the worst day.',
              ],
            },
            pdfHi: {
              heading: 'आपातकालीन फंड कितना हो और कहाँ रखें',
              lines: [
                'छह महीने के ज़रूरी खर्च जितना रखें; आमदनी अनियमित हो तो नौ से बारह महीने।',
                '- इसे बचत खाते, स्वीप-इन एफडी या लिक्विड फंड में रखें।',
                '- इसे इक्विटी में न लगाएँ: सबसे बुरे दिन भी यह मौजूद होना चाहिए।',
              ],
            },
          },
          {
            title: 'Term and health insurance',
            hi: { title: 'टर्म और हेल्थ इंश्योरेंस' },
            type: 'Document',
            minutes: 15,
            pdf: {
              heading: 'Cover first, investments later',
              lines: [
                '- Term cover of 10-15 times annual income if anyone depends on you.',
                '- A family floater health policy even when the employer covers you.',
                'Avoid mixing insurance with investment (endowment, ULIP) for protection.',
              ],
            },
            pdfHi: {
              heading: 'पहले कवर, फिर निवेश',
              lines: [
                '- अगर कोई आप पर निर्भर है तो सालाना आमदनी का 10-15 गुना टर्म कवर।',
                '- कंपनी का कवर होने पर भी परिवार के लिए फ़ैमिली फ़्लोटर हेल्थ पॉलिसी।',
                'सुरक्षा के लिए बीमा और निवेश को न मिलाएँ (एंडोमेंट, यूलिप)।',
              ],
            },
          },
        ],
      },
    ],
  },
  {
    title: 'Tax saving under the new regime',
    hi: {
      title: 'नई टैक्स व्यवस्था में टैक्स की बचत',
      description: 'पुरानी और नई टैक्स व्यवस्था की तुलना करें, और जो छूटें अब भी मिलती हैं उनका फ़ायदा उठाएँ।',
    },
    description: 'Compare the old and new regimes, and use the deductions that still apply.',
    difficulty: 2,
    minutes: 50,
    sections: [
      {
        title: 'Choosing a regime',
        hi: { title: 'व्यवस्था का चुनाव' },
        chapters: [
          {
            title: 'Old versus new regime',
            hi: { title: 'पुरानी बनाम नई व्यवस्था' },
            type: 'Document',
            minutes: 15,
            pdf: {
              heading: 'Which regime suits you',
              lines: [
                'The new regime has lower slab rates and a higher rebate but few deductions.',
                'The old regime rewards large deductions: 80C, 80D, HRA and home-loan interest.',
                'Use the tax regime calculator with your own numbers before declaring to payroll.',
              ],
            },
            pdfHi: {
              heading: 'कौन-सी व्यवस्था आपके लिए सही है',
              lines: [
                'नई व्यवस्था में टैक्स स्लैब की दरें कम और रिबेट ज़्यादा है, पर छूटें कम हैं।',
                'पुरानी व्यवस्था बड़ी छूटों का फ़ायदा देती है: 80सी, 80डी, एचआरए और होम लोन का ब्याज।',
                'पेरोल को बताने से पहले अपने आँकड़ों के साथ टैक्स व्यवस्था कैलकुलेटर चलाएँ।',
              ],
            },
          },
          {
            title: 'Tax regime walkthrough (video)',
            hi: { title: 'टैक्स व्यवस्था की पूरी जानकारी (वीडियो)' },
            type: 'Video',
            minutes: 5,
          },
        ],
      },
    ],
  },
  ...MORE_COURSES,
];
