/**
 * The public policy pages (docs/product-rules.md "Terms and privacy"). The rules the spec states
 * are written out here; everything else is plain explanation of how the portal works.
 */
export type PolicySection = { heading: string; paragraphs?: string[]; bullets?: string[] };
export type PolicyDocument = { path: string; title: string; summary: string; sections: PolicySection[] };

const CONTACT: PolicySection = {
  heading: 'Contact us',
  paragraphs: [
    'If you have a question about this document, write to us through the Help section after logging in, or ask your employer’s HR team to contact the FinWell support desk on your behalf.',
  ],
};

export const TERMS: PolicyDocument = {
  path: '/terms-conditions',
  title: 'Terms & Conditions',
  summary: 'The rules for using FinWell, including eligibility, subscriptions, billing and refunds.',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms govern your use of the FinWell portal, its courses, calculators, counselling sessions, webinars, knowledge base and related services. By creating an account or using the portal you agree to them.',
        'If you use FinWell through your employer or a partner organisation, your access is also subject to the agreement between FinWell and that organisation.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old to use FinWell. By using the portal you confirm that you are 18 or older.',
      ],
    },
    {
      heading: 'Your account',
      bullets: [
        'Your username is the email address your account was created with; it cannot be changed.',
        'Keep your one-time passwords private. You are responsible for activity on your account.',
        'We may suspend an account that is misused or whose organisation’s agreement has ended.',
      ],
    },
    {
      heading: 'Subscriptions and billing',
      bullets: [
        'Paid subscriptions are billed in advance at the start of each billing cycle.',
        'If your plan starts with a free trial, the subscription fee is charged automatically on the last day of the trial unless you cancel before then.',
        'If we change a fee, the new fee takes effect at the end of your current billing cycle; you keep the price you paid until then.',
        'Prices are shown in Indian rupees and include applicable taxes unless stated otherwise.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'You may request a refund within 7 days of the original purchase. The Return Policy explains how to ask for one and how it is paid back.',
      ],
    },
    {
      heading: 'Educational content, not advice',
      paragraphs: [
        'Courses, calculators, articles and webinars are for education. They are not personalised investment, tax or legal advice. Calculator results are estimates based on the figures you enter and stated assumptions.',
      ],
    },
    {
      heading: 'Acceptable use',
      bullets: [
        'Do not copy, resell or redistribute portal content without permission.',
        'Do not attempt to access another person’s account or data, or disrupt the service.',
        'Be respectful to counsellors and speakers during sessions.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute arising from them.',
      ],
    },
    CONTACT,
  ],
};

export const STOCK_COURSE_TERMS: PolicyDocument = {
  path: '/stock-course-terms',
  title: 'Stock Market Course Terms',
  summary: 'Terms that apply when you buy the FinWell stock market course.',
  sections: [
    {
      heading: 'The course',
      paragraphs: [
        'The stock market course teaches how equity markets work, how to read company information and how to manage risk. It is education, not a recommendation to buy or sell any security.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: ['You must be at least 18 years old to buy and attend the course.'],
    },
    {
      heading: 'Price, discounts and payment',
      bullets: [
        'The price is shown in Indian rupees before you pay. A valid discount code reduces it by the percentage shown when the code is applied.',
        'Discount codes have a validity period, may be limited to certain offers, and cannot be exchanged for cash.',
        'Payment is taken in advance through our payment provider. Your place is confirmed once the payment succeeds.',
      ],
    },
    {
      heading: 'Refunds and cancellation',
      paragraphs: ['You may request a refund within 7 days of the original purchase, as set out in the Return Policy.'],
    },
    {
      heading: 'Market risk',
      paragraphs: [
        'Investments in securities are subject to market risks. Past performance does not guarantee future returns. Any decision you take after the course is your own.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of India.'],
    },
    CONTACT,
  ],
};

export const RETURN_POLICY: PolicyDocument = {
  path: '/return-policy',
  title: 'Return Policy',
  summary: 'How refunds work for subscriptions, courses and paid sessions.',
  sections: [
    {
      heading: 'Refund window',
      paragraphs: [
        'You can ask for a refund within 7 days of the original purchase. Requests made after 7 days cannot be accepted.',
      ],
    },
    {
      heading: 'How to ask for a refund',
      bullets: [
        'Log in and contact support through the Help section, quoting the purchase or booking you want refunded.',
        'We confirm the request by email and tell you if anything else is needed.',
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        'Approved refunds are paid back to the original payment method. Your bank or card provider may take a few working days to show the credit.',
      ],
    },
    {
      heading: 'Subscriptions and trials',
      paragraphs: [
        'Subscriptions are billed in advance. A free trial is charged automatically on its last day unless you cancel before; that charge is a purchase and the 7-day window applies to it.',
      ],
    },
    CONTACT,
  ],
};

export const PRIVACY_POLICY: PolicyDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  summary: 'What we collect, how we protect it and the control you have over it.',
  sections: [
    {
      heading: 'What we collect',
      bullets: [
        'Account details: your name, email address, phone number, gender, age range and address, including a billing address if you add one.',
        'Your preferences (the topics you are interested in) and your consent choices.',
        'How you use the portal: logins, pages visited, courses, calculators, sessions and webinars, so we can improve the service and report usage to your organisation.',
      ],
    },
    {
      heading: 'We never sell your data',
      paragraphs: ['Your data is not sold or rented to anyone.'],
    },
    {
      heading: 'Your rights',
      bullets: [
        'You can view, edit or delete your data at any time, except your username (the email address you log in with), which stays as long as the account exists.',
        'Edit your details from My profile; ask support to delete data you cannot remove yourself.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only FinWell administrators can access your data, and only through the portal’s reports. Counsellors see what they need to hold a session you booked.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep your data for 7 years, after which it is deleted.'],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Your data is encrypted in transit and at rest. Login uses one-time passwords sent to your email, and sessions expire after a period of inactivity.',
      ],
    },
    CONTACT,
  ],
};

export const DISCLAIMER: PolicyDocument = {
  path: '/disclaimer',
  title: 'Disclaimer',
  summary: 'Please read this before acting on anything you learn on FinWell.',
  sections: [
    {
      heading: 'Education, not advice',
      paragraphs: [
        'Everything on FinWell, including courses, articles, webinars, handbooks and calculators, is provided for financial education. It is not personalised investment, tax, insurance or legal advice.',
      ],
    },
    {
      heading: 'Calculators',
      paragraphs: [
        'Calculator results are estimates based on the inputs you give and the assumptions stated on each calculator (for example expected returns and inflation). Actual results will differ.',
      ],
    },
    {
      heading: 'Market risk',
      paragraphs: [
        'Mutual fund and securities investments are subject to market risks; read all scheme-related documents carefully. Past performance does not indicate future returns.',
      ],
    },
    {
      heading: 'Partner services',
      paragraphs: [
        'Some services, such as loan against securities, debt consolidation and debt resolution, are provided by partners. Their terms apply to those services.',
      ],
    },
    {
      heading: 'Your decisions',
      paragraphs: [
        'Consider your own circumstances, and consult a qualified professional where needed, before making financial decisions.',
      ],
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
