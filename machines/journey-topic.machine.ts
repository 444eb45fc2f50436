import { and, getNextSnapshot, setup } from 'xstate';

/**
 * A journey topic's status (enums.json "journeyTopicStatus") moved by its steps (enums.json
 * "journeyStep": Video, Task, Completed). The spec lists the statuses in order; the transitions are
 * the product's decision (docs/journey.md has the table). The topic page and the server share this
 * machine: the server resolves the stored status into it inside the transaction that changes it and
 * refuses a step the machine has no transition for.
 *
 *   Not_started (1) --START [topicUnlocked]--> In_progress (2)
 *   In_progress (2) --STEP Video [isVideoStep]--> Watched_video (3)
 *   Watched_video (3) --STEP Task [isTaskStep, taskAnswered]--> Task_completed (4)
 *   Task_completed (4) --STEP Completed [isCompletionStep]--> Completed (5, final)
 * No step is skipped, none goes back, and a completed topic takes no further step.
 */
export const TOPIC_STATUS = {
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  WATCHED_VIDEO: 3,
  TASK_COMPLETED: 4,
  COMPLETED: 5,
} as const;

export type TopicStatus = (typeof TOPIC_STATUS)[keyof typeof TOPIC_STATUS];

/** The labels the contract uses (enums.json "journeyTopicStatus"). */
export const TOPIC_STATUS_LABEL = {
  1: 'Not_started',
  2: 'In_progress',
  3: 'Watched_video',
  4: 'Task_completed',
  5: 'Completed',
} as const satisfies Record<TopicStatus, string>;

export type TopicStatusLabel = (typeof TOPIC_STATUS_LABEL)[TopicStatus];

export type JourneyStep = 'Video' | 'Task' | 'Completed';

/** The shortest answer the reflection task accepts (characters, trimmed). */
export const MIN_TASK_ANSWER = 20;

export type TopicContext = {
  /** The first topic of a card, or one whose previous topic in the card is completed. */
  unlocked: boolean;
};

export type TopicEvent = { type: 'START' } | { type: 'STEP'; step: JourneyStep; answer?: string | null };

const STATE_OF_STATUS = {
  1: 'notStarted',
  2: 'inProgress',
  3: 'watchedVideo',
  4: 'taskCompleted',
  5: 'completed',
} as const;

type StateName = (typeof STATE_OF_STATUS)[TopicStatus];

const STATUS_OF_STATE = Object.fromEntries(
  Object.entries(STATE_OF_STATUS).map(([status, state]) => [state, Number(status)]),
) as Record<StateName, TopicStatus>;

const stepOf = (event: TopicEvent): JourneyStep | null => (event.type === 'STEP' ? event.step : null);

export const journeyTopicMachine = setup({
  types: { context: {} as TopicContext, events: {} as TopicEvent, input: {} as TopicContext },
  guards: {
    /** Topics of a card open in order: the previous one must be completed first. */
    topicUnlocked: ({ context }) => context.unlocked,
    isVideoStep: ({ event }) => stepOf(event) === 'Video',
    isTaskStep: ({ event }) => stepOf(event) === 'Task',
    /** The task is a short written reflection: at least MIN_TASK_ANSWER characters. */
    taskAnswered: ({ event }) => event.type === 'STEP' && (event.answer ?? '').trim().length >= MIN_TASK_ANSWER,
    isCompletionStep: ({ event }) => stepOf(event) === 'Completed',
  },
}).createMachine({
  id: 'journeyTopic',
  context: ({ input }) => input,
  initial: 'notStarted',
  states: {
    notStarted: { on: { START: { target: 'inProgress', guard: 'topicUnlocked' } } },
    inProgress: { on: { STEP: { target: 'watchedVideo', guard: 'isVideoStep' } } },
    watchedVideo: { on: { STEP: { target: 'taskCompleted', guard: and(['isTaskStep', 'taskAnswered']) } } },
    taskCompleted: { on: { STEP: { target: 'completed', guard: 'isCompletionStep' } } },
    completed: { type: 'final' },
  },
});

/** The status after `event`, or null when the machine refuses it (the caller answers with an error). */
export function nextTopicStatus(status: TopicStatus, event: TopicEvent, context: TopicContext): TopicStatus | null {
  const snapshot = journeyTopicMachine.resolveState({ value: STATE_OF_STATUS[status], context });
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(journeyTopicMachine, snapshot, event);
  return STATUS_OF_STATE[next.value as StateName];
}

/** The step a topic in `status` waits for (null: not started yet, or done). */
export function expectedStep(status: TopicStatus): JourneyStep | null {
  switch (status) {
    case TOPIC_STATUS.IN_PROGRESS:
      return 'Video';
    case TOPIC_STATUS.WATCHED_VIDEO:
      return 'Task';
    case TOPIC_STATUS.TASK_COMPLETED:
      return 'Completed';
    default:
      return null;
  }
}

/** Why the machine refused a step, for the server's E-code (docs/journey.md, "Refusals"). */
export type StepRefusal = 'already_completed' | 'locked' | 'not_started' | 'out_of_order' | 'task_answer';

export function stepRefusal(status: TopicStatus, event: TopicEvent, context: TopicContext): StepRefusal | null {
  if (nextTopicStatus(status, event, context) !== null) return null;
  if (status === TOPIC_STATUS.COMPLETED) return 'already_completed';
  if (!context.unlocked) return 'locked';
  if (status === TOPIC_STATUS.NOT_STARTED) return 'not_started';
  if (event.type === 'STEP' && event.step === 'Task' && expectedStep(status) === 'Task') return 'task_answer';
  return 'out_of_order';
}
