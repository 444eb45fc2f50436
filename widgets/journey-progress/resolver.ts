import type { WidgetResolver } from '../types.js';

const JOURNEY_CARDS = ['Future Vision', 'Financial Foundation', 'Long-Term Success'];

/** The financial journey's topics (not started until the journey module records progress). */
export const resolveJourneyProgress: WidgetResolver = async () => ({
  topics: JOURNEY_CARDS.map((title) => ({ title, status: 'Not_started' })),
  completed: 0,
  total: JOURNEY_CARDS.length,
});
