import faqView from '../../../../schemas/api/knowledge-base/kb-faq-view.schema.json';
import articleView from '../../../../schemas/api/knowledge-base/kb-article-view.schema.json';
import { envelopeOf as sharedEnvelope } from '../../plugins/api-schemas.js';

/**
 * Response schemas: the envelope around an answer schema of schemas/api/knowledge-base, with the
 * cross-file $refs inlined (the serializer compiles each route's schema on its own).
 */
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const REFS: Record<string, Json> = {
  'kb-faq-view.schema.json': faqView as Json,
  'kb-article-view.schema.json': articleView as Json,
};

function inline(node: Json): Json {
  if (Array.isArray(node)) return node.map(inline);
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && REFS[ref]) return inline(REFS[ref]);
  const out: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$id' || k === '$schema' || k === 'x-error-codes') continue;
    out[k] = inline(v);
  }
  return out;
}

/** `schema.response` of a route answering `ok(data)` with data of this schema (200, or 201 for creates). */
export function envelopeOf(answer: unknown, status: 200 | 201 = 200) {
  return {
    [status]: sharedEnvelope(answer === null ? { type: 'null' } : (inline(answer as Json) as Record<string, unknown>)),
  };
}
