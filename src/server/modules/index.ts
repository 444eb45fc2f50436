import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { activityRoutes } from './activity/routes.js';
import { adminDashboardRoutes } from './admin-dashboard/routes.js';
import { authRoutes } from './auth/routes.js';
import { profileRoutes } from './profile/routes.js';
import { systemRoutes } from './system/routes.js';

export type ApiModule = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

/** Every area of the api contract, mounted under /api/v1. */
export const apiModules: ApiModule[] = [systemRoutes, authRoutes, profileRoutes, activityRoutes, adminDashboardRoutes];
