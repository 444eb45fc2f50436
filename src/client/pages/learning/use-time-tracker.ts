import { useEffect, useRef, type RefObject } from 'react';
import { captureTime } from './learning-api';

const BEAT_MS = 15_000;

/**
 * Time spent on a chapter (docs/learning.md "Time spent"): a session starts when an enrolled learner
 * opens an unlocked chapter; a beat goes every 15 s, and at once when the tab is hidden or shown or a
 * video pauses or plays. Each beat says whether the whole period since the previous one was active
 * (tab visible and, for a video, playing). The server credits at most the time since the last beat.
 */
export function useTimeTracker(
  target: { courseId: number; chapterId: number } | null,
  video: RefObject<HTMLVideoElement | null> | null,
) {
  const courseId = target?.courseId;
  const chapterId = target?.chapterId;
  const state = useRef({ session: 0, seq: 0, activeSince: false });
  useEffect(() => {
    if (!courseId || !chapterId) return;
    let stopped = false;
    const s = { session: 0, seq: 0, activeSince: false };
    state.current = s;
    const activeNow = () =>
      document.visibilityState === 'visible' && (!video?.current || (!video.current.paused && !video.current.ended));
    const beat = (periodActive: boolean) => {
      if (!s.session || stopped) return;
      s.seq += 1;
      void captureTime({
        course_id: courseId,
        chapter_id: chapterId,
        session_id: s.session,
        seq: s.seq,
        active: periodActive,
      }).catch(() => undefined);
    };
    // A change of state closes the period before it with what it was.
    const changed = () => {
      const was = s.activeSince;
      beat(was);
      s.activeSince = activeNow();
    };
    void captureTime({ course_id: courseId, chapter_id: chapterId, seq: 0, active: false })
      .then((r) => {
        if (stopped) return;
        s.session = r.session_id;
        s.activeSince = activeNow();
      })
      .catch(() => undefined);
    const timer = window.setInterval(() => {
      const now = activeNow();
      beat(s.activeSince && now);
      s.activeSince = now;
    }, BEAT_MS);
    document.addEventListener('visibilitychange', changed);
    const v = video?.current ?? null;
    v?.addEventListener('play', changed);
    v?.addEventListener('pause', changed);
    v?.addEventListener('ended', changed);
    return () => {
      changed();
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', changed);
      v?.removeEventListener('play', changed);
      v?.removeEventListener('pause', changed);
      v?.removeEventListener('ended', changed);
    };
  }, [courseId, chapterId, video]);
}
