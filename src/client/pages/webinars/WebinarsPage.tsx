import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { Button } from '../../components/Button';
import { VideoIcon } from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { WebinarPopup } from './WebinarPopup';
import { istWhen, webinarTypeLabel, type Webinar, type WebinarList } from './webinars-api';
import { useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';

/** The card's button and its label by popup type. */
const POPUP_ACTION: Record<Webinar['popup_type'], { text: MessageKey; label: MessageKey }> = {
  Video: { text: 'webinars.page.watch', label: 'webinars.page.watchLabel' },
  Join: { text: 'webinars.page.join', label: 'webinars.page.joinLabel' },
  Register: { text: 'webinars.page.register', label: 'webinars.page.registerLabel' },
};

/**
 * /client/webinars (and ?webinarId=): upcoming live webinars and recorded ones for the caller's
 * company or partner; a card opens the Join / Register / Video popup, whose state is the URL's
 * webinarId (so the home widget's links open it too).
 */
export function WebinarsPage() {
  const t = useT();
  useDocumentTitle(t('webinars.page.title'));
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('webinarId')) || null;
  const { data, error, loading, reload } = useApiQuery<WebinarList>('/webinar', {
    query: { webinarId: selectedId ?? undefined },
  });
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('webinarId', String(id));
    else next.delete('webinarId');
    setParams(next, { replace: false });
  };
  const selected =
    data?.selected ?? [...(data?.upcoming ?? []), ...(data?.recorded ?? [])].find((w) => w._id === selectedId) ?? null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('webinars.page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('webinars.page.intro')}</p>
      </header>
      {error && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label={t('webinars.page.loading')} />}
      {data && (
        <>
          <Section
            id="Upcoming"
            title={t('webinars.page.upcoming')}
            items={data.upcoming}
            onOpen={open}
            empty={t('webinars.page.noUpcoming')}
          />
          <Section
            id="Recorded"
            title={t('webinars.page.recorded')}
            items={data.recorded}
            onOpen={open}
            empty={t('webinars.page.noRecorded')}
          />
        </>
      )}
      {selected && <WebinarPopup key={selected._id} webinar={selected} onClose={() => open(null)} onChanged={reload} />}
    </div>
  );
}

function Section({
  id,
  title,
  items,
  onOpen,
  empty,
}: {
  /** Stable part of the heading's id (the title is translated). */
  id: string;
  title: string;
  items: Webinar[];
  onOpen: (id: number) => void;
  empty: string;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  return (
    <section aria-labelledby={`webinars-${id}`}>
      <h2 id={`webinars-${id}`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <div className="card">
          <EmptyState title={empty} />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((w) => (
            <li key={w._id} className="card flex flex-col overflow-hidden p-0">
              {w.banner ? (
                <img src={w.banner} alt="" className="aspect-[16/7] w-full object-cover" />
              ) : (
                <div className="flex aspect-[16/7] w-full items-center justify-center bg-gradient-to-br from-sky-800 to-sky-600 text-white">
                  <VideoIcon size={32} />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <p className="text-xs font-semibold tracking-wide text-sky-700 uppercase">
                  {webinarTypeLabel(w.webinar_type)}
                  {w.is_registered && <span className="ml-2 text-emerald-700">{t('webinars.page.registered')}</span>}
                </p>
                <h3 className="text-base font-semibold text-slate-900" lang={lang(w.name)}>
                  {w.name}
                </h3>
                <p className="text-sm text-slate-600">
                  {/* The speaker is a name, not a word to translate: its own element in the catalogue's sentence. */}
                  {w.webinar_type !== 4 ? (
                    <Sentence
                      k="webinars.page.speakerWhen"
                      values={{ when: istWhen(w.date, w.time) }}
                      parts={{ speaker: <span translate="no">{w.speaker}</span> }}
                    />
                  ) : w.duration ? (
                    <Sentence
                      k="webinars.page.speakerDuration"
                      values={{ duration: w.duration }}
                      parts={{ speaker: <span translate="no">{w.speaker}</span> }}
                    />
                  ) : (
                    <span translate="no">{w.speaker}</span>
                  )}
                </p>
                <div className="mt-auto pt-2">
                  <Button
                    className="w-full sm:w-auto"
                    aria-label={t(POPUP_ACTION[w.popup_type].label, { name: w.name })}
                    onClick={() => onOpen(w._id)}
                  >
                    {t(POPUP_ACTION[w.popup_type].text)}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
