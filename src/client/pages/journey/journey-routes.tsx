import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const FinancialJourneyPage = lazyPage(() => import('./FinancialJourneyPage'), 'FinancialJourneyPage');
const JourneyCongratulationPage = lazyPage(() => import('./JourneyResultPages'), 'JourneyCongratulationPage');
const JourneySummaryPage = lazyPage(() => import('./JourneyResultPages'), 'JourneySummaryPage');
const ResourcesPage = lazyPage(() => import('./ResourcesPages'), 'ResourcesPage');
const ActivitiesPage = lazyPage(() => import('./ResourcesPages'), 'ActivitiesPage');
const GamesPage = lazyPage(() => import('./ResourcesPages'), 'GamesPage');
const QuizPage = lazyPage(() => import('./QuizPage'), 'QuizPage');
const NeedsWantsGame = lazyPage(() => import('./NeedsWantsGame'), 'NeedsWantsGame');
const RiskAssessmentPage = lazyPage(() => import('./RiskAssessmentPage'), 'RiskAssessmentPage');
const FinancialPlannerPage = lazyPage(() => import('./FinancialPlannerPage'), 'FinancialPlannerPage');
const ManageJourneyPage = lazyPage(() => import('../admin/journey/ManageJourneyPage'), 'ManageJourneyPage');

/** The journey, resources, risk assessment and planner pages, relative to /client (docs/journey.md). */
export const journeyRoutes: RouteObject[] = [
  { path: 'financial-journey', element: <FinancialJourneyPage /> },
  { path: 'financial-journey/congratulation', element: <JourneyCongratulationPage /> },
  { path: 'financial-journey/summary', element: <JourneySummaryPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'resources/activities', element: <ActivitiesPage /> },
  { path: 'resources/quiz', element: <QuizPage /> },
  { path: 'resources/games', element: <GamesPage /> },
  { path: 'resources/games/needs-vs-wants', element: <NeedsWantsGame /> },
  { path: 'resources/risk-assessment', element: <RiskAssessmentPage /> },
  { path: 'financial-planner', element: <FinancialPlannerPage /> },
];

/** Admin management of topics, quiz, risk questions and resource items, relative to /admin. */
export const adminJourneyRoutes: RouteObject[] = [{ path: 'manage-journey', element: <ManageJourneyPage /> }];
