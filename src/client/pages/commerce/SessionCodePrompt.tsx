import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/browser';
import { describeError, toApiError, type ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/FormField';
import { SESSION_CODE_PROMPT_KEY } from '../../session/session-keys';
import { showToast } from '../../toast/toast-store';
import { commerceApi } from './commerce-api';

const FIELD_ID = 'session-code-prompt-field';

function clearPending(): void {
  try {
    sessionStorage.removeItem(SESSION_CODE_PROMPT_KEY);
  } catch {
    // Storage refused: it asks again at the next page load, nothing worse.
  }
}

function pendingAfterLogin(): boolean {
  try {
    return sessionStorage.getItem(SESSION_CODE_PROMPT_KEY) === 'pending';
  } catch {
    return false;
  }
}

/** The server's answer to "ask?", asked once per login: at sign-in (prefetchSessionCodePrompt), else on first render. */
let promptAnswer: Promise<{ ask: boolean }> | null = null;

/**
 * Starts asking the server whether to prompt as soon as a login succeeds (SessionProvider's signIn), while the browser
 * goes to the home page: the dialog is then ready as the page appears, instead of popping over it seconds later once
 * its code, sentences and answer have loaded one after another (issue 34).
 */
export function prefetchSessionCodePrompt(): void {
  promptAnswer = commerceApi.sessionCodePrompt();
  promptAnswer.catch(() => undefined);
}

/**
 * The session-code prompt right after login (docs/commerce.md "Session code"): "Do you have a session code?"
 * Skip (or Escape) closes it; Yes asks for the code (verify-session-code: E-10227 empty, E-10784 not yours,
 * shown beside the field); "Don't ask again" stops it on every device. The server decides whether to ask
 * (session-code/prompt: not verified yet, not dismissed, never admins). It shows right after a login (signIn
 * marks the tab), not when a tab restores its session; answered, it stays closed until the next login.
 * `onDone` runs once it is closed or not needed (the first-login popups wait for it).
 */
export function SessionCodePrompt({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [step, setStep] = useState<'loading' | 'ask' | 'enter' | 'done'>(() =>
    pendingAfterLogin() ? 'loading' : 'done',
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step !== 'loading') return;
    let stop = false;
    const answer = promptAnswer ?? commerceApi.sessionCodePrompt();
    promptAnswer = null;
    answer
      .then((r) => {
        if (!r.ask) clearPending();
        if (!stop) setStep(r.ask ? 'ask' : 'done');
      })
      .catch(() => !stop && setStep('done'));
    return () => {
      stop = true;
    };
  }, [step]);

  useEffect(() => {
    if (step === 'done') onDone();
    // Yes replaces the buttons by the field: the focus goes to it (not back to the page).
    if (step === 'enter') document.getElementById(FIELD_ID)?.focus();
  }, [step, onDone]);

  if (step === 'loading' || step === 'done') return null;

  const finish = () => {
    clearPending();
    setStep('done');
  };
  const dontAsk = async () => {
    setBusy(true);
    try {
      await commerceApi.dismissSessionCodePrompt();
    } catch {
      // Closing matters more than remembering; it asks again at the next login.
    } finally {
      setBusy(false);
      finish();
    }
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await commerceApi.verifySessionCode(code);
      showToast({ title: t('session.prompt.verified') });
      finish();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'ask')
    return (
      <Dialog
        open
        size="sm"
        title={t('session.prompt.title')}
        description={t('session.prompt.description')}
        onClose={finish}
        footer={
          <div className="flex w-full flex-wrap items-center justify-end gap-2">
            <Button variant="ghost" onClick={() => void dontAsk()} disabled={busy} className="mr-auto">
              {t('session.prompt.dontAsk')}
            </Button>
            <Button variant="secondary" onClick={finish}>
              {t('session.prompt.skip')}
            </Button>
            <Button onClick={() => setStep('enter')}>{t('session.prompt.yes')}</Button>
          </div>
        }
      />
    );

  return (
    <Dialog
      open
      size="sm"
      title={t('session.prompt.title')}
      onClose={finish}
      footer={
        <>
          <Button variant="secondary" onClick={finish}>
            {t('session.prompt.skip')}
          </Button>
          <Button type="submit" form="session-code-prompt" loading={busy}>
            {t('session.prompt.verify')}
          </Button>
        </>
      }
    >
      <form id="session-code-prompt" onSubmit={(e) => void verify(e)} noValidate>
        <TextField
          label={t('session.prompt.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          id={FIELD_ID}
          error={error ? describeError(error) : null}
        />
      </form>
    </Dialog>
  );
}
