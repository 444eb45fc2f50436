import type { SeedCourse } from './seed-courses.js';

/** The fourth and fifth demo courses (seed-courses.ts has the types and the first three). */
export const MORE_COURSES: SeedCourse[] = [
  {
    title: 'Investing with mutual funds and SIPs',
    hi: {
      title: 'म्यूचुअल फंड और एसआईपी से निवेश',
      description: 'फंड की श्रेणियाँ, खर्च, जोखिम, और कैसे हर महीने का एसआईपी समय के साथ दौलत बनाता है।',
    },
    description: 'Fund categories, costs, risk and how a monthly SIP builds wealth over time.',
    difficulty: 2,
    minutes: 60,
    sections: [
      {
        title: 'Foundations',
        hi: { title: 'बुनियाद' },
        chapters: [
          {
            title: 'Equity, debt and hybrid funds',
            hi: { title: 'इक्विटी, डेट और हाइब्रिड फंड' },
            type: 'Document',
            minutes: 20,
            pdf: {
              heading: 'Fund categories in one page',
              lines: [
                '- Equity funds for goals more than five years away.',
                '- Debt funds for one to three years.',
                '- Hybrid funds to smooth the ride in between.',
                'Prefer direct plans and low expense ratios; check the riskometer.',
              ],
            },
            pdfHi: {
              heading: 'एक पन्ने में फंड की श्रेणियाँ',
              lines: [
                '- पाँच साल से ज़्यादा दूर के लक्ष्यों के लिए इक्विटी फंड।',
                '- एक से तीन साल के लिए डेट फंड।',
                '- बीच की अवधि में उतार-चढ़ाव कम करने के लिए हाइब्रिड फंड।',
                'डायरेक्ट प्लान और कम एक्सपेंस रेशियो चुनें; रिस्कोमीटर ज़रूर देखें।',
              ],
            },
          },
          {
            title: 'AMFI investor corner',
            hi: { title: 'एम्फी (AMFI) निवेशक कॉर्नर' },
            type: 'Url',
            minutes: 10,
            url: 'https://www.amfiindia.com/investor-corner',
            optional: true,
          },
        ],
      },
    ],
  },
  {
    title: 'Retirement planning: EPF, PPF and NPS',
    hi: {
      title: 'रिटायरमेंट की योजना: ईपीएफ, पीपीएफ और एनपीएस',
      description: 'अपनी रिटायरमेंट रकम का अनुमान लगाएँ और उस तक पहुँचने के लिए ईपीएफ, पीपीएफ और एनपीएस को मिलाएँ।',
    },
    description: 'Estimate your retirement corpus and combine EPF, PPF and NPS to reach it.',
    difficulty: 3,
    minutes: 70,
    sections: [
      {
        title: 'The three pillars',
        hi: { title: 'तीन स्तंभ' },
        chapters: [
          {
            title: 'EPF, PPF and NPS compared',
            hi: { title: 'ईपीएफ, पीपीएफ और एनपीएस की तुलना' },
            type: 'Document',
            minutes: 25,
            pdf: {
              heading: 'Lock-ins, returns and tax',
              lines: [
                '- EPF: 12% of basic from you and your employer; withdrawals taxed after five years only if early.',
                '- PPF: 15-year lock-in, tax-free interest, up to Rs 1.5 lakh a year.',
                '- NPS: market-linked, extra Rs 50,000 deduction under 80CCD(1B) in the old regime.',
              ],
            },
            pdfHi: {
              heading: 'लॉक-इन, रिटर्न और टैक्स',
              lines: [
                '- ईपीएफ: बेसिक का 12% आपकी ओर से और उतना ही कंपनी की ओर से; पाँच साल से पहले निकासी पर ही टैक्स लगता है।',
                '- पीपीएफ: 15 साल का लॉक-इन, ब्याज टैक्स-फ़्री, साल में ₹1.5 लाख तक।',
                '- एनपीएस: बाज़ार से जुड़ा; पुरानी व्यवस्था में 80सीसीडी(1बी) के तहत ₹50,000 की अतिरिक्त छूट।',
              ],
            },
          },
          {
            title: 'Your retirement number',
            hi: {
              title: 'आपकी रिटायरमेंट रकम',
              body: 'रिटायरमेंट कैलकुलेटर में अपनी उम्र, मासिक खर्च और 6% की अनुमानित महंगाई डालें। जो रकम आए और उसके लिए ज़रूरी मासिक एसआईपी, दोनों लिखें।',
            },
            type: 'Assignment',
            minutes: 20,
            body: 'Use the retirement calculator: your age, monthly expenses and expected inflation of 6%. Note the corpus and the monthly SIP it needs.',
          },
        ],
      },
    ],
  },
];
