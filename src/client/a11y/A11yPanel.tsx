import { useState } from 'react';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { closeA11yPanel, useA11yPanelOpen } from './a11y-panel-store';
import { useT, type MessageKey } from '../../i18n/browser';
import { A11Y_OPTIONS, type A11yOption } from './a11y-options';
import {
  applyA11ySettings,
  countActiveA11y,
  DEFAULT_A11Y,
  loadA11ySettings,
  saveA11ySettings,
  type A11ySettings,
} from './a11y-settings';

/** The header button lives in A11yButton.tsx (in the employee entry); this panel loads when first opened. */
export { A11yButton } from './A11yButton';

/**
 * The accessibility panel (a dialog, mounted once in the root layout). Each change applies at
 * once, so the user sees the effect while choosing, and is remembered on this device.
 */
export function A11yPanel() {
  const open = useA11yPanelOpen();
  const [settings, setSettings] = useState<A11ySettings>(() => loadA11ySettings());

  const update = (next: A11ySettings) => {
    setSettings(next);
    applyA11ySettings(next);
    saveA11ySettings(next);
  };
  const active = countActiveA11y(settings);
  const t = useT();

  return (
    <Dialog
      open={open}
      onClose={closeA11yPanel}
      title={t('a11y.title')}
      description={t('a11y.description')}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => update(DEFAULT_A11Y)} disabled={active === 0}>
            {t('a11y.resetAll')}
          </Button>
          <Button onClick={closeA11yPanel}>{t('a11y.done')}</Button>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2" data-testid="a11y-panel">
        {A11Y_OPTIONS.map((option) => (
          <OptionGroup key={option.key} option={option} settings={settings} onChange={update} />
        ))}
      </div>
    </Dialog>
  );
}

function OptionGroup({
  option,
  settings,
  onChange,
}: {
  option: A11yOption;
  settings: A11ySettings;
  onChange: (s: A11ySettings) => void;
}) {
  const current = settings[option.key];
  const t = useT();
  const choices = option.choices as Array<{
    value: A11ySettings[typeof option.key];
    label: MessageKey | null;
    text?: string;
  }>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t(option.label)}</legend>
      <div className="flex flex-wrap gap-1.5 rounded-xl bg-slate-100 p-1">
        {choices.map((choice) => {
          const checked = current === choice.value;
          return (
            <label
              key={String(choice.value)}
              className={`relative flex-1 cursor-pointer rounded-lg px-2.5 py-1.5 text-center text-sm font-medium whitespace-nowrap transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                checked ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`a11y-${option.key}`}
                checked={checked}
                onChange={() => onChange({ ...settings, [option.key]: choice.value })}
              />
              {choice.label ? t(choice.label) : choice.text}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
