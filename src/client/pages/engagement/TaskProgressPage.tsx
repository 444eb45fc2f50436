import { useCallback, useState } from 'react';
import { useT, type MessageKey } from '../../../i18n/browser';
import { Link } from 'react-router';
import { toApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { CheckCircleIcon } from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { showErrorToast } from '../../toast/toast-store';
import { useLocaleRefetch } from '../../landing/use-locale-refetch';
import { addTask, setTaskStatus, type Task, type TaskPage } from './engagement-api';

const SOURCE: Record<Task['source'], MessageKey> = {
  HeadstartTasks: 'engagement.tasks.sourceHeadstart',
  ResourceTasks: 'engagement.tasks.sourceResource',
};

/**
 * /client/task-progress: the person's tasks with progress; each opens its feature's page (task
 * navigation, docs/engagement.md) and can be marked done or not done. Resource tasks not yet on
 * the list can be added.
 */
export function TaskProgressPage() {
  const t = useT();
  useDocumentTitle(t('engagement.tasks.title'));
  const mine = useApiQuery<TaskPage>('/my-tasks');
  const all = useApiQuery<{ tasks: Task[] }>('/all-tasks');
  // Task titles come in the reader's language: a switch reads both lists again.
  const { reload: reloadMine } = mine;
  const { reload: reloadAll } = all;
  useLocaleRefetch(
    useCallback(() => {
      reloadMine();
      reloadAll();
    }, [reloadMine, reloadAll]),
  );
  const [page, setPage] = useState<TaskPage | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const data = page ?? mine.data;
  const change = async (id: number, run: () => Promise<TaskPage>, said: string) => {
    setBusy(id);
    try {
      setPage(await run());
      setStatus(said);
      all.reload();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(null);
    }
  };
  const onList = new Set((data?.tasks ?? []).map((task) => task._id));
  const more = (all.data?.tasks ?? []).filter((task) => !onList.has(task._id) && !task.on_list);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('engagement.tasks.title')}</h1>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {mine.error ? (
        <div className="card">
          <ErrorState error={mine.error} onRetry={mine.reload} />
        </div>
      ) : !data ? (
        <LoadingState label={t('engagement.tasks.loading')} />
      ) : (
        <>
          <div className="card flex flex-col gap-2 p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="text-base font-semibold text-slate-900">{t('engagement.tasks.yourProgress')}</h2>
              <span className="text-sm text-slate-600" data-testid="task-progress">
                {t('engagement.tasks.doneCount', { completed: data.progress.completed, total: data.progress.total })}
              </span>
            </div>
            <progress
              className="h-3 w-full accent-brand-600"
              max={100}
              value={data.progress.percent}
              aria-label={t('engagement.tasks.percentDone', { percent: data.progress.percent })}
            />
          </div>
          {data.tasks.length === 0 ? (
            <div className="card">
              <EmptyState icon={<CheckCircleIcon size={26} />} title={t('engagement.tasks.none')}>
                {t('engagement.tasks.noneBody')}
              </EmptyState>
            </div>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.tasks.map((task) => (
                <li key={task._id} className="card flex flex-col gap-2 p-4 sm:p-5" data-testid="task">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{task.title}</h2>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${task.status === 'Completed' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {task.status === 'Completed' ? t('engagement.tasks.completed') : t('engagement.tasks.incomplete')}
                    </span>
                  </div>
                  {task.description && <p className="text-sm text-slate-600">{task.description}</p>}
                  <p className="text-xs text-slate-500">{t(SOURCE[task.source])}</p>
                  <div className="flex flex-wrap gap-2">
                    <Link to={task.route} className={buttonClass('secondary', 'sm')}>
                      {t('engagement.tasks.open')}
                      <span className="sr-only">: {task.title}</span>
                    </Link>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy !== null}
                      onClick={() =>
                        void change(
                          task._id,
                          () => setTaskStatus(task._id, task.status === 'Completed' ? 'Incomplete' : 'Completed'),
                          task.status === 'Completed'
                            ? t('engagement.tasks.markedNotDone')
                            : t('engagement.tasks.markedDone'),
                        )
                      }
                    >
                      {task.status === 'Completed' ? t('engagement.tasks.markNotDone') : t('engagement.tasks.markDone')}
                      <span className="sr-only">: {task.title}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {more.length > 0 && (
            <section aria-labelledby="more-tasks" className="flex flex-col gap-3">
              <h2 id="more-tasks" className="text-lg font-semibold text-slate-900">
                {t('engagement.tasks.more')}
              </h2>
              <ul className="flex flex-col gap-2">
                {more.map((task) => (
                  <li key={task._id} className="card flex flex-wrap items-center justify-between gap-2 p-4">
                    <span className="min-w-0 text-sm font-medium break-words text-slate-800">{task.title}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => void change(task._id, () => addTask(task._id), t('engagement.tasks.added'))}
                    >
                      {t('engagement.tasks.add')}
                      <span className="sr-only">: {task.title}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
