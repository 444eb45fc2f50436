import type { PageDocument } from '../src/shared/landing/page-document.js';

/**
 * The default landing page: what every company without a page of its own shows, and what the
 * demo seed publishes as the default page's first revision. Sections follow `/client/home` in
 * docs/product-rules.md "Client home and navigation": hero, features, widgets and the disclaimer. Its text carries
 * Hindi values (`hi`), so a Hindi reader's home page is in Hindi (docs/i18n.md "Admin content in Hindi").
 */
export const DEFAULT_PAGE: PageDocument = {
  schemaVersion: 2,
  companyId: null,
  widgets: [
    {
      id: 'hero-home',
      type: 'hero',
      typeVersion: 2,
      grid: { x: 0, y: 0, w: 12, h: 2 },
      props: {
        section: 'home',
        heading: 'Your money, made simple',
        subheading: 'Courses, calculators, counselling and webinars chosen for you by your employer.',
        align: 'left',
        cta_label: 'Explore calculators',
        cta_route: '/client/calculators',
        hi: {
          heading: 'आपका पैसा, आसान तरीके से',
          subheading: 'आपके नियोक्ता ने आपके लिए कोर्स, कैलकुलेटर, काउंसलिंग और वेबिनार चुने हैं।',
          cta_label: 'कैलकुलेटर देखें',
        },
      },
    },
    {
      id: 'features',
      type: 'feature_tiles',
      typeVersion: 1,
      grid: { x: 0, y: 2, w: 12, h: 2 },
      props: { title: 'Explore', features: [4, 2, 3, 1, 5, 6], hi: { title: 'जानें और आज़माएँ' } },
    },
    {
      id: 'streak',
      type: 'streak_message',
      typeVersion: 1,
      grid: { x: 0, y: 4, w: 4, h: 2 },
      props: { title: 'Your streak', hi: { title: 'आपका सीखने का सिलसिला' } },
    },
    {
      id: 'quick',
      type: 'quick_access',
      typeVersion: 1,
      grid: { x: 4, y: 4, w: 4, h: 2 },
      props: { title: 'Quick access', hi: { title: 'झटपट पहुँच' } },
    },
    {
      id: 'cta',
      type: 'cta',
      typeVersion: 1,
      grid: { x: 8, y: 4, w: 4, h: 2 },
      props: {
        title: 'Talk to a counsellor',
        text: 'Book a one-to-one session with a certified financial counsellor.',
        button_label: 'Book now',
        route: '/client/counselling',
        hi: {
          title: 'काउंसलर से बात करें',
          text: 'किसी प्रमाणित वित्तीय काउंसलर के साथ आमने-सामने का सेशन बुक करें।',
          button_label: 'अभी बुक करें',
        },
      },
    },
    {
      id: 'popular',
      type: 'popular_calculators',
      typeVersion: 1,
      grid: { x: 0, y: 6, w: 4, h: 3 },
      props: { title: 'Popular calculators', max_items: 6, hi: { title: 'लोकप्रिय कैलकुलेटर' } },
    },
    {
      id: 'webinars',
      type: 'upcoming_webinars',
      typeVersion: 1,
      grid: { x: 4, y: 6, w: 4, h: 3 },
      props: { title: 'Upcoming webinars', max_items: 3, hi: { title: 'आने वाले वेबिनार' } },
    },
    {
      id: 'courses',
      type: 'courses_in_progress',
      typeVersion: 1,
      grid: { x: 8, y: 6, w: 4, h: 3 },
      props: { title: 'Continue learning', max_items: 4, hi: { title: 'सीखना जारी रखें' } },
    },
    {
      id: 'journey',
      type: 'journey_progress',
      typeVersion: 1,
      grid: { x: 0, y: 9, w: 6, h: 2 },
      props: { title: 'Your financial journey', hi: { title: 'आपकी वित्तीय यात्रा' } },
    },
    {
      id: 'counsellors',
      type: 'featured_counsellors',
      typeVersion: 1,
      grid: { x: 6, y: 9, w: 6, h: 2 },
      props: { title: 'Featured counsellors', max_items: 4, hi: { title: 'चुने हुए काउंसलर' } },
    },
    {
      id: 'disclaimer',
      type: 'disclaimer',
      typeVersion: 1,
      grid: { x: 0, y: 11, w: 12, h: 1 },
      props: {
        use_company_disclaimer: true,
        text: 'The information on this portal is for education only and is not investment advice. Investments are subject to market risks; read all scheme related documents carefully.',
        hi: {
          text: 'इस पोर्टल की जानकारी केवल सीखने के लिए है, यह निवेश की सलाह नहीं है। निवेश बाज़ार जोखिमों के अधीन हैं; योजना से जुड़े सभी दस्तावेज़ ध्यान से पढ़ें।',
        },
      },
    },
  ],
};
