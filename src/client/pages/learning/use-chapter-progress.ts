import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { chapterOpened, chapterWatched, type ChapterProgress, type LearnerChapter } from './learning-api';

const BEAT_MS = 12_000;

/**
 * A chapter's completion progress (docs/learning.md "Completion"). Opening a document or video chapter tells the
 * server (its reading time counts from the first time); a link chapter tells it when the link is clicked (`opened`).
 * A video sends the interval actually played: a zero-length one on "play", then every 12 s while playing and the tab
 * is visible, and on pause, end, a seek (the part before the jump; the jump itself is never reported) and leaving.
 * The server cuts each to the time since the previous one and answers the coverage, shown as it comes.
 */
export function useChapterProgress(
  chapter: LearnerChapter,
  tracking: boolean,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [progress, setProgress] = useState<ChapterProgress | null>(chapter.progress);
  const chapterId = chapter._id;
  const type = chapter.content_type;
  const active = tracking && !chapter.locked && !chapter.completed;
  const seen = useRef(false);

  useEffect(() => {
    if (!active || (type !== 'Document' && type !== 'Video')) return;
    void chapterOpened(chapterId)
      .then(setProgress)
      .catch(() => undefined);
  }, [active, chapterId, type]);

  useEffect(() => {
    const v = video.current;
    if (!active || type !== 'Video' || !v) return;
    let from: number | null = null;
    let last = v.currentTime;
    const send = (a: number, b: number) =>
      void chapterWatched(chapterId, a, b)
        .then((r) => setProgress((p) => ({ rule: 'watch', ...p, ...r })))
        .catch(() => undefined);
    // Reports what was played since `from` and starts again at `at` (null: not playing).
    const flush = (at: number | null) => {
      if (from !== null && last > from) send(from, last);
      from = at;
    };
    const onPlay = () => {
      last = v.currentTime;
      from = last;
      send(last, last);
    };
    const onTime = () => {
      if (!v.seeking) last = v.currentTime;
    };
    const onSeeking = () => flush(null);
    const onSeeked = () => {
      last = v.currentTime;
      if (!v.paused) from = last;
    };
    const onStop = () => {
      last = v.currentTime;
      flush(null);
    };
    const timer = window.setInterval(() => {
      if (from === null || v.paused || document.visibilityState !== 'visible') return;
      last = v.currentTime;
      flush(last);
    }, BEAT_MS);
    const events: Array<[string, () => void]> = [
      ['play', onPlay],
      ['timeupdate', onTime],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
      ['pause', onStop],
      ['ended', onStop],
    ];
    for (const [name, fn] of events) v.addEventListener(name, fn);
    return () => {
      window.clearInterval(timer);
      for (const [name, fn] of events) v.removeEventListener(name, fn);
      flush(null);
    };
  }, [active, chapterId, type, video]);

  // A document's reading time counts down here too (the server's figure is the one that decides).
  const reading = progress?.rule === 'read' && progress.state !== 'completed' && progress.seconds_left > 0;
  useEffect(() => {
    if (!reading) return;
    const timer = window.setInterval(() => {
      setProgress((p) => {
        if (!p) return p;
        const left = Math.max(0, p.seconds_left - 5);
        return { ...p, seconds_left: left, state: left === 0 ? 'ready' : p.state };
      });
    }, 5_000);
    return () => window.clearInterval(timer);
  }, [reading]);

  /** A link chapter's link was clicked. */
  const linkOpened = useCallback(() => {
    if (!active || seen.current) return;
    seen.current = true;
    void chapterOpened(chapterId)
      .then(setProgress)
      .catch(() => undefined);
  }, [active, chapterId]);

  return { progress, linkOpened };
}
