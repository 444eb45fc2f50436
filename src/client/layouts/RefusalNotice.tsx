import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageFor } from '../../i18n/browser';
import { ErrorCodeDetail } from '../components/ErrorMessage';
import { InlineAlert } from '../components/StateViews';
import { showToast } from '../toast/toast-store';

import { readRefusal } from './refusal-state';

export { readRefusal, type RefusalState } from './refusal-state';

/**
 * After an access-denied redirect (docs/product-rules.md "The API wrapper and session storage": "E-10117 is
 * shown after an access-denied redirect") the user gets a destructive toast and a banner naming the code, which
 * stays in the page until dismissed so it is not missed when the toast fades.
 */
export function RefusalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const refusal = readRefusal(location.state);

  useEffect(() => {
    if (!refusal) return;
    showToast({
      variant: 'destructive',
      title: messageFor(refusal.code),
      code: refusal.code,
      durationMs: 8000,
    });
    // Keyed on the navigation (location.key), so one refusal raises one toast however often this renders.
  }, [location.key]);

  if (!refusal) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 md:px-8" data-testid="refusal-notice">
      <InlineAlert onClose={() => navigate(location.pathname + location.search, { replace: true, state: null })}>
        {messageFor(refusal.code)}{' '}
        <span className="text-red-800/80">
          (<span className="font-mono">{refusal.path}</span>)
        </span>
        <ErrorCodeDetail code={refusal.code} className="mt-0.5" />
      </InlineAlert>
    </div>
  );
}
