import type source from './messages/en-IN.json';

/** Dotted keys of a nested catalogue type ('footer.terms'). */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A message key (docs/i18n.md), typed from the en-IN catalogue so a key that does not exist fails `tsc`; the error
 * catalogue's sentences are `error.<code>` and `errorAdmin.<code>`.
 */
export type MessageKey = Paths<typeof source> | `error.${string}` | `errorAdmin.${string}`;
export type MessageValues = Record<string, string | number>;
