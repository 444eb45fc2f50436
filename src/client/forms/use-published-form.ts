import { useEffect, useState } from 'react';
import { isAbortError, toApiError, type ApiError } from '../api/api-error';
import { getPublishedForm, type PublishedForm } from './forms-api';

/**
 * The published definition of a form, fetched each time the page opens, so a version a super
 * admin published a moment ago applies at once (no deploy, no restart).
 */
export function usePublishedForm(formKey: string) {
  const [form, setForm] = useState<PublishedForm | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    getPublishedForm(formKey, controller.signal)
      .then(setForm)
      .catch((e: unknown) => {
        if (!isAbortError(e)) setError(toApiError(e));
      });
    return () => controller.abort();
  }, [formKey, attempt]);
  return { form, error, reload: () => setAttempt((n) => n + 1) };
}
