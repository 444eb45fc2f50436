import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as counselling from './0300-counselling.js';
import * as mutualFunds from '../../modules/mutual-funds/migration.js';
import * as landingAndForms from './0200-landing-and-forms.js';
import * as calculators from './0400-calculators.js';
import * as formExtras from './0500-form-extras.js';
import * as mailQueue from './0600-mail-queue.js';
import * as phoneLookup from './0700-phone-lookup.js';
import * as webinars from './0720-webinars.js';

/**
 * Every migration, in order. Static imports (not a folder scan) so the server and the tests see
 * the same list wherever they run. Names sort in run order; an applied migration is never edited.
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0300-counselling': counselling,
  '0100-mutual-funds': mutualFunds,
  '0200-landing-and-forms': landingAndForms,
  '0400-calculators': calculators,
  '0500-form-extras': formExtras,
  '0600-mail-queue': mailQueue,
  '0700-phone-lookup': phoneLookup,
  '0720-webinars': webinars,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export type AnyDb = Kysely<unknown>;
