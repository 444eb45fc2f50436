import { Sentence } from '../components/Sentence';
import { useSession } from '../session/session-context';
import { ROLE } from '../../shared/roles';
import { useT, type MessageKey } from '../../i18n/browser';

/** Which sentence each kind of reader gets; the company's kind decides for its employees (3 client, 9 partner). */
function sentenceFor(role: number | null, companyType: number | null): MessageKey | null {
  if (role === ROLE.PAID_USER || role === ROLE.UNKNOWN_PAID_USER) return 'landing.audience.paid';
  if (role === ROLE.PARTNER_EMPLOYEE || role === ROLE.UNKNOWN_PARTNER_EMPLOYEE || companyType === ROLE.PARTNER)
    return 'landing.audience.partner';
  if (role === ROLE.CLIENT_EMPLOYEE || role === ROLE.UNKNOWN_CLIENT_EMPLOYEE) return 'landing.audience.employer';
  return null;
}

/**
 * One line above the home page that is true for its reader (issue 34): the home page is the admins' (one default page
 * serves everyone without their own), so who provides FinWell is said here, from the session, with the first paint: a
 * client's employees hear it is from their employer, a partner's staff that it comes through the partner, a paid user
 * that the plan is their own. Admins and counsellors see nothing.
 */
export function AudienceLine() {
  const t = useT();
  const { role, company } = useSession();
  const k = sentenceFor(role, company?.user_type ?? null);
  if (!k || (k !== 'landing.audience.paid' && !company)) return null;
  return (
    <p className="mb-3 text-sm text-slate-600" data-testid="home-audience">
      {k === 'landing.audience.paid' ? (
        t(k)
      ) : (
        <Sentence k={k} parts={{ company: <span translate="no">{company?.company_name}</span> }} />
      )}
    </p>
  );
}
