import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { takesUploads } from '../plugins/multipart.js';
import { activityRoutes } from './activity/routes.js';
import { adminRoutes } from './admins/routes.js';
import { calculatorRoutes } from './calculators/routes.js';
import { companyRoutes } from './companies/routes.js';
import { formRoutes } from './forms/routes.js';
import { landingRoutes } from './landing/routes.js';
import { widgetItemRoutes } from './widget-items/routes.js';
import { adminDashboardRoutes } from './admin-dashboard/routes.js';
import { authRoutes } from './auth/routes.js';
import { ssoRoutes } from './auth/sso-routes.js';
import { profileRoutes } from './profile/routes.js';
import { systemRoutes } from './system/routes.js';
import { counsellingModules } from './counselling/index.js';
import { mutualFundRoutes } from './mutual-funds/routes.js';
import { knowledgeBaseModules } from './knowledge-base/index.js';
import { auditRoutes } from './audit/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { webinarModules } from './webinars/index.js';
import { learningModules } from './learning/index.js';
import { commerceModules } from './commerce/index.js';
import { journeyModules } from './journey/index.js';
import { engagementModules } from './engagement/index.js';
import { reportRoutes } from './reports/routes.js';
import { assistantRoutes } from './assistant/routes.js';
import { employeeRoutes } from './employees/routes.js';

export type ApiModule = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

/** Every area of the api contract, mounted under /api/v1. */
export const apiModules: ApiModule[] = [
  systemRoutes,
  authRoutes,
  ssoRoutes,
  profileRoutes,
  activityRoutes,
  adminDashboardRoutes,
  landingRoutes,
  formRoutes,
  calculatorRoutes,
  takesUploads(companyRoutes),
  adminRoutes,
  widgetItemRoutes,
  ...counsellingModules,
  mutualFundRoutes,
  ...knowledgeBaseModules,
  auditRoutes,
  privacyRoutes,
  ...webinarModules,
  ...learningModules,
  ...commerceModules,
  ...journeyModules,
  ...engagementModules,
  reportRoutes,
  assistantRoutes,
  employeeRoutes,
];
