import type { MessageKey } from '../../../i18n/browser';

/**
 * The journey's fixed words the server sends in English (its own constants, not admin content), by their key: the
 * client shows them from the catalogue in the reader's language. tests/i18n/journey-text.test.ts keeps the en-IN
 * catalogue equal to the server's English.
 */

/** The resources cards' words by kind (CARDS in src/server/modules/journey/resources-service.ts is their en-IN). */
export const RESOURCE_CARD_TEXT: Record<string, { title: MessageKey; subtitle: MessageKey }> = {
  Dynamic_Activities: {
    title: 'journey.resources.activitiesTitle',
    subtitle: 'journey.resources.activitiesSubtitle',
  },
  Quiz: { title: 'journey.resources.quizTitle', subtitle: 'journey.resources.quizSubtitle' },
  Games: { title: 'journey.resources.gamesTitle', subtitle: 'journey.resources.gamesSubtitle' },
};

export type BandText = { label: MessageKey; description: MessageKey; allocation: MessageKey };

/** The bands' words by key (the server's English in src/server/modules/journey/content.ts is the en-IN catalogue). */
export const BAND_TEXT: Record<string, BandText> = {
  conservative: {
    label: 'journey.risk.band.conservative.label',
    description: 'journey.risk.band.conservative.description',
    allocation: 'journey.risk.band.conservative.allocation',
  },
  moderately_conservative: {
    label: 'journey.risk.band.moderately_conservative.label',
    description: 'journey.risk.band.moderately_conservative.description',
    allocation: 'journey.risk.band.moderately_conservative.allocation',
  },
  moderate: {
    label: 'journey.risk.band.moderate.label',
    description: 'journey.risk.band.moderate.description',
    allocation: 'journey.risk.band.moderate.allocation',
  },
  moderately_aggressive: {
    label: 'journey.risk.band.moderately_aggressive.label',
    description: 'journey.risk.band.moderately_aggressive.description',
    allocation: 'journey.risk.band.moderately_aggressive.allocation',
  },
  aggressive: {
    label: 'journey.risk.band.aggressive.label',
    description: 'journey.risk.band.aggressive.description',
    allocation: 'journey.risk.band.aggressive.allocation',
  },
};

/** The next steps' words by key (NEXT_STEPS in src/server/modules/journey/fra-next-steps.ts). */
export const NEXT_STEP_TEXT: Record<string, MessageKey> = {
  emergencyFundFirst: 'journey.risk.next.emergencyFundFirst',
  comparePpf: 'journey.risk.next.comparePpf',
  talkToCounsellor: 'journey.risk.next.talkToCounsellor',
  goalPlanner: 'journey.risk.next.goalPlanner',
  sipBasics: 'journey.risk.next.sipBasics',
  sipGrowth: 'journey.risk.next.sipGrowth',
  learningCourses: 'journey.risk.next.learningCourses',
  reviewPlan: 'journey.risk.next.reviewPlan',
  stepUpSip: 'journey.risk.next.stepUpSip',
  reviewAllocation: 'journey.risk.next.reviewAllocation',
  retirementNumber: 'journey.risk.next.retirementNumber',
  stressTest: 'journey.risk.next.stressTest',
};
