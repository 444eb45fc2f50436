import type { Envelope } from './envelope.js';

/**
 * Route typing (docs/api.md, "Typed routes"): a handler's `req.params`, `req.query` and `req.body` are typed
 * through Fastify's route generics with the types that `npm run gen` generates from the same JSON Schemas the
 * route validates with (schemas/api/, schemas/entities/ -> src/shared/generated/).
 */

/**
 * A validated query or body whose fields with a schema `default` are present: ajv fills them in before the
 * handler runs (src/shared/ajv.ts, useDefaults), while the generated type keeps them optional for the caller.
 */
export type WithDefaults<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> };

/**
 * What a handler may return for an answer whose wire type is T (a type generated from a response schema): a
 * `Date` wherever T has a string, since the serialiser writes it as an ISO date-time (`format: date-time`).
 */
export type Serialisable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Serialisable<U>[]
    : T extends object
      ? { [K in keyof T]: Serialisable<T[K]> }
      : T;

/** The `Reply` route generic of a success answer: the envelope around data of the generated type T. */
export type Answer<T> = Envelope<Serialisable<T>>;
