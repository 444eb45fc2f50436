import { AppError } from '../../../shared/app-error.js';
import { hasCalculator } from '../../../shared/calculator-routes.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { AuthContext } from '../../plugins/access.js';

/** Per-calculator gating from package_info.calculator_ids (tax calculators 8 and 21 stand in for each other). */
export function canUseCalculator(auth: AuthContext | null, id: number): boolean {
  if (!auth) return false;
  return isAdminRole(auth.user.role) || hasCalculator(auth.packageInfo.calculator_ids, id);
}

export function assertCalculatorAccess(auth: AuthContext | null, id: number): void {
  if (!canUseCalculator(auth, id)) throw new AppError('E-10117');
}
