/**
 * What to do next, per band. The client words each step from the `journey.risk.next` catalogue by `key` (the English
 * here is the catalogue's en-IN, tests/i18n/journey-text.test.ts); `label` stays for other API clients.
 */
export const NEXT_STEPS: Record<string, Array<{ key: string; label: string; href: string; kind: string }>> = {
  conservative: [
    {
      key: 'emergencyFundFirst',
      label: 'Build your emergency fund first',
      href: '/client/financial-journey',
      kind: 'course',
    },
    { key: 'comparePpf', label: 'Compare PPF growth', href: '/client/calculators/ppf-calc', kind: 'calculator' },
    {
      key: 'talkToCounsellor',
      label: 'Talk to a financial counsellor',
      href: '/client/counselling/financial',
      kind: 'counselling',
    },
  ],
  moderately_conservative: [
    {
      key: 'goalPlanner',
      label: 'Plan a goal with the goal planner',
      href: '/client/calculators/goal-plan-calc',
      kind: 'calculator',
    },
    { key: 'sipBasics', label: 'Learn the basics of SIPs', href: '/client/financial-journey', kind: 'course' },
    {
      key: 'talkToCounsellor',
      label: 'Talk to a financial counsellor',
      href: '/client/counselling/financial',
      kind: 'counselling',
    },
  ],
  moderate: [
    {
      key: 'sipGrowth',
      label: 'See what a monthly SIP can grow to',
      href: '/client/calculators/sip-calc',
      kind: 'calculator',
    },
    {
      key: 'learningCourses',
      label: 'Courses in the learning center',
      href: '/client/learning-center',
      kind: 'course',
    },
    {
      key: 'reviewPlan',
      label: 'Review your plan with a counsellor',
      href: '/client/counselling/financial',
      kind: 'counselling',
    },
  ],
  moderately_aggressive: [
    {
      key: 'stepUpSip',
      label: 'Step up your SIP each year',
      href: '/client/calculators/step-up-sip-calc',
      kind: 'calculator',
    },
    {
      key: 'learningCourses',
      label: 'Courses in the learning center',
      href: '/client/learning-center',
      kind: 'course',
    },
    {
      key: 'reviewAllocation',
      label: 'Review your asset allocation with a counsellor',
      href: '/client/counselling/financial',
      kind: 'counselling',
    },
  ],
  aggressive: [
    {
      key: 'retirementNumber',
      label: 'Check your retirement number',
      href: '/client/calculators/retirement-calc',
      kind: 'calculator',
    },
    {
      key: 'learningCourses',
      label: 'Courses in the learning center',
      href: '/client/learning-center',
      kind: 'course',
    },
    {
      key: 'stressTest',
      label: 'Stress-test your plan with a counsellor',
      href: '/client/counselling/financial',
      kind: 'counselling',
    },
  ],
};
