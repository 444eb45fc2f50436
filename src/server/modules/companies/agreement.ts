import { todayIST } from '../../../shared/ist.js';

/**
 * Whether a company's agreement is in force on `today` (an IST calendar date, YYYY-MM-DD): it has not yet to start and
 * has not ended; a missing date leaves that side open. Login refuses a company outside it (E-10370), and editing a
 * company out of it ends its sessions; a signed-in session checks the same dates in SQL (auth/session.ts).
 */
export function agreementInForce(
  dates: { start_date: string | null; end_date: string | null },
  today: string = todayIST(),
): boolean {
  return !(dates.start_date && dates.start_date > today) && !(dates.end_date && dates.end_date < today);
}
