/** The policy routes, kept apart from their text so the router does not pull the text into the entry chunk. */
export const POLICY_PATHS = [
  '/terms-conditions',
  '/stock-course-terms',
  '/return-policy',
  '/privacy-policy',
  '/disclaimer',
] as const;
