import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on loopback for the SSO tests and the e2e spec
 * (docs/sso.md, "Testing"). Its sign-in page lists the accounts as buttons: the API tests press
 * one with fetch (cookies carried by hand), the e2e spec clicks one in Chromium. Accounts carry
 * Google-like (`hd`, `email_verified`) or Entra-like (`tid`, `oid`) claims.
 */
export type TestIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Follows an authorization URL through the sign-in page as `accountId`; answers the redirect to FinWell. */
  signIn: (authorizationUrl: string, accountId: string) => Promise<URL>;
  /**
   * What the token endpoint does to the ID tokens it answers from now on: 'foreign-key' re-signs
   * each with a key the provider never published (same header, same kid), 'edited' changes a claim
   * after signing and keeps the signature; null answers them as issued.
   */
  tamperIdTokens: (mode: IdTokenTamper | null) => void;
  close: () => Promise<void>;
};

export type IdTokenTamper = 'foreign-key' | 'edited';

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** A JWS signature over `input` with a fresh key of the header's algorithm (RS256 or ES256). */
function foreignSignature(alg: string, input: string): string {
  let key: KeyObject;
  let hash: string;
  if (alg === 'RS256') {
    key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    hash = 'SHA256';
  } else if (alg === 'ES256') {
    key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    hash = 'SHA256';
  } else {
    throw new Error(`test IdP: no foreign key for alg ${alg}`);
  }
  const signer = createSign(hash);
  signer.update(input);
  return b64url(signer.sign(alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key));
}

export function tamperIdToken(token: string, mode: IdTokenTamper): string {
  const [header, payload, signature] = token.split('.');
  if (mode === 'foreign-key') {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
    return `${header}.${payload}.${foreignSignature(alg, `${header}.${payload}`)}`;
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.email = 'ceo@umbrella.example';
  claims.sub = `${String(claims.sub)}-edited`;
  return `${header}.${b64url(JSON.stringify(claims))}.${signature}`;
}

export async function startTestIdp(opts: {
  accounts: Record<string, Omit<AccountClaims, 'sub'> & { sub?: string }>;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  /** 0 (default): any free port. */
  port?: number;
}): Promise<TestIdp> {
  const clientId = opts.clientId ?? 'finwell-test';
  const clientSecret = opts.clientSecret ?? 'finwell-test-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, id) => {
      const claims = opts.accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: () => ({ ...claims, sub: claims.sub ?? id }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'hd', 'tid', 'oid', 'preferred_username'],
    },
    // The profile and e-mail claims in the ID token itself, as Google and Entra put them.
    conformIdTokenClaims: false,
    cookies: { keys: ['finwell-test-idp-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 3600 },
    interactions: { url: (_ctx, i) => `/interaction/${i.uid}` },
  });

  let tamper: IdTokenTamper | null = null;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) return void interaction(provider, req, res).catch(() => res.end());
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) tamperTokenAnswer(res, tamper);
    provider.callback()(req, res);
  });

  /** Rewrites the id_token of the token endpoint's JSON answer (oidc-provider ends it with one res.end(body)). */
  function tamperTokenAnswer(res: ServerResponse, mode: IdTokenTamper): void {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(...args);
      const body = JSON.parse(chunk.toString()) as { id_token?: string };
      if (!body.id_token) return end(...args);
      body.id_token = tamperIdToken(body.id_token, mode);
      const text = JSON.stringify(body);
      res.setHeader('content-length', Buffer.byteLength(text));
      return end(text);
    }) as ServerResponse['end'];
  }

  const accountButtons = Object.entries(opts.accounts)
    .map(([id, c]) => `<button type="submit" name="account" value="${id}">${String(c.email ?? id)}</button>`)
    .join('');

  async function interaction(p: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Test identity provider</title><h1>Choose an account</h1><form method="post" action="/interaction/${details.uid}">${accountButtons}</form>`,
      );
      return;
    }
    const body = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
    const accountId = new URLSearchParams(body).get('account') ?? '';
    const grant = new p.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let method = 'GET';
    let body: string | undefined;
    for (let hop = 0; hop < 10; hop++) {
      if (!url.href.startsWith(issuer)) return url;
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      keep(res);
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        method = 'GET';
        body = undefined;
        continue;
      }
      if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
        await res.text();
        method = 'POST';
        body = new URLSearchParams({ account: accountId }).toString();
        continue;
      }
      throw new Error(`test IdP answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }
    throw new Error('too many redirects at the test IdP');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    tamperIdTokens: (mode) => {
      tamper = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
