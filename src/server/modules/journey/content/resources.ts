/** The resource items (docs/journey.md, "Resources"), seeded once into an empty database (seed.ts). */

export type ResourceContent = {
  kind: 1 | 2 | 3;
  item_type: 1 | 2 | 3 | 4 | 5 | 6;
  slug: string;
  title: string;
  description: string;
  url: string | null;
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
    subs: [
      {
        item_type: 4,
        slug: 'no-spend-tracker',
        title: 'Track it with the monthly spending tracker',
        description: 'Log the weekend’s spends in the calculators’ spending tracker.',
        url: '/client/calculators',
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
  },
  {
    kind: 1,
    item_type: 3,
    slug: 'sebi-investor-site',
    title: 'Check an adviser on SEBI’s investor website',
    description: 'Learn how to verify a registered investment adviser before you act on advice.',
    url: 'https://investor.sebi.gov.in/',
  },
  {
    kind: 1,
    item_type: 4,
    slug: 'kb-insurance',
    title: 'Read: how much insurance do you need?',
    description: 'Our knowledge base explains term and health cover in plain words.',
    url: '/client/knowledgebase',
  },
  {
    kind: 2,
    item_type: 5,
    slug: 'money-basics-quiz',
    title: 'Money Basics Quiz',
    description: 'Ten questions on budgeting, saving, insurance, investing and tax.',
    url: '/client/resources/quiz',
  },
  {
    kind: 3,
    item_type: 5,
    slug: 'needs-vs-wants',
    title: 'Needs vs Wants',
    description: 'Sort twelve everyday spends into needs and wants, then see how your budget balances.',
    url: '/client/resources/games/needs-vs-wants',
  },
];
