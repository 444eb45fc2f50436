/**
 * The coverage rule of watched video (issue 32, docs/learning.md "Completion"), shared by course chapters
 * (chapter-progress.ts), e-learning library videos, journey topic videos and recorded webinars (media-watch.ts).
 * Pure arithmetic: a heartbeat reports one interval of the video played; it is cut to the video and to the wall-clock
 * time since the person's previous beat plus BEAT_TOLERANCE_SECONDS, then merged with what was accepted before, so
 * seeking ahead adds nothing, a replay never counts twice and playing faster than real time is cut to real time.
 */

/** The clock of the rules; tests move it instead of waiting (tests/api/learning/chapter-coverage.test.ts). */
export const progressClock = { now: (): Date => new Date() };

/** The share of a video that must be covered before it counts as watched. */
export const WATCH_SHARE = 0.9;
/** How close to a video's end a played interval must reach to count as played to the end. */
export const END_SLACK_SECONDS = 0.5;
/** Slack for one heartbeat over the wall-clock time since the previous one (network and timer jitter), once per run. */
export const BEAT_TOLERANCE_SECONDS = 5;

export type Interval = [number, number];

/** Sorted, overlapping or touching intervals joined, so a replay never counts twice. */
export function mergeIntervals(list: Interval[]): Interval[] {
  const sorted = list
    .filter(([a, b]) => b > a)
    .map(([a, b]) => [a, b] as Interval)
    .sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const coveredSeconds = (list: Interval[]) => list.reduce((sum, [a, b]) => sum + (b - a), 0);

export const toMs = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).getTime());
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Stored intervals (jsonb comes back parsed from PostgreSQL, as text from some drivers). */
export const intervalsOf = (v: Interval[] | string | null | undefined): Interval[] =>
  v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as Interval[]) : v;

/** What a person's earlier beats left: the accepted intervals and the clock they are accounted up to. */
export type CoverageState = {
  intervals: Interval[] | string;
  last_beat_at: Date | string | null;
  opened_at: Date | string | null;
};

export type BeatOutcome = {
  /** The accepted part of the reported interval (from === to when nothing was accepted). */
  from: number;
  to: number;
  credited: number;
  merged: Interval[];
  watched: number;
  /** The new last_beat_at: now, or past it by the credited time when the tolerance was used. */
  anchor: Date;
};

/**
 * One heartbeat applied to a person's coverage of a video of `duration` seconds at `now` (ms). The interval is cut to
 * the video and to the wall-clock time since the previous beat (or the opening) plus BEAT_TOLERANCE_SECONDS; the
 * anchor moves past now by the credited time when the tolerance was used, so the slack cannot be claimed again by
 * beating fast.
 */
export function applyBeat(
  state: CoverageState,
  played: { from: number; to: number },
  duration: number,
  now: number,
): BeatOutcome {
  const since = toMs(state.last_beat_at) ?? toMs(state.opened_at);
  // No floor at zero before the slack: time claimed ahead of the clock is owed by the next beat.
  const allowed = since === null ? BEAT_TOLERANCE_SECONDS : Math.max(0, (now - since) / 1000 + BEAT_TOLERANCE_SECONDS);
  const from = Math.min(Math.max(0, played.from), duration);
  // A player's last position at the end is a frame or so short of the length in the file's header: a beat that
  // reaches within END_SLACK_SECONDS of the end counts to the end (still cut by the time allowed).
  const end = played.to >= duration - END_SLACK_SECONDS ? duration : played.to;
  const to = Math.min(Math.max(from, end), duration, from + allowed);
  // Kept exact (answers round to a tenth): a rounded end would turn a video watched to its end into 99 %.
  const merged = mergeIntervals([...intervalsOf(state.intervals), [from, to]]);
  const watched = Math.min(duration, coveredSeconds(merged));
  const anchor = new Date(Math.max(now, (since ?? now) + (to - from) * 1000));
  return { from, to, credited: round1(to - from), merged, watched, anchor };
}

/** Coverage of a video: the whole percent watched and the seconds still to watch to reach WATCH_SHARE. */
export function coverageOf(watchedSeconds: number, duration: number) {
  const watched = Math.min(duration, Math.max(0, watchedSeconds));
  const percent = duration > 0 ? Math.min(100, Math.floor((watched / duration) * 100)) : 0;
  const left = Math.max(0, Math.ceil(WATCH_SHARE * duration - watched - 1e-9));
  return { watched, percent, left, ready: left === 0 };
}
