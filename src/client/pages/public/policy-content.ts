import type { MessageKey } from '../../../i18n/browser';

/**
 * The public policy pages (docs/product-rules.md "Terms and privacy"). The rules the spec states are written out in
 * the catalogue's `policy` namespace (src/i18n/messages/<locale>/policy.json, English and Hindi); everything else is
 * plain explanation of how the portal works. Each section keeps the anchor its English heading always had.
 */
export type PolicySection = { id: string; heading: MessageKey; paragraphs?: MessageKey[]; bullets?: MessageKey[] };
export type PolicyDocument = { path: string; title: MessageKey; summary: MessageKey; sections: PolicySection[] };

const CONTACT: PolicySection = {
  id: 'contact-us',
  heading: 'policy.contact.heading',
  paragraphs: ['policy.contact.p1'],
};

export const TERMS: PolicyDocument = {
  path: '/terms-conditions',
  title: 'policy.terms.title',
  summary: 'policy.terms.summary',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'policy.terms.aboutTheseTerms.heading',
      paragraphs: ['policy.terms.aboutTheseTerms.p1', 'policy.terms.aboutTheseTerms.p2'],
    },
    { id: 'eligibility', heading: 'policy.terms.eligibility.heading', paragraphs: ['policy.terms.eligibility.p1'] },
    {
      id: 'your-account',
      heading: 'policy.terms.yourAccount.heading',
      bullets: ['policy.terms.yourAccount.b1', 'policy.terms.yourAccount.b2', 'policy.terms.yourAccount.b3'],
    },
    {
      id: 'subscriptions-and-billing',
      heading: 'policy.terms.subscriptionsAndBilling.heading',
      bullets: [
        'policy.terms.subscriptionsAndBilling.b1',
        'policy.terms.subscriptionsAndBilling.b2',
        'policy.terms.subscriptionsAndBilling.b3',
        'policy.terms.subscriptionsAndBilling.b4',
      ],
    },
    { id: 'refunds', heading: 'policy.terms.refunds.heading', paragraphs: ['policy.terms.refunds.p1'] },
    {
      id: 'educational-content-not-advice',
      heading: 'policy.terms.educationalContentNot.heading',
      paragraphs: ['policy.terms.educationalContentNot.p1'],
    },
    {
      id: 'acceptable-use',
      heading: 'policy.terms.acceptableUse.heading',
      bullets: ['policy.terms.acceptableUse.b1', 'policy.terms.acceptableUse.b2', 'policy.terms.acceptableUse.b3'],
    },
    { id: 'governing-law', heading: 'policy.terms.governingLaw.heading', paragraphs: ['policy.terms.governingLaw.p1'] },
    CONTACT,
  ],
};

export const STOCK_COURSE_TERMS: PolicyDocument = {
  path: '/stock-course-terms',
  title: 'policy.stockCourseTerms.title',
  summary: 'policy.stockCourseTerms.summary',
  sections: [
    {
      id: 'the-course',
      heading: 'policy.stockCourseTerms.theCourse.heading',
      paragraphs: ['policy.stockCourseTerms.theCourse.p1'],
    },
    {
      id: 'eligibility',
      heading: 'policy.stockCourseTerms.eligibility.heading',
      paragraphs: ['policy.stockCourseTerms.eligibility.p1'],
    },
    {
      id: 'price-discounts-and-payment',
      heading: 'policy.stockCourseTerms.priceDiscountsAnd.heading',
      bullets: [
        'policy.stockCourseTerms.priceDiscountsAnd.b1',
        'policy.stockCourseTerms.priceDiscountsAnd.b2',
        'policy.stockCourseTerms.priceDiscountsAnd.b3',
      ],
    },
    {
      id: 'refunds-and-cancellation',
      heading: 'policy.stockCourseTerms.refundsAndCancellation.heading',
      paragraphs: ['policy.stockCourseTerms.refundsAndCancellation.p1'],
    },
    {
      id: 'market-risk',
      heading: 'policy.stockCourseTerms.marketRisk.heading',
      paragraphs: ['policy.stockCourseTerms.marketRisk.p1'],
    },
    {
      id: 'governing-law',
      heading: 'policy.stockCourseTerms.governingLaw.heading',
      paragraphs: ['policy.stockCourseTerms.governingLaw.p1'],
    },
    CONTACT,
  ],
};

