/**
 * The few parts of oidc-provider (a devDependency without bundled types) the test identity
 * provider uses (tests/support/test-idp.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AccountClaims = Record<string, unknown> & { sub: string };
  export type Account = { accountId: string; claims: () => Promise<AccountClaims> | AccountClaims };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
  };

  export type InteractionDetails = { uid: string; params: Record<string, unknown> };

  class Grant {
    constructor(opts: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: typeof Grant;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
