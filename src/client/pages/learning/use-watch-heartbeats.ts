import { useEffect, useRef, type RefObject } from 'react';

const BEAT_MS = 12_000;

/**
 * The heartbeats of every video player that counts what was watched (docs/learning.md "Completion"): course chapters,
 * e-learning library videos, journey topic videos and recorded webinars. It reports the interval actually played: a
 * zero-length one on "play", then every 12 s while playing and the tab is visible, and on pause, end, a seek (the part
 * before the jump; the jump itself is never reported) and leaving. The server cuts each to the time since the
 * previous one and merges it (watch-coverage.ts); `send` shows its answer.
 */
export function useWatchHeartbeats(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  send: (from: number, to: number) => void,
  /** What the video is (a new one starts again). */
  subject: string | number,
) {
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const v = video.current;
    if (!active || !v) return;
    let from: number | null = null;
    let last = v.currentTime;
    const beat = (a: number, b: number) => sendRef.current(a, b);
    // Reports what was played since `from` and starts again at `at` (null: not playing).
    const flush = (at: number | null) => {
      if (from !== null && last > from) beat(from, last);
      from = at;
    };
    const onPlay = () => {
      last = v.currentTime;
      from = last;
      beat(last, last);
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
  }, [active, subject, video]);
}
