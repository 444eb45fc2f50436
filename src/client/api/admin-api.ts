import { apiGet } from './api-client';
import type { AdminDashboardCounts } from './types';

export const getAdminDashboard = (signal?: AbortSignal) => apiGet<AdminDashboardCounts>('/report/admin-dashboard', { signal });
