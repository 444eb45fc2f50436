import { useCallback, useEffect, useState } from 'react';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { BellIcon } from '../../components/Icons';
import { Pager } from '../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { showErrorToast } from '../../toast/toast-store';
import { useLocaleRefetch } from '../../landing/use-locale-refetch';
import { listMyNotifications, markRead, publishUnread, type NotificationPage } from './engagement-api';
import { formatDateTimeMediumIST } from '../../../shared/format';

type Filter = 'all' | 'unread' | 'read';
const FILTERS: Array<{ key: Filter; label: MessageKey }> = [
  { key: 'all', label: 'engagement.notifications.filterAll' },
  { key: 'unread', label: 'engagement.notifications.filterUnread' },
  { key: 'read', label: 'engagement.notifications.filterRead' },
];

const when = (iso: string) => formatDateTimeMediumIST(iso);

/**
 * /client/notifications: the person's notifications, newest first, read and unread, with mark read
 * and mark all read (docs/engagement.md). The header bell's count follows every change.
 */
export function NotificationsPage() {
  const t = useT();
  const lang = useAuthoredLang();
  useDocumentTitle(t('engagement.notifications.title'));
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<NotificationPage | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [status, setStatus] = useState('');
  // Open notifications show their whole message; opening an unread one marks it read (as a mail client does).
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const load = useCallback(async () => {
    setError(null);
    try {
      const d = await listMyNotifications(page, filter);
      setData(d);
      publishUnread(d.unread_count);
    } catch (e) {
      setError(toApiError(e));
    }
  }, [page, filter]);
  useEffect(() => {
    void load();
  }, [load]);
  // Headers and messages come in the reader's language (their Hindi values): a switch reads them again.
  useLocaleRefetch(
    useCallback(() => {
      void load();
    }, [load]),
  );

  const toggle = (n: NotificationPage['notifications'][number]) => {
    const opening = !open.has(n._id);
    setOpen((prev) => {
      const next = new Set(prev);
      if (opening) next.add(n._id);
      else next.delete(n._id);
      return next;
    });
    if (opening && !n.is_read && busy === null) void read(n._id);
  };

  const read = async (target: number | 'all') => {
    setBusy(target);
    try {
      const r = await markRead(target === 'all' ? { all: true } : { notification_id: target });
      setStatus(target === 'all' ? t('engagement.notifications.allMarked') : t('engagement.notifications.marked'));
      if (data) {
        setData({
          ...data,
          unread_count: r.unread_count,
          notifications: data.notifications.map((n) =>
            target === 'all' || n._id === target ? { ...n, is_read: true } : n,
          ),
        });
      }
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('engagement.notifications.title')}</h1>
          {data && (
            <p className="mt-1 text-sm text-slate-600" data-testid="unread-summary">
              {data.unread_count === 0
                ? t('engagement.notifications.caughtUp')
                : t('engagement.notifications.unreadCount', { count: data.unread_count })}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          disabled={!data || data.unread_count === 0 || busy !== null}
          onClick={() => void read('all')}
        >
          {t('engagement.notifications.markAll')}
        </Button>
      </div>
      <div role="group" aria-label={t('engagement.notifications.filterLabel')} className="flex gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.key}
            size="sm"
            variant={filter === f.key ? 'primary' : 'secondary'}
            aria-pressed={filter === f.key}
            onClick={() => {
              setFilter(f.key);
              setPage(1);
            }}
          >
            {t(f.label)}
          </Button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {error ? (
        <div className="card">
          <ErrorState error={error} onRetry={() => void load()} />
        </div>
      ) : !data ? (
        <LoadingState label={t('engagement.notifications.loading')} />
      ) : data.notifications.length === 0 ? (
        <div className="card">
          <EmptyState
            icon={<BellIcon size={26} />}
            title={filter === 'unread' ? t('engagement.notifications.noUnread') : t('engagement.notifications.none')}
          >
            {t('engagement.notifications.emptyBody')}
          </EmptyState>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="notification-list">
          {data.notifications.map((n) => (
            <li
              key={n._id}
              className={`card flex flex-col gap-2 p-4 sm:p-5 ${n.is_read ? '' : 'border-l-4 border-l-brand-600'}`}
              data-testid="notification"
              data-read={n.is_read ? 'true' : 'false'}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
                  {n.is_read ? null : <span className="sr-only">{t('engagement.notifications.unreadPrefix')} </span>}
                  {/* The notification's texts are the admin's: Hindi where written, else English marked as such. */}
                  <span lang={lang(n.header)}>{n.header}</span>
                </h2>
                <div className="flex shrink-0 gap-1.5 text-xs font-medium">
                  {n.priority.id === 1 && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-700">
                      {t('engagement.notifications.high')}
                    </span>
                  )}
                  <span
                    className={`rounded-full px-2 py-0.5 ${n.type.id === 2 ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {n.type.id === 2 ? t('engagement.notifications.warning') : t('engagement.notifications.alert')}
                  </span>
                </div>
              </div>
              <p className="text-xs text-slate-500">{when(n.start_date)}</p>
              {n.preview_img && (
                <img src={n.preview_img} alt="" className="max-h-48 w-full rounded-lg object-cover" loading="lazy" />
              )}
              <p className="text-sm font-medium break-words text-slate-700" lang={lang(n.preview_message)}>
                {n.preview_message}
              </p>
              {open.has(n._id) && (
                <p
                  id={`notification-message-${n._id}`}
                  className="text-sm break-words whitespace-pre-line text-slate-600"
                  lang={lang(n.message)}
                  data-testid="notification-message"
                >
                  {n.message}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={open.has(n._id)}
                  aria-controls={open.has(n._id) ? `notification-message-${n._id}` : undefined}
                  onClick={() => toggle(n)}
                >
                  {open.has(n._id) ? t('engagement.notifications.close') : t('engagement.notifications.open')}
                  <span className="sr-only">
                    : <span lang={lang(n.header)}>{n.header}</span>
                  </span>
                </Button>
                {!n.is_read && (
                  <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void read(n._id)}>
                    {t('engagement.notifications.markRead')}
                    <span className="sr-only">
                      : <span lang={lang(n.header)}>{n.header}</span>
                    </span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total_page > 1 && <Pager page={page} totalPages={data.total_page} onPage={setPage} />}
    </div>
  );
}
