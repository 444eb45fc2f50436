import type { PageDocument } from '../src/shared/landing/page-document.js';

/**
 * The default landing page: what every company without a page of its own shows, and what the
 * demo seed publishes as the default page's first revision. Sections follow `/client/home` in
 * docs/product-rules.md "Client home and navigation": hero, features, widgets and the disclaimer. Its text carries
 * Hindi values (`hi`), so a Hindi reader's home page is in Hindi (docs/i18n.md "Admin content in Hindi").
 *
 * It shows what admins publish (the monthly spotlight, the ad slot, my tasks and notifications) and leaves rows 10 and
 * 11 free (a 12×2 area above the disclaimer), so a company's copy has room for "Add a widget" (docs/landing-pages.md
 * "The default page"). Databases seeded with the earlier full page get this one from migration 2960.
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
        subheading: 'Learning, calculators and guidance for your money, in one place.',
        align: 'left',
        cta_label: 'Explore calculators',
        cta_route: '/client/calculators',
        hi: {
          heading: 'आपका पैसा, आसान तरीके से',
          subheading: 'आपके पैसे के लिए सीखने की सामग्री, कैलकुलेटर और मार्गदर्शन, सब एक जगह।',
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
      id: 'spotlight',
      type: 'monthly_spotlight',
      typeVersion: 1,
      grid: { x: 0, y: 4, w: 6, h: 2 },
      props: { title: 'Spotlight of the month', hi: { title: 'इस महीने की ख़ास बात' } },
    },
    {
      id: 'tasks',
      type: 'my_tasks',
      typeVersion: 1,
      grid: { x: 6, y: 4, w: 3, h: 2 },
      props: { title: 'My tasks', max_items: 3, hi: { title: 'मेरे काम' } },
    },
    {
      id: 'notifications',
      type: 'notifications',
      typeVersion: 1,
      grid: { x: 9, y: 4, w: 3, h: 2 },
      props: { title: 'Notifications', max_items: 3, hi: { title: 'सूचनाएँ' } },
    },
    {
      id: 'ads',
      type: 'ad_banner',
      typeVersion: 1,
      grid: { x: 0, y: 6, w: 8, h: 1 },
      props: { placement: 'widget', max_items: 3 },
    },
    {
      id: 'streak',
      type: 'streak_message',
      typeVersion: 1,
      grid: { x: 8, y: 6, w: 4, h: 1 },
      props: { title: 'Your streak', hi: { title: 'आपका सीखने का सिलसिला' } },
    },
    {
      id: 'popular',
      type: 'popular_calculators',
      typeVersion: 1,
      grid: { x: 0, y: 7, w: 3, h: 2 },
      props: { title: 'Popular calculators', max_items: 4, hi: { title: 'लोकप्रिय कैलकुलेटर' } },
    },
    {
      id: 'webinars',
      type: 'upcoming_webinars',
      typeVersion: 1,
      grid: { x: 3, y: 7, w: 3, h: 2 },
      props: { title: 'Upcoming webinars', max_items: 3, hi: { title: 'आने वाले वेबिनार' } },
    },
    {
      id: 'courses',
      type: 'courses_in_progress',
      typeVersion: 1,
      grid: { x: 6, y: 7, w: 3, h: 2 },
      props: { title: 'Continue learning', max_items: 4, hi: { title: 'सीखना जारी रखें' } },
    },
    {
      id: 'quick',
      type: 'quick_access',
      typeVersion: 1,
      grid: { x: 9, y: 7, w: 3, h: 2 },
      props: { title: 'Quick access', hi: { title: 'झटपट पहुँच' } },
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
