import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { chapterOpened, chapterWatched, type ChapterProgress, type LearnerChapter } from './learning-api';
import { useWatchHeartbeats } from './use-watch-heartbeats';

/**
 * A chapter's completion progress (docs/learning.md "Completion"). Opening a document or video chapter tells the
 * server (its reading time counts from the first time); a link chapter tells it when the link is clicked (`opened`).
 * A video sends the interval actually played (use-watch-heartbeats.ts, shared by every player); the server cuts each
 * to the time since the previous one and answers the coverage, shown as it comes.
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

  useWatchHeartbeats(
    video,
    active && type === 'Video',
    (from, to) =>
      void chapterWatched(chapterId, from, to)
        .then((r) => setProgress((p) => ({ rule: 'watch', ...p, ...r })))
        .catch(() => undefined),
    chapterId,
  );

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
