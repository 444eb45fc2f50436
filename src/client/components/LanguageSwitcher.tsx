import selectable from 'virtual:finwell-selectable-locales';
import { setLocale, useLocale, useT } from '../../i18n/browser';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { updateUserProfile } from '../api/profile-api';
import { useSession } from '../session/session-context';
import { showToast } from '../toast/toast-store';

/**
 * The locales a person may choose (docs/i18n.md "Choosing the language"): English, and another locale once its
 * catalogue is complete (src/i18n/translation-pending.json lists nothing for it), so nobody is offered half a Hindi
 * portal. A saved choice of a locale still in progress is honoured (testers set it on the device).
 */
export const SELECTABLE_LOCALES: readonly Locale[] = LOCALES.filter((l) => selectable.includes(l));

/**
 * The header's language button: it names the other language in its own script (हिन्दी / English), as Indian
 * government and bank sites do. Signed in, the choice is also saved to the account (it follows the person to other
 * devices and sets the language of their e-mails).
 */
export function LanguageSwitcher({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { status, mergeUser } = useSession();
  const others = (SELECTABLE_LOCALES.includes(locale) ? SELECTABLE_LOCALES : [...SELECTABLE_LOCALES, locale]).filter(
    (l) => l !== locale,
  );
  if (others.length === 0) return null;
  const next = others[0];

  const choose = async () => {
    await setLocale(next);
    if (status !== 'authenticated') return;
    try {
      const profile = await updateUserProfile({ locale: next });
      mergeUser({ locale: profile.locale });
    } catch {
      showToast({ title: t('locale.saveFailed') });
    }
  };

  return (
    <button
      type="button"
      lang={next}
      title={t('locale.switchTitle', { language: LOCALE_NAMES[next] })}
      onClick={() => void choose()}
      data-testid="language-switcher"
      className={`${className} rounded-full px-3 py-2 text-sm font-medium transition ${tone === 'dark' ? 'text-brand-100 hover:bg-white/10 hover:text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
    >
      {LOCALE_NAMES[next]}
    </button>
  );
}
