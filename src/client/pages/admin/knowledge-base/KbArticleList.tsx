import type { KbArticlesAnswer } from './kb-admin-api';
import { withHindi, type RowRenderer } from './kb-selection';
import { useT } from '../../../../i18n/browser';

/** The articles tab: blogs, finguides, handbook and toolkit items, each kind with its count. */
export function KbArticleList({ articles, row }: { articles: KbArticlesAnswer['articles']; row: RowRenderer }) {
  const t = useT();
  return (
    <>
      {(['blog', 'finguide', 'handbook', 'toolkit'] as const).map((kind) => {
        const list = articles.filter((a) => a.kind === kind);
        return (
          <div key={kind} className="mb-4">
            <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t('adminKb.kindCount', { kind, count: list.length })}
            </h2>
            {list.map((a, i) => (
              <div key={a.id}>
                {row(
                  'article',
                  {
                    id: a.id,
                    title: a.title,
                    status: a.status,
                    record: {
                      kind: a.kind,
                      title: a.title,
                      summary: a.summary,
                      body_html: a.body_html,
                      keywords: a.keywords,
                      ...(a.author ? { author: a.author } : {}),
                      sequence: a.sequence,
                      status: a.status,
                      ...withHindi(a.hi),
                    },
                  },
                  list,
                  i,
                )}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
