/** The resource items (docs/journey.md, "Resources"), seeded once into an empty database (seed.ts). */

export type ResourceContent = {
  kind: 1 | 2 | 3;
  item_type: 1 | 2 | 3 | 4 | 5 | 6;
  slug: string;
  title: string;
  description: string;
  url: string | null;
  /** The Hindi values (docs/i18n.md "Admin content in Hindi"), stored as the item's `hi`. */
  hi: { title: string; description: string };
  subs?: Array<Omit<ResourceContent, 'kind' | 'subs'>>;
};

/** Activities ('Unfold New Ideas'), the quiz ('Spin & Play') and games ('Step Into the Game Zone'). */
export const RESOURCES: ResourceContent[] = [
  {
    kind: 1,
    item_type: 5,
    slug: 'no-spend-weekend',
    title: 'No-spend weekend challenge',
    description: 'Spend nothing beyond needs for one weekend and note what you did not miss.',
    url: null,
    hi: {
      title: 'बिना खर्च वाले सप्ताहांत की चुनौती',
      description: 'एक सप्ताहांत ज़रूरतों के अलावा कुछ भी खर्च न करें और लिखें कि किन चीज़ों की कमी महसूस नहीं हुई।',
    },
    subs: [
      {
        item_type: 4,
        slug: 'no-spend-tracker',
        title: 'Track it with the monthly spending tracker',
        description: 'Log the weekend’s spends in the calculators’ spending tracker.',
        url: '/client/calculators',
        hi: { title: 'मासिक खर्च ट्रैकर में हिसाब रखें', description: 'सप्ताहांत के खर्च कैलकुलेटर वाले खर्च ट्रैकर में दर्ज करें।' },
      },
    ],
  },
  {
    kind: 1,
    item_type: 4,
    slug: 'goal-costing',
    title: 'Cost one goal with the goal planner',
    description: 'Pick a goal, enter today’s cost and the year, and see the SIP it needs.',
    url: '/client/calculators/goal-plan-calc',
    hi: {
      title: 'गोल प्लानर से एक लक्ष्य की लागत निकालें',
      description: 'एक लक्ष्य चुनें, उसकी आज की लागत और साल डालें, और देखें कि उसके लिए कितनी SIP चाहिए।',
    },
  },
  {
    kind: 1,
    item_type: 3,
    slug: 'sebi-investor-site',
    title: 'Check an adviser on SEBI’s investor website',
    description: 'Learn how to verify a registered investment adviser before you act on advice.',
    url: 'https://investor.sebi.gov.in/',
    hi: {
      title: 'SEBI की निवेशक वेबसाइट पर सलाहकार की जाँच करें',
      description: 'किसी सलाह पर अमल करने से पहले जानें कि पंजीकृत निवेश सलाहकार की पुष्टि कैसे करें।',
    },
  },
  {
    kind: 1,
    item_type: 4,
    slug: 'kb-insurance',
    title: 'Read: how much insurance do you need?',
    description: 'Our knowledge base explains term and health cover in plain words.',
    url: '/client/knowledgebase',
    hi: { title: 'पढ़ें: आपको कितना बीमा चाहिए?', description: 'हमारा नॉलेज बेस टर्म और हेल्थ कवर को आसान शब्दों में समझाता है।' },
  },
  {
    kind: 2,
    item_type: 5,
    slug: 'money-basics-quiz',
    title: 'Money Basics Quiz',
    description: 'Ten questions on budgeting, saving, insurance, investing and tax.',
    url: '/client/resources/quiz',
    hi: { title: 'पैसे की बुनियादी समझ: क्विज़', description: 'बजट, बचत, बीमा, निवेश और टैक्स पर दस प्रश्न।' },
  },
  {
    kind: 3,
    item_type: 5,
    slug: 'needs-vs-wants',
    title: 'Needs vs Wants',
    description: 'Sort twelve everyday spends into needs and wants, then see how your budget balances.',
    url: '/client/resources/games/needs-vs-wants',
    hi: {
      title: 'ज़रूरतें बनाम इच्छाएँ',
      description: 'रोज़ के बारह खर्चों को ज़रूरतों और इच्छाओं में छाँटें, फिर देखें कि आपका बजट कैसे संतुलित होता है।',
    },
  },
];
