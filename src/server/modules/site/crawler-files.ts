/**
 * What search engines read: /robots.txt and /sitemap.xml. Both name absolute URLs, which only the deployment knows
 * (PUBLIC_URL, docs/deploy.md), so the server writes them instead of the build shipping a static file.
 */

/**
 * The public pages a visitor can open without a token, in the order the sitemap lists them (src/client/router.tsx
 * and the public feature routes). Left out on purpose: `/` (it redirects), company and link logins, the counsellor's
 * and speaker's pages (they send a visitor to log in), the unsubscribe page (it needs its token) and everything under
 * /client/ and /admin/.
 */
export const PUBLIC_PAGES = [
  '/login',
  '/signup',
  '/public-counselling',
  '/stock-market-course',
  '/apply-coupon',
  '/terms-conditions',
  '/stock-course-terms',
  '/return-policy',
  '/privacy-policy',
  '/disclaimer',
] as const;

/** Signed-in pages, admin pages, the API and the files stay out of search engines. */
const ROBOTS_RULES = [
  '# FinWell: the public pages may be indexed; signed-in pages, admin pages and the API may not.',
  'User-agent: *',
  'Disallow: /client/',
  'Disallow: /admin/',
  'Disallow: /api/',
  'Disallow: /files/',
  'Disallow: /verify-certificate/',
  'Allow: /',
];

function originOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap protocol's `urlset` of PUBLIC_PAGES under the public URL ("https://finwell.example" -> ".../login"). */
export function buildSitemap(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(originOf(publicUrl) + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The crawler rules and the sitemap's absolute address. */
export function buildRobotsTxt(publicUrl: string): string {
  return [...ROBOTS_RULES, `Sitemap: ${originOf(publicUrl)}/sitemap.xml`, ''].join('\n');
}
