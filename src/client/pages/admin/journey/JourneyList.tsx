import type { ReactNode } from 'react';
import type { ApiQuery } from '../../../api/use-api-query';
import { TargetIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import type { FormRecord } from '../../../forms/schema-validator';
import { AdminList, StatusBadge } from '../AdminList';
import { useT } from '../../../../i18n/browser';
import { ITEM_TYPE, KIND, type Content, type Tab } from './journey-admin-types';

/** The list of one journey admin tab: topics, the quiz, risk-assessment questions or resource items. */
export function JourneyList({
  tab,
  query,
  actions,
}: {
  tab: Tab;
  query: ApiQuery<Content>;
  /** A row's View and Edit buttons. */
  actions: (id: number, record: FormRecord, label: string) => ReactNode;
}) {
  const t = useT();
  const data = query.data;
  return (
    <>
      {tab === 'topics' && (
        <AdminList
          query={query}
          rows={data?.topics}
          empty={<EmptyState icon={<TargetIcon size={26} />} title={t('adminJourney.topics.empty')} />}
          caption={t('adminJourney.topics.caption')}
          minWidth="min-w-[40rem]"
          columns={[
            t('adminJourney.columns.topic'),
            t('adminJourney.columns.card'),
            t('adminJourney.columns.order'),
            t('adminJourney.columns.status'),
          ]}
          row={(topic) => (
            <tr key={topic._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {topic.title}
              </th>
              <td className="px-4 py-3">{data?.cards.find((c) => c._id === topic.card_id)?.title}</td>
              <td className="px-4 py-3">{topic.position}</td>
              <td className="px-4 py-3">
                <StatusBadge status={topic.status} />
              </td>
              {actions(topic._id, topic, topic.title)}
            </tr>
          )}
        />
      )}
      {tab === 'quiz' && (
        <AdminList
          query={query}
          rows={data?.quizzes}
          empty={<EmptyState title={t('adminJourney.quiz.empty')} />}
          caption={t('adminJourney.quiz.caption')}
          minWidth="min-w-[32rem]"
          columns={[
            t('adminJourney.columns.quiz'),
            t('adminJourney.columns.questions'),
            t('adminJourney.columns.status'),
          ]}
          row={(q) => (
            <tr key={q._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {q.title}
              </th>
              <td className="px-4 py-3">{q.questions.length}</td>
              <td className="px-4 py-3">
                <StatusBadge status={q.status} />
              </td>
              {actions(q._id, q, q.title)}
            </tr>
          )}
        />
      )}
      {tab === 'risk' && (
        <AdminList
          query={query}
          rows={data?.fra_questions}
          empty={<EmptyState title={t('adminJourney.risk.empty')} />}
          caption={t('adminJourney.risk.caption')}
          minWidth="min-w-[40rem]"
          columns={[
            t('adminJourney.columns.question'),
            t('adminJourney.columns.part'),
            t('adminJourney.columns.order'),
            t('adminJourney.columns.status'),
          ]}
          row={(q) => (
            <tr key={q._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {q.question}
              </th>
              <td className="px-4 py-3">
                {t(q.dimension === 'capacity' ? 'adminJourney.risk.capacity' : 'adminJourney.risk.tolerance')}
              </td>
              <td className="px-4 py-3">{q.position}</td>
              <td className="px-4 py-3">
                <StatusBadge status={q.status} />
              </td>
              {actions(q._id, q, q.question)}
            </tr>
          )}
        />
      )}
      {tab === 'resources' && (
        <AdminList
          query={query}
          rows={data?.resources}
          empty={<EmptyState title={t('adminJourney.resources.empty')} />}
          caption={t('adminJourney.resources.caption')}
          minWidth="min-w-[44rem]"
          columns={[
            t('adminJourney.columns.item'),
            t('adminJourney.columns.kind'),
            t('adminJourney.columns.type'),
            t('adminJourney.columns.level'),
            t('adminJourney.columns.status'),
          ]}
          row={(r) => (
            <tr key={r._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {r.title}
              </th>
              <td className="px-4 py-3">{KIND[r.kind - 1] && t(KIND[r.kind - 1])}</td>
              <td className="px-4 py-3">{ITEM_TYPE[r.item_type - 1] && t(ITEM_TYPE[r.item_type - 1])}</td>
              <td className="px-4 py-3">
                {t(r.parent_id === null ? 'adminJourney.resources.main' : 'adminJourney.resources.sub')}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={r.status} />
              </td>
              {actions(r._id, r, r.title)}
            </tr>
          )}
        />
      )}
    </>
  );
}
