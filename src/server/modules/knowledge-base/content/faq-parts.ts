/**
 * The shape of the knowledge base's starting FAQs (faqs.ts) and the small HTML helpers their answers
 * are written with.
 */

/** `hi`: the Hindi values some demo items carry (docs/i18n.md "Admin content in Hindi"), stored as the record's `hi`. */
export type SeedFaq = { q: string; a: string; k: string[]; hi?: { question: string; answer_html: string } };
export type SeedGroup = { title: string; faqs: SeedFaq[]; hi?: { title: string } };
export type SeedSubCategory = {
  title: string;
  description: string;
  groups: SeedGroup[];
  hi?: { title: string; description: string };
};
export type SeedCategory = {
  title: string;
  description: string;
  subs: SeedSubCategory[];
  hi?: { title: string; description: string };
};

/** Paragraphs and bullet lists of an answer's HTML. */
export const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;
