/**
 * The journey's cards and topics (docs/journey.md, "Content and seed"). Written for salaried employees in India;
 * figures follow the rules in force for FY 2025-26. Seeded once into an empty database (seed.ts); admins edit it
 * afterwards.
 */

export type TopicContent = {
  title: string;
  summary: string;
  key_points: string[];
  video_title: string;
  video_minutes: number;
  task_title: string;
  task_prompt: string;
  /** The Hindi values (docs/i18n.md "Admin content in Hindi"), stored as the topic's `hi`. */
  hi: {
    title: string;
    summary: string;
    key_points: string[];
    video_title: string;
    task_title: string;
    task_prompt: string;
  };
};

export type CardContent = {
  slug: string;
  title: string;
  description: string;
  /** The Hindi values, stored as the card's `hi`. */
  hi: { title: string; description: string };
  topics: TopicContent[];
};

import { futureVision } from './card-future-vision.js';
import { financialFoundation } from './card-financial-foundation.js';
import { longTermSuccess } from './card-long-term-success.js';

export const JOURNEY_CARDS: CardContent[] = [futureVision, financialFoundation, longTermSuccess];
