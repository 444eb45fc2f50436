/**
 * The accessibility panel's ten options, with its text sizes and line heights (docs/product-rules.md "Accessibility panel").
 * Settings are a device preference: persisted in localStorage and applied as
 * classes and CSS variables on <html>, so they work on every page, public ones included.
 */
export type A11ySettings = {
  contrast: 'default' | 'high' | 'invert';
  highlightLinks: boolean;
  textSize: 16 | 20 | 24 | 28;
  textSpacing: boolean;
  hideImages: boolean;
  dyslexiaFriendly: boolean;
  lineHeight: 'default' | 1.5 | 1.75 | 2;
  textAlign: 'default' | 'left' | 'center' | 'justify';
  saturation: 'default' | 'low' | 'high' | 'monochrome';
  cursor: 'default' | 'big';
};

export const A11Y_STORAGE_KEY = 'finwell_a11y';

export const DEFAULT_A11Y: A11ySettings = {
  contrast: 'default',
  highlightLinks: false,
  textSize: 16,
  textSpacing: false,
  hideImages: false,
  dyslexiaFriendly: false,
  lineHeight: 'default',
  textAlign: 'default',
  saturation: 'default',
  cursor: 'default',
};

/**
 * The values each setting may take. The panel's options (a11y-options.ts, with their words) offer exactly these;
 * they live apart so that the employee entry, which applies stored settings at start-up, does not carry the panel's
 * labels (docs/performance.md).
 */
export const A11Y_VALUES: { [K in keyof A11ySettings]: ReadonlyArray<A11ySettings[K]> } = {
  contrast: ['default', 'high', 'invert'],
  highlightLinks: [false, true],
  textSize: [16, 20, 24, 28],
  textSpacing: [false, true],
  hideImages: [false, true],
  dyslexiaFriendly: [false, true],
  lineHeight: ['default', 1.5, 1.75, 2],
  textAlign: ['default', 'left', 'center', 'justify'],
  saturation: ['default', 'low', 'high', 'monochrome'],
  cursor: ['default', 'big'],
};

/** Reads stored settings, keeping only values that are still valid choices. */
export function loadA11ySettings(storage: Pick<Storage, 'getItem'> = localStorage): A11ySettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(A11Y_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A corrupt entry falls back to the defaults.
  }
  const result: Record<string, unknown> = { ...DEFAULT_A11Y };
  for (const [key, values] of Object.entries(A11Y_VALUES) as Array<[string, readonly unknown[]]>) {
    if (values.includes(stored[key])) result[key] = stored[key];
  }
  return result as A11ySettings;
}

export function saveA11ySettings(settings: A11ySettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(A11Y_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still apply for this visit.
  }
}

function filterFor(s: A11ySettings): string {
  const parts: string[] = [];
  if (s.contrast === 'high') parts.push('contrast(1.35)');
  if (s.contrast === 'invert') parts.push('invert(1) hue-rotate(180deg)');
  if (s.saturation === 'low') parts.push('saturate(0.5)');
  if (s.saturation === 'high') parts.push('saturate(1.8)');
  if (s.saturation === 'monochrome') parts.push('grayscale(1)');
  return parts.join(' ');
}

export function applyA11ySettings(s: A11ySettings, root: HTMLElement = document.documentElement): void {
  const filter = filterFor(s);
  const classes: Record<string, boolean> = {
    'a11y-filter': filter !== '',
    'a11y-contrast-high': s.contrast === 'high',
    'a11y-contrast-invert': s.contrast === 'invert',
    'a11y-highlight-links': s.highlightLinks,
    'a11y-text-spacing': s.textSpacing,
    'a11y-hide-images': s.hideImages,
    'a11y-dyslexia': s.dyslexiaFriendly,
    'a11y-line-height': s.lineHeight !== 'default',
    'a11y-align': s.textAlign !== 'default',
    'a11y-cursor-big': s.cursor === 'big',
  };
  for (const [name, on] of Object.entries(classes)) root.classList.toggle(name, on);
  const vars: Record<string, string | null> = {
    '--a11y-filter': filter || null,
    '--a11y-font-size': s.textSize === 16 ? null : `${s.textSize}px`,
    '--a11y-line-height': s.lineHeight === 'default' ? null : String(s.lineHeight),
    '--a11y-text-align': s.textAlign === 'default' ? null : s.textAlign,
  };
  for (const [name, value] of Object.entries(vars)) {
    if (value === null) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
}

export function countActiveA11y(s: A11ySettings): number {
  return (Object.keys(DEFAULT_A11Y) as Array<keyof A11ySettings>).filter((k) => s[k] !== DEFAULT_A11Y[k]).length;
}
