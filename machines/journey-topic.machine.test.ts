import { describe, expect, it } from 'vitest';
import {
  expectedStep,
  MIN_TASK_ANSWER,
  nextTopicStatus,
  stepRefusal,
  TOPIC_STATUS as S,
  type JourneyStep,
  type TopicStatus,
} from './journey-topic.machine.js';

const open = { unlocked: true };
const locked = { unlocked: false };
const answer = 'I will keep three months of expenses aside.';
const step = (s: JourneyStep, a: string | null = null) => ({ type: 'STEP', step: s, answer: a }) as const;

describe('journey topic machine', () => {
  it('walks Not_started -> In_progress -> Watched_video -> Task_completed -> Completed', () => {
    expect(nextTopicStatus(S.NOT_STARTED, { type: 'START' }, open)).toBe(S.IN_PROGRESS);
    expect(nextTopicStatus(S.IN_PROGRESS, step('Video'), open)).toBe(S.WATCHED_VIDEO);
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Task', answer), open)).toBe(S.TASK_COMPLETED);
    expect(nextTopicStatus(S.TASK_COMPLETED, step('Completed'), open)).toBe(S.COMPLETED);
  });

  it('refuses to start a topic whose previous topic is not completed', () => {
    expect(nextTopicStatus(S.NOT_STARTED, { type: 'START' }, locked)).toBeNull();
    expect(stepRefusal(S.NOT_STARTED, { type: 'START' }, locked)).toBe('locked');
  });

  it('refuses every skipped step', () => {
    const skips: Array<[TopicStatus, JourneyStep]> = [
      [S.NOT_STARTED, 'Video'],
      [S.IN_PROGRESS, 'Task'],
      [S.IN_PROGRESS, 'Completed'],
      [S.WATCHED_VIDEO, 'Completed'],
    ];
    for (const [status, s] of skips) {
      expect(nextTopicStatus(status, step(s, answer), open), `${status} ${s}`).toBeNull();
    }
    expect(stepRefusal(S.NOT_STARTED, step('Video'), open)).toBe('not_started');
    expect(stepRefusal(S.IN_PROGRESS, step('Completed'), open)).toBe('out_of_order');
  });

  it('never repeats or goes back a step', () => {
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Video'), open)).toBeNull();
    expect(nextTopicStatus(S.TASK_COMPLETED, step('Task', answer), open)).toBeNull();
    expect(nextTopicStatus(S.IN_PROGRESS, { type: 'START' }, open)).toBeNull();
  });

  it('needs a written answer of at least the minimum length for the task', () => {
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Task'), open)).toBeNull();
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Task', ' '.repeat(40)), open)).toBeNull();
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Task', 'x'.repeat(MIN_TASK_ANSWER - 1)), open)).toBeNull();
    expect(nextTopicStatus(S.WATCHED_VIDEO, step('Task', 'x'.repeat(MIN_TASK_ANSWER)), open)).toBe(S.TASK_COMPLETED);
    expect(stepRefusal(S.WATCHED_VIDEO, step('Task', 'short'), open)).toBe('task_answer');
  });

  it('takes no event once completed, and says so', () => {
    for (const e of [{ type: 'START' } as const, step('Video'), step('Task', answer), step('Completed')]) {
      expect(nextTopicStatus(S.COMPLETED, e, open)).toBeNull();
      expect(stepRefusal(S.COMPLETED, e, open)).toBe('already_completed');
    }
  });

  it('names the step each status waits for', () => {
    expect(expectedStep(S.NOT_STARTED)).toBeNull();
    expect(expectedStep(S.IN_PROGRESS)).toBe('Video');
    expect(expectedStep(S.WATCHED_VIDEO)).toBe('Task');
    expect(expectedStep(S.TASK_COMPLETED)).toBe('Completed');
    expect(expectedStep(S.COMPLETED)).toBeNull();
  });
});
