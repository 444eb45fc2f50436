import { test } from './fixtures.js';
import { ROLES, VIEWPORTS, checkRole } from './route-check.js';

/**
 * The route × role × viewport sweep (route-check.ts), one test per role and size so the workers share it out.
 * Each test logs its role in on its own page; every route of the role is a step.
 */
for (const role of ROLES) {
  for (const viewport of VIEWPORTS) {
    test(`route-check ${role.label} ${viewport.width}x${viewport.height}`, async ({ browser, server }) => {
      await checkRole({ browser, baseUrl: server.baseUrl }, role, viewport);
    });
  }
}
