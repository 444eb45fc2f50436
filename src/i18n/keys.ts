import type a11y from './messages/en-IN/a11y.json';
import type admin from './messages/en-IN/admin.json';
import type adminReports from './messages/en-IN/adminReports.json';
import type brand from './messages/en-IN/brand.json';
import type common from './messages/en-IN/common.json';
import type footer from './messages/en-IN/footer.json';
import type forms from './messages/en-IN/forms.json';
import type landing from './messages/en-IN/landing.json';
import type mail from './messages/en-IN/mail.json';
import type mf from './messages/en-IN/mf.json';
import type notFound from './messages/en-IN/notFound.json';
import type states from './messages/en-IN/states.json';
import type toast from './messages/en-IN/toast.json';
import type widgets from './messages/en-IN/widgets.json';

/**
 * The en-IN catalogue's shape: one line per namespace file of src/i18n/messages/en-IN (a new file gets its two lines here;
 * tests/i18n/catalogues.test.ts fails on a file that is missing).
 */
type Source = {
  a11y: typeof a11y;
  admin: typeof admin;
  adminReports: typeof adminReports;
  brand: typeof brand;
  common: typeof common;
  footer: typeof footer;
  forms: typeof forms;
  landing: typeof landing;
  mail: typeof mail;
  mf: typeof mf;
  notFound: typeof notFound;
  states: typeof states;
  toast: typeof toast;
  widgets: typeof widgets;
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
