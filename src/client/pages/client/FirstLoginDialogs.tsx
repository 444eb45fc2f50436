import { useId, useState } from 'react';
import { Link } from 'react-router';
import { messageFor, useT } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';
import { saveUserPreference } from '../../api/profile-api';
import type { PreferenceUpdate, UserProfile } from '../../api/types';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useSession } from '../../session/session-context';
import { POPUPS_DISMISSED_KEY } from '../../session/session-keys';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { AgeRangePicker, PreferenceChips } from './PreferenceChips';

type Step = 'preferences' | 'ageRange' | 'consent';

/** The popups a user still owes: preferences, age range, and consent for new users. */
export function pendingSteps(user: UserProfile): Step[] {
  const steps: Step[] = [];
  if (user.preferences.length === 0) steps.push('preferences');
  if (user.age_range === null) steps.push('ageRange');
  if (user.is_new_user && user.consent_at === null) steps.push('consent');
  return steps;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(POPUPS_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * First-login popups (docs/product-rules.md "Popups": preferences, age range, consent). Shown one after
 * another while the profile lacks them; "Skip for now" (or Escape) hides them in this browser until logout
 * (every tab shares the session).
 */
export function FirstLoginDialogs() {
  const t = useT();
  const { user, mergeUser } = useSession();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [saving, setSaving] = useState(false);
  const [preferences, setPreferences] = useState<number[]>(user?.preferences ?? []);
  const [ageRange, setAgeRange] = useState<number | null>(user?.age_range ?? null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const [total] = useState(() => (user ? pendingSteps(user).length : 0));

  if (!user || dismissed) return null;
  const steps = pendingSteps(user);
  const step = steps[0];
  if (!step) return null;

  const skip = () => {
    try {
      localStorage.setItem(POPUPS_DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode): hidden for this page only.
    }
    setDismissed(true);
  };

  const save = async (update: PreferenceUpdate) => {
    setSaving(true);
    setError(null);
    try {
      const profile = await saveUserPreference(update);
      mergeUser(profile);
      if (steps.length === 1) showToast({ title: messageFor('S-10007') });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setSaving(false);
    }
  };

  const position = t('client.firstLogin.step', {
    step: Math.max(1, total - steps.length + 1),
    total: Math.max(total, steps.length),
  });
  const describe = (text: string) => (
    <>
      <span className="mb-1 block text-xs font-semibold tracking-wide text-brand-700 uppercase">{position}</span>
      {text}
    </>
  );
  const footer = (action: () => void, label: string, disabled = false) => (
    <>
      <Button variant="ghost" onClick={skip}>
        {t('client.firstLogin.skip')}
      </Button>
      <Button onClick={action} loading={saving} disabled={disabled}>
        {label}
      </Button>
    </>
  );

  if (step === 'preferences') {
    return (
      <Dialog
        open
        title={t('client.firstLogin.preferencesTitle')}
        description={describe(t('client.firstLogin.preferencesDescription'))}
        onClose={skip}
        footer={footer(() => void save({ preferences }), t('client.firstLogin.continue'), preferences.length === 0)}
      >
        <p id={labelId} className="sr-only">
          {t('client.firstLogin.preferenceTopics')}
        </p>
        <PreferenceChips value={preferences} onChange={setPreferences} labelledBy={labelId} />
        <p className="mt-4 text-xs text-slate-500">{t('client.firstLogin.preferencesHint')}</p>
      </Dialog>
    );
  }

  if (step === 'ageRange') {
    const submit = () => (ageRange === null ? setError('E-10063') : void save({ age_range: ageRange }));
    return (
      <Dialog
        open
        title={t('client.firstLogin.ageTitle')}
        description={describe(t('client.firstLogin.ageDescription'))}
        onClose={skip}
        size="sm"
        footer={footer(submit, t('client.firstLogin.continue'))}
      >
        <p id={labelId} className="sr-only">
          {t('client.firstLogin.ageRange')}
        </p>
        <AgeRangePicker
          value={ageRange}
          onChange={(v) => {
            setAgeRange(v);
            setError(null);
          }}
          name="first-login-age"
          labelledBy={labelId}
        />
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('client.firstLogin.codedError', { code: error, message: messageFor(error) })}
          </p>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={t('client.firstLogin.consentTitle')}
      description={describe(t('client.firstLogin.consentDescription'))}
      onClose={skip}
      footer={footer(() => void save({ consent: true }), t('client.firstLogin.agreeContinue'), !consent)}
    >
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>{t('client.firstLogin.consentNeverSold')}</li>
        <li>{t('client.firstLogin.consentEdit')}</li>
        <li>{t('client.firstLogin.consentAdmins')}</li>
        <li>{t('client.firstLogin.consentEncrypted')}</li>
      </ul>
      <label className="mt-5 flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <span>
          {richText(t('client.firstLogin.consentAgree'), {
            terms: (text) => (
              <Link to="/terms-conditions" target="_blank" className="link">
                {text}
              </Link>
            ),
            privacy: (text) => (
              <Link to="/privacy-policy" target="_blank" className="link">
                {text}
              </Link>
            ),
          })}
        </span>
      </label>
    </Dialog>
  );
}
