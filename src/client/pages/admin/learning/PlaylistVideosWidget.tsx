import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminVideo } from './learning-admin-api';
import { useT } from '../../../../i18n/browser';

/**
 * The playlist form's `video_ids` (an array of video ids in playing order): the chosen videos as an
 * ordered list with Move up / Move down / Remove buttons (keyboard-friendly: the moved video keeps the
 * focus and its new place is announced) and a picker to add one more.
 */
export function PlaylistVideosWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps<FormRecord>) {
  const t = useT();
  const q = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const ids: number[] = Array.isArray(value) ? value.map(Number) : [];
  const [pick, setPick] = useState('');
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter.current}"]`);
    focusAfter.current = null;
    el?.focus();
  }, [key]);
  const byId = new Map((q.data?.videos ?? []).map((v) => [v._id, v]));
  const titleOf = (vid: number) => byId.get(vid)?.title ?? t('adminLearning.playlistVideos.videoFallback', { id: vid });
  const locked = disabled || readonly;
  const move = (index: number, to: number, dir: 'up' | 'down') => {
    const next = [...ids];
    const [vid] = next.splice(index, 1);
    next.splice(to, 0, vid);
    // The same button keeps the focus, unless the video reached the end it moved towards.
    const atEdge = (dir === 'up' && to === 0) || (dir === 'down' && to === next.length - 1);
    focusAfter.current = `${vid}-${atEdge ? (dir === 'up' ? 'down' : 'up') : dir}`;
    onChange(next);
    setAnnounce(t('adminLearning.playlistVideos.moved', { title: titleOf(vid), position: to + 1, total: next.length }));
  };
  const remove = (vid: number) => {
    onChange(ids.filter((x) => x !== vid));
    setAnnounce(t('adminLearning.playlistVideos.removed', { title: titleOf(vid) }));
  };
  const add = () => {
    const vid = Number(pick);
    if (!vid || ids.includes(vid)) return;
    onChange([...ids, vid]);
    setPick('');
    setAnnounce(t('adminLearning.playlistVideos.added', { title: titleOf(vid), position: ids.length + 1 }));
  };
  const choices = (q.data?.videos ?? []).filter((v) => !ids.includes(v._id));
  const titleId = `${id}-title`;
  return (
    <div className="flex flex-col gap-3" id={id} role="group" aria-labelledby={titleId}>
      <span id={titleId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {q.loading && !q.data && (
        <span className="text-sm text-slate-500">{t('adminLearning.playlistVideos.loading')}</span>
      )}
      {ids.length === 0 && <p className="text-sm text-slate-600">{t('adminLearning.playlistVideos.empty')}</p>}
      {ids.length > 0 && (
        <ol
          className="flex flex-col gap-2"
          aria-label={t('adminLearning.playlistVideos.listLabel')}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {ids.map((vid, i) => {
            const v = byId.get(vid);
            return (
              <li
                key={vid}
                data-playlist-video={v?.title ?? vid}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <span className="min-w-0 text-sm text-slate-800">
                  <span className="mr-2 font-semibold text-slate-500 tabular-nums">{i + 1}.</span>
                  <span className="font-medium">{titleOf(vid)}</span>
                  {v && (
                    <span className="block text-xs text-slate-600">
                      {v.category} · {formatMinutes(v.duration)}
                    </span>
                  )}
                </span>
                {!locked && (
                  <span className="-ml-3 flex gap-1 sm:ml-0">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-focus-key={`${vid}-up`}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1, 'up')}
                      aria-label={t('adminLearning.moveUpNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.moveUp')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-focus-key={`${vid}-down`}
                      disabled={i === ids.length - 1}
                      onClick={() => move(i, i + 1, 'down')}
                      aria-label={t('adminLearning.moveDownNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.moveDown')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove(vid)}
                      aria-label={t('adminLearning.removeNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.remove')}
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {!locked && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full min-w-0 sm:w-auto sm:flex-1">
            <label htmlFor={`${id}-pick`} className="mb-1.5 block text-sm font-medium text-slate-700">
              {t('adminLearning.playlistVideos.addLabel')}
            </label>
            <select
              id={`${id}-pick`}
              className="input appearance-auto"
              value={pick}
              onChange={(e) => setPick(e.target.value)}
            >
              <option value="">
                {t(choices.length ? 'adminLearning.playlistVideos.choose' : 'adminLearning.playlistVideos.allIn')}
              </option>
              {choices.map((v) => (
                <option key={v._id} value={String(v._id)}>
                  {t('adminLearning.playlistVideos.option', { title: v.title, category: v.category })}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!pick} onClick={add}>
            {t('adminLearning.playlistVideos.addButton')}
          </Button>
        </div>
      )}
    </div>
  );
}
