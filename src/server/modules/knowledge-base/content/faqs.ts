import type { SeedCategory } from './faq-parts.js';
import { INSURANCE_CATEGORY, TAX_CATEGORY } from './faqs-insurance-tax.js';
import { GOLD_CATEGORY, MUTUAL_FUNDS_CATEGORY } from './faqs-investing.js';
import { LOANS_CATEGORY } from './faqs-loans.js';
import { PLANNING_CATEGORY, RETIREMENT_CATEGORY } from './faqs-planning.js';
import { SAVING_CATEGORY } from './faqs-saving.js';

/**
 * The knowledge base's starting FAQs, written for FinWell over the spec's preference topics
 * (docs/product-rules.md "Preference topics"). Figures are Indian rules as of March 2026 (docs/knowledge-base.md);
 * rates come from the calculators' table where it has them.
 * The categories live by topic in faqs-*.ts (in the order below); their shape in faq-parts.ts.
 */
export const SEED_CATEGORIES: SeedCategory[] = [
  SAVING_CATEGORY,
  LOANS_CATEGORY,
  MUTUAL_FUNDS_CATEGORY,
  INSURANCE_CATEGORY,
  TAX_CATEGORY,
  GOLD_CATEGORY,
  RETIREMENT_CATEGORY,
  PLANNING_CATEGORY,
];
