/**
 * The en-IN catalogue's shape: one line per namespace file of src/i18n/messages/en-IN (a new file gets its line here;
 * tests/i18n/catalogues.test.ts fails on a file that is missing).
 */
type Source = {
  a11y: typeof import('./messages/en-IN/a11y.json');
  admin: typeof import('./messages/en-IN/admin.json');
  brand: typeof import('./messages/en-IN/brand.json');
  common: typeof import('./messages/en-IN/common.json');
  footer: typeof import('./messages/en-IN/footer.json');
  forms: typeof import('./messages/en-IN/forms.json');
  landing: typeof import('./messages/en-IN/landing.json');
  mail: typeof import('./messages/en-IN/mail.json');
  mf: typeof import('./messages/en-IN/mf.json');
  notFound: typeof import('./messages/en-IN/notFound.json');
  states: typeof import('./messages/en-IN/states.json');
  toast: typeof import('./messages/en-IN/toast.json');
  widgets: typeof import('./messages/en-IN/widgets.json');
};

/** Dotted keys of a nested catalogue type ('footer.terms'). */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A message key (docs/i18n.md), typed from the en-IN catalogue so a key that does not exist fails `tsc`; the error
 * catalogue's sentences are `error.<code>` and `errorAdmin.<code>`.
 */
export type MessageKey = Paths<Source> | `error.${string}` | `errorAdmin.${string}`;
export type MessageValues = Record<string, string | number>;