export const RETURN_POLICY: PolicyDocument = {
  path: '/return-policy',
  title: 'policy.returnPolicy.title',
  summary: 'policy.returnPolicy.summary',
  sections: [
    {
      id: 'refund-window',
      heading: 'policy.returnPolicy.refundWindow.heading',
      paragraphs: ['policy.returnPolicy.refundWindow.p1'],
    },
    {
      id: 'how-to-ask-for-a-refund',
      heading: 'policy.returnPolicy.howToAsk.heading',
      bullets: ['policy.returnPolicy.howToAsk.b1', 'policy.returnPolicy.howToAsk.b2'],
    },
    {
      id: 'how-refunds-are-paid',
      heading: 'policy.returnPolicy.howRefundsAre.heading',
      paragraphs: ['policy.returnPolicy.howRefundsAre.p1'],
    },
    {
      id: 'subscriptions-and-trials',
      heading: 'policy.returnPolicy.subscriptionsAndTrials.heading',
      paragraphs: ['policy.returnPolicy.subscriptionsAndTrials.p1'],
    },
    CONTACT,
  ],
};

export const PRIVACY_POLICY: PolicyDocument = {
  path: '/privacy-policy',
  title: 'policy.privacyPolicy.title',
  summary: 'policy.privacyPolicy.summary',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'policy.privacyPolicy.whatWeCollect.heading',
      bullets: [
        'policy.privacyPolicy.whatWeCollect.b1',
        'policy.privacyPolicy.whatWeCollect.b2',
        'policy.privacyPolicy.whatWeCollect.b3',
      ],
    },
    {
      id: 'we-never-sell-your-data',
      heading: 'policy.privacyPolicy.weNeverSell.heading',
      paragraphs: ['policy.privacyPolicy.weNeverSell.p1'],
    },
    {
      id: 'your-rights',
      heading: 'policy.privacyPolicy.yourRights.heading',
      bullets: ['policy.privacyPolicy.yourRights.b1', 'policy.privacyPolicy.yourRights.b2'],
    },
    {
      id: 'who-can-see-it',
      heading: 'policy.privacyPolicy.whoCanSee.heading',
      paragraphs: ['policy.privacyPolicy.whoCanSee.p1'],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'policy.privacyPolicy.howLongWe.heading',
      paragraphs: ['policy.privacyPolicy.howLongWe.p1'],
    },
    {
      id: 'security',
      heading: 'policy.privacyPolicy.security.heading',
      paragraphs: ['policy.privacyPolicy.security.p1'],
    },
    CONTACT,
  ],
};

export const DISCLAIMER: PolicyDocument = {
  path: '/disclaimer',
  title: 'policy.disclaimer.title',
  summary: 'policy.disclaimer.summary',
  sections: [
    {
      id: 'education-not-advice',
      heading: 'policy.disclaimer.educationNotAdvice.heading',
      paragraphs: ['policy.disclaimer.educationNotAdvice.p1'],
    },
    {
      id: 'calculators',
      heading: 'policy.disclaimer.calculators.heading',
      paragraphs: ['policy.disclaimer.calculators.p1'],
    },
    {
      id: 'market-risk',
      heading: 'policy.disclaimer.marketRisk.heading',
      paragraphs: ['policy.disclaimer.marketRisk.p1'],
    },
    {
      id: 'partner-services',
      heading: 'policy.disclaimer.partnerServices.heading',
      paragraphs: ['policy.disclaimer.partnerServices.p1'],
    },
    {
      id: 'your-decisions',
      heading: 'policy.disclaimer.yourDecisions.heading',
      paragraphs: ['policy.disclaimer.yourDecisions.p1'],
    },
  ],
};

export const POLICY_DOCUMENTS: PolicyDocument[] = [
  TERMS,
  STOCK_COURSE_TERMS,
  RETURN_POLICY,
  PRIVACY_POLICY,
  DISCLAIMER,
];
