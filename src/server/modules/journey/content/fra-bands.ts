/** The risk assessment's bands (docs/journey.md, "Bands"): fra-service.ts bands a score with them. */

/** A risk band: the score range it covers and what to do next (docs/journey.md, "Bands"). */
export type FraBand = {
  key: string;
  label: string;
  min: number;
  max: number;
  description: string;
  allocation: string;
};

export const FRA_BANDS: FraBand[] = [
  {
    key: 'conservative',
    label: 'Conservative',
    min: 12,
    max: 19,
    description:
      'Protecting what you have matters most to you, or your situation leaves little room for losses. Favour safety and liquidity.',
    allocation: 'About 10-20 % equity; the rest in FDs, PPF, debt and liquid funds.',
  },
  {
    key: 'moderately_conservative',
    label: 'Moderately conservative',
    min: 20,
    max: 26,
    description: 'You accept small ups and downs for returns a little above inflation.',
    allocation: 'About 20-35 % equity through large-cap or hybrid funds; the rest in debt.',
  },
  {
    key: 'moderate',
    label: 'Moderate',
    min: 27,
    max: 33,
    description: 'You want steady growth and can sit through normal market falls for goals several years away.',
    allocation: 'About 40-60 % equity (diversified funds), the rest in debt and a little gold.',
  },
  {
    key: 'moderately_aggressive',
    label: 'Moderately aggressive',
    min: 34,
    max: 40,
    description: 'You look for long-term growth and have the income and reserves to ride out large falls.',
    allocation: 'About 60-75 % equity including some mid-cap funds; the rest in debt.',
  },
  {
    key: 'aggressive',
    label: 'Aggressive',
    min: 41,
    max: 48,
    description: 'You aim for the highest long-term growth and accept deep, long falls along the way.',
    allocation: 'About 75-90 % equity across large, mid and small caps; keep your emergency fund separate.',
  },
];
