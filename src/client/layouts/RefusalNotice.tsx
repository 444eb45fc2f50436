import { useLocation, useNavigate } from 'react-router';
import { messageFor, useT } from '../../i18n/browser';
import { ErrorCodeDetail } from '../components/ErrorMessage';
import { InlineAlert } from '../components/StateViews';
import { sectionLabelFor } from '../navigation/client-nav';

import { readRefusal } from './refusal-state';

export { readRefusal, type RefusalState } from './refusal-state';

/**
 * After an access-denied redirect (docs/product-rules.md "The API wrapper and session storage": "E-10117 is
 * shown after an access-denied redirect") the page shows one banner: the refusal's sentence, the section the person
 * tried to open by its name (never the raw address), and the code as a small detail. It stays until dismissed and is
 * announced once (role="alert"); no toast repeats it (issue 34: banner and toast at once said the same thing twice).
 */
export function RefusalNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const refusal = readRefusal(location.state);

  if (!refusal) return null;
  const section = sectionLabelFor(refusal.path);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 md:px-8" data-testid="refusal-notice">
      <InlineAlert onClose={() => navigate(location.pathname + location.search, { replace: true, state: null })}>
        {messageFor(refusal.code)}
        {section && <span className="text-red-800/80"> ({t(section)})</span>}
        <ErrorCodeDetail code={refusal.code} className="mt-0.5" />
      </InlineAlert>
    </div>
  );
}
