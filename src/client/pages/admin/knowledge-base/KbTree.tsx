import type { FormRecord } from '../../../forms/schema-validator';
import type { AdminCategory } from './kb-admin-api';
import { withHindi, type RowRenderer } from './kb-selection';
import { useT } from '../../../../i18n/browser';

const categoryRecord = (c: AdminCategory): FormRecord => ({
  title: c.title,
  description: c.description,
  sequence: c.sequence,
  status: c.status,
  ...withHindi(c.hi),
});

/** The tree tab: categories, their sub-categories, groups and FAQs, each a row with "add inside". */
export function KbTree({ categories, row }: { categories: AdminCategory[]; row: RowRenderer }) {
  const t = useT();
  return (
    <>
      {categories.map((c, ci) => (
        <div key={c.id} className="border-b border-slate-100 py-1 last:border-0">
          <div className="font-semibold">
            {row('category', { ...c, record: categoryRecord(c) }, categories, ci, {
              type: 'sub_category',
              label: t('adminKb.addSubCategory'),
              record: { category_id: c.id, status: 1 },
            })}
          </div>
          <div className="ml-4 border-l border-slate-100 pl-3">
            {c.sub_categories.map((s, si) => (
              <div key={s.id}>
                {row(
                  'sub_category',
                  {
                    ...s,
                    record: {
                      category_id: s.category_id,
                      title: s.title,
                      description: s.description,
                      sequence: s.sequence,
                      status: s.status,
                      ...withHindi(s.hi),
                    },
                  },
                  c.sub_categories,
                  si,
                  { type: 'group', label: t('adminKb.addGroup'), record: { sub_category_id: s.id, status: 1 } },
                )}
                <div className="ml-4 border-l border-slate-100 pl-3">
                  {s.groups.map((g, gi) => (
                    <div key={g.id}>
                      {row(
                        'group',
                        {
                          ...g,
                          record: {
                            sub_category_id: g.sub_category_id,
                            title: g.title,
                            sequence: g.sequence,
                            status: g.status,
                            ...withHindi(g.hi),
                          },
                        },
                        s.groups,
                        gi,
                        {
                          type: 'faq',
                          label: t('adminKb.addFaq'),
                          record: { group_id: g.id, content_kind: 'html', status: 1 },
                        },
                      )}
                      <div className="ml-4 pl-3 text-slate-600">
                        {g.faqs.map((f, fi) => (
                          <div key={f.id}>
                            {row(
                              'faq',
                              {
                                id: f.id,
                                title: f.question,
                                status: f.status,
                                record: {
                                  group_id: f.group_id,
                                  question: f.question,
                                  answer_html: f.answer_html,
                                  keywords: f.keywords,
                                  content_kind: f.content_kind,
                                  sequence: f.sequence,
                                  status: f.status,
                                  ...withHindi(f.hi),
                                },
                              },
                              g.faqs,
                              fi,
                            )}
                          </div>
                        ))}
                      </div>
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
