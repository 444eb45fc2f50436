/**
 * The text of the demo retail packages (seed.ts; "Retail Plus" itself is created by the demo seed) with its Hindi
 * (docs/i18n.md "Admin content in Hindi"): what the sign-up page shows of a package. Plain data, so migration
 * 2303-content-hindi-counsellors-packages can write the Hindi into databases seeded before.
 */
export type PackageText = { name: string; description: string; hi: { name: string; description: string } };

export const RETAIL_PLUS: PackageText = {
  name: 'Retail Plus',
  description: 'Courses, calculators, counselling, webinars and the knowledge base for one year.',
  hi: { name: 'रिटेल प्लस', description: 'एक साल के लिए कोर्स, कैलकुलेटर, काउंसलिंग, वेबिनार और नॉलेज बेस।' },
};

export const RETAIL_STARTER: PackageText = {
  name: 'Retail Starter',
  description: 'Calculators and the knowledge base for one year.',
  hi: { name: 'रिटेल स्टार्टर', description: 'एक साल के लिए कैलकुलेटर और नॉलेज बेस।' },
};

export const DEMO_PACKAGE_TEXT = [RETAIL_PLUS, RETAIL_STARTER];
