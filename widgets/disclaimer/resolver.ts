import type { WidgetResolver } from '../types.js';

/** The company's disclaimer unless the page opts out, else the page's own text. */
export const resolveDisclaimer: WidgetResolver = async (ctx, props) => {
  const company = props.use_company_disclaimer !== false ? ctx.company?.disclaimer : null;
  return { text: company || String(props.text ?? ''), source: company ? 'company' : 'page' };
};
