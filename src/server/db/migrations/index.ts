import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as mutualFunds from './0100-mutual-funds.js';
import * as landingAndForms from './0200-landing-and-forms.js';
import * as counselling from './0300-counselling.js';
import * as calculators from './0400-calculators.js';
import * as formExtras from './0500-form-extras.js';
import * as mailQueue from './0600-mail-queue.js';
import * as phoneLookup from './0700-phone-lookup.js';
import * as knowledgeBase from './0800-knowledge-base.js';
import * as knowledgeBaseSearch from './0810-knowledge-base-search.js';
import * as uniqueMobile from './2100-unique-mobile.js';
import * as auditLog from './2101-audit-log.js';
import * as privacy from './2102-privacy.js';
import * as userLocale from './1900-user-locale.js';
import * as bookingGuestLocale from './1901-booking-guest-locale.js';
import * as journeyVideos from './1101-journey-videos.js';
import * as sso from './0740-sso.js';
import * as webinars from './0720-webinars.js';
import * as learning from './0900-learning.js';
import * as commerce from './1300-commerce.js';
import * as commerceAutoRenew from './1301-commerce-auto-renew.js';
import * as journey from './1100-journey.js';
import * as engagement from './1000-engagement.js';
import * as engagementContent from './1001-engagement-content.js';
import * as reports from './1400-reports.js';
import * as reportSources from './1401-report-sources.js';
import * as reportRollups from './1402-report-rollups.js';
import * as usersCreatedIndex from './1403-users-created-index.js';
import * as assistant from './1200-assistant.js';
import * as rosterImports from './2900-roster-imports.js';
import * as contentHindiLanding from './2300-content-hindi-landing.js';
import * as contentHindiLearning from './2301-content-hindi-learning.js';
import * as contentHindiResources from './2302-content-hindi-resources.js';
import * as contentHindiCounsellorsPackages from './2303-content-hindi-counsellors-packages.js';
import * as defaultPageWithRoom from './2960-default-page-with-room.js';
import * as rateLimitCounters from './3100-rate-limit-counters.js';
import * as rateLimitLeases from './3110-rate-limit-leases.js';
import * as defaultHeroWords from './3120-default-hero-words.js';
import * as trueTaskWords from './3140-true-task-words.js';
import * as courseCertificates from './3150-course-certificates.js';
import * as chapterProgress from './3160-chapter-progress.js';
import * as assistantConversations from './3170-assistant-conversations.js';
import * as mediaWatchProgress from './3180-media-watch-progress.js';
import * as assignmentSubmissions from './3190-assignment-submissions.js';
import * as learningHindiMedia from './3200-learning-hindi-media.js';
import * as contentHindiLearningJourney from './3201-content-hindi-learning-journey.js';

/**
 * Every migration, in order. Static imports (not a folder scan) so the server and the tests see
 * the same list wherever they run. Names sort in run order; an applied migration is never edited.
 * The key is the name recorded in schema_migrations: it never changes, even when a file moves
 * (0100-mutual-funds lived in modules/mutual-funds/ before; docs/database.md).
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0100-mutual-funds': mutualFunds,
  '0200-landing-and-forms': landingAndForms,
  '0300-counselling': counselling,
  '0400-calculators': calculators,
  '0500-form-extras': formExtras,
  '0600-mail-queue': mailQueue,
  '0700-phone-lookup': phoneLookup,
  '0800-knowledge-base': knowledgeBase,
  '0810-knowledge-base-search': knowledgeBaseSearch,
  '2100-unique-mobile': uniqueMobile,
  '2101-audit-log': auditLog,
  '2102-privacy': privacy,
  '0740-sso': sso,
  '0720-webinars': webinars,
  '0900-learning': learning,
  '1300-commerce': commerce,
  '1301-commerce-auto-renew': commerceAutoRenew,
  '1100-journey': journey,
  '1101-journey-videos': journeyVideos,
  '1000-engagement': engagement,
  '1001-engagement-content': engagementContent,
  '1400-reports': reports,
  '1401-report-sources': reportSources,
  '1402-report-rollups': reportRollups,
  '1403-users-created-index': usersCreatedIndex,
  '1200-assistant': assistant,
  '1900-user-locale': userLocale,
  '1901-booking-guest-locale': bookingGuestLocale,
  '2300-content-hindi-landing': contentHindiLanding,
  '2301-content-hindi-learning': contentHindiLearning,
  '2302-content-hindi-resources': contentHindiResources,
  '2303-content-hindi-counsellors-packages': contentHindiCounsellorsPackages,
  '2900-roster-imports': rosterImports,
  '2960-default-page-with-room': defaultPageWithRoom,
  '3100-rate-limit-counters': rateLimitCounters,
  '3110-rate-limit-leases': rateLimitLeases,
  '3120-default-hero-words': defaultHeroWords,
  '3140-true-task-words': trueTaskWords,
  '3150-course-certificates': courseCertificates,
  '3160-chapter-progress': chapterProgress,
  '3170-assistant-conversations': assistantConversations,
  '3180-media-watch-progress': mediaWatchProgress,
  '3190-assignment-submissions': assignmentSubmissions,
  '3200-learning-hindi-media': learningHindiMedia,
  '3201-content-hindi-learning-journey': contentHindiLearningJourney,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export type AnyDb = Kysely<unknown>;
