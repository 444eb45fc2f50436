import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useWatchHeartbeats } from '../learning/use-watch-heartbeats';
import { showErrorToast, showToast } from '../../toast/toast-store';
import {
  istTime,
  istWhen,
  joinWebinar,
  registerWebinar,
  sendHeartbeat,
  startWatch,
  unregisterWebinar,
  webinarTypeLabel,
  type Webinar,
} from './webinars-api';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { AuthoredList } from '../../components/AuthoredList';
import { Sentence } from '../../components/Sentence';

/**
 * The webinar popup (docs/product-rules.md "Webinar popup type"): Join, Register or Video. Watch time of a
 * recorded webinar is sent as heartbeats that say whether the video plays in a visible tab; the
 * server credits only the time that passed (docs/webinars.md).
 */
export function WebinarPopup({
  webinar,
  onClose,
  onChanged,
}: {
  webinar: Webinar;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const lang = useAuthoredLang();
  const [busy, setBusy] = useState(false);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      showToast({ title: done });
      onChanged();
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const join = async () => {
    setBusy(true);
    try {
      const { join_url } = await joinWebinar(webinar._id);
      window.open(join_url, '_blank', 'noopener');
    } catch (e) {
      showErrorToast(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  // The webinar's name is the admin's (Hindi where written) and the speaker a name: each its own element.
  const name = <span lang={lang(webinar.name)}>{webinar.name}</span>;
  const title =
    webinar.popup_type === 'Video' ? (
      name
    ) : (
      <Sentence
        k={webinar.popup_type === 'Join' ? 'webinars.popup.joinTitle' : 'webinars.popup.registerTitle'}
        parts={{ name }}
      />
    );
  return (
    <Dialog
      open
      title={title}
      size={webinar.popup_type === 'Video' ? 'lg' : 'md'}
      onClose={onClose}
      description={
        <span>
          <Sentence
            k={webinar.popup_type === 'Video' ? 'webinars.popup.with' : 'webinars.popup.withWhen'}
            values={{ type: webinarTypeLabel(webinar.webinar_type), when: istWhen(webinar.date, webinar.time) }}
            parts={{ speaker: <span translate="no">{webinar.speaker}</span> }}
          />
        </span>
      }
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {webinar.popup_type === 'Register' && (
            <Button
              disabled={busy || !webinar.can_register}
              onClick={() => act(() => registerWebinar(webinar._id), t('webinars.popup.registeredToast'))}
            >
              {webinar.has_ended ? t('webinars.popup.ended') : t('webinars.popup.register')}
            </Button>
          )}
          {webinar.popup_type === 'Join' && webinar.is_registered && !webinar.has_ended && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => act(() => unregisterWebinar(webinar._id), t('webinars.popup.unregisteredToast'))}
            >
              {t('webinars.popup.unregister')}
            </Button>
          )}
          {webinar.popup_type === 'Join' && (
            <Button disabled={busy || !webinar.can_join} onClick={join}>
              {t('webinars.popup.join')}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('webinars.popup.close')}
          </Button>
        </div>
      }
    >
      {webinar.popup_type === 'Video' ? (
        <VideoPlayer webinar={webinar} />
      ) : (
        <div className="space-y-3 text-sm text-slate-700">
          {webinar.description && <p lang={lang(webinar.description)}>{webinar.description}</p>}
          {webinar.popup_type === 'Join' && !webinar.can_join && !webinar.has_ended && (
            <p className="rounded-lg bg-sky-50 p-3 text-sky-900">
              {t('webinars.popup.joinOpens', { time: istTime(webinar.join_opens_at) })}
            </p>
          )}
          {webinar.is_registered && (
            <p className="font-medium text-emerald-800">{t('webinars.popup.youAreRegistered')}</p>
          )}
          {webinar.keyword.length > 0 && (
            <p className="text-xs text-slate-500">
              <Sentence k="webinars.popup.topics" parts={{ topics: <AuthoredList items={webinar.keyword} /> }} />
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

function VideoPlayer({ webinar }: { webinar: Webinar }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [watched, setWatched] = useState(webinar.watched_seconds);
  const [session, setSession] = useState(0);
  const seq = useRef(0);
  useEffect(() => {
    let stopped = false;
    void startWatch(webinar._id)
      .then((s) => {
        if (stopped) return;
        seq.current = 0;
        setSession(s.session_id);
        setWatched(s.watched_seconds);
      })
      .catch((e: unknown) => showErrorToast(toApiError(e)));
    return () => {
      stopped = true;
    };
  }, [webinar._id]);
  // The intervals actually played count (use-watch-heartbeats.ts, docs/learning.md "Completion"): replays, skips and
  // wall-clock time do not.
  useWatchHeartbeats(
    video,
    session > 0 && !!webinar.video_url,
    (from, to) => {
      seq.current += 1;
      void sendHeartbeat({
        session_id: session,
        seq: seq.current,
        playing: true,
        visible: document.visibilityState === 'visible',
        from,
        to,
      })
        .then((r) => setWatched(r.watched_seconds))
        .catch(() => undefined);
    },
    session,
  );
  return (
    <div className="space-y-3">
      {webinar.video_url ? (
        <video
          ref={video}
          src={webinar.video_url}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-lg bg-slate-900"
          aria-label={t('webinars.popup.videoLabel', { name: webinar.name })}
        />
      ) : (
        <p>{t('webinars.popup.noVideo')}</p>
      )}
      <p className="text-sm text-slate-600" data-testid="watched">
        {t(webinar.duration ? 'webinars.popup.watchedOf' : 'webinars.popup.watched', {
          min: Math.floor(watched / 60),
          sec: watched % 60,
          duration: webinar.duration ?? 0,
        })}
      </p>
    </div>
  );
}
