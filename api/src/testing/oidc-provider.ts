/**
 * A real OpenID Connect identity provider (`oidc-provider`) on a free local port, for the single
 * sign-on tests: one client (this site), the test accounts a test adds, PKCE required, and a
 * sign-in page of its own that asks only for the account's email address (or subject) and never
 * for consent.
 * `signIn` walks that page the way a browser would, so API tests need no browser.
 *
 * @example
 * const idp = await startOidcProvider({ redirectUris: ['http://localhost:4321/api/auth/sso/callback'] });
 * idp.addAccount({ sub: 'u1', email: 'ada@example.com', email_verified: true });
 * const callbackUrl = await idp.signIn(authorizationUrl, 'ada@example.com');
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdpAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, the value of OIDC_ISSUER. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The OIDC_* variables that point a server at this provider. */
  readonly env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string };
  addAccount(account: TestIdpAccount): void;
  /**
   * While on, the token endpoint answers ID tokens whose signature is one character off, as a
   * forger who cannot sign would send them.
   */
  forgeIdTokenSignatures(on: boolean): void;
  /**
   * Follows an authorization URL as a browser would, signs in as the account with this email
   * address or subject, and answers the URL the provider sends the browser back to (the site's
   * callback).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

const SCOPES = 'openid email profile';
/** Seconds each artefact of the provider lives: long enough for any test. */
const TTL_SECONDS = 600;
const TTL = Object.fromEntries(
  ['AccessToken', 'AuthorizationCode', 'Grant', 'IdToken', 'Interaction', 'Session'].map((name) => [name, TTL_SECONDS]),
);

/** The provider's storage, in memory: a test provider keeps nothing beyond its run. */
class MemoryAdapter {
  private static readonly store = new Map<string, Record<string, unknown>>();
  private readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  private key(id: string): string {
    return `${this.name}:${id}`;
  }

  async upsert(id: string, payload: Record<string, unknown>): Promise<void> {
    MemoryAdapter.store.set(this.key(id), payload);
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    return MemoryAdapter.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    return [...MemoryAdapter.store.values()].find((payload) => payload.uid === uid);
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = MemoryAdapter.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, payload] of MemoryAdapter.store) if (payload.grantId === grantId) MemoryAdapter.store.delete(key);
  }
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function signInPage(uid: string, message = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input type="text" name="login" autocomplete="username" required></label>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Changes the first character of the ID token's signature in a token answer, keeping its length
 * (the provider has already sent Content-Length).
 */
function forgeSignatureIn(res: ServerResponse): void {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const body = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : undefined;
    if (body === undefined) return end(chunk, ...rest);
    // The first character of the signature: the last may only carry padding bits.
    const forged = body.replace(/("id_token":"[\w-]+\.[\w-]+\.)([\w-])/, (_all, head: string, first: string) => {
      return `${head}${first === 'A' ? 'B' : 'A'}`;
    });
    return end(Buffer.isBuffer(chunk) ? Buffer.from(forged, 'utf8') : forged, ...rest);
  }) as typeof res.end;
}

export async function startOidcProvider(options: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestIdpAccount>();
  let provider: Provider | undefined;

  /** The provider's own pages for the sign-in step (its interactions). */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    if (!provider) throw new Error('the provider is not started');
    const details = await provider.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(signInPage(uid));
      return;
    }
    const login = (await readForm(req)).get('login')?.trim() ?? '';
    const account =
      accounts.get(login) ??
      [...accounts.values()].find((candidate) => candidate.email?.toLowerCase() === login.toLowerCase());
    if (!account || details.prompt.name !== 'login') {
      res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(signInPage(uid, 'No such account.'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
  }

  let forging = false;
  const server = http.createServer((req, res) => {
    if (forging && req.method === 'POST' && req.url?.startsWith('/token')) forgeSignatureIn(res);
    const match = req.url?.match(/^\/interaction\/([\w-]+)$/);
    if (!match?.[1]) {
      provider?.callback()(req, res);
      return;
    }
    interaction(req, res, match[1]).catch((error: Error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'alpora';
  const clientSecret = randomBytes(24).toString('base64url');

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    adapter: MemoryAdapter,
    ttl: TTL,
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    // A site that forgot PKCE gets no code.
    pkce: { required: () => true },
    interactions: { url: (_ctx, found) => `/interaction/${found.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    // The site is the organisation's own application: consent is never asked.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    forgeIdTokenSignatures(on) {
      forging = on;
    },
    async signIn(authorizationUrl, login) {
      const jar = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (!next.href.startsWith(issuer)) return next;
        const atSignInPage = next.pathname.startsWith('/interaction/');
        const res = await fetch(next, {
          method: atSignInPage ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(atSignInPage ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(atSignInPage ? { body: new URLSearchParams({ login }).toString() } : {}),
        });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const [name = '', value = ''] = pair.split('=');
          if (value) jar.set(name.trim(), value);
          else jar.delete(name.trim());
        }
        const location = res.headers.get('Location');
        if (!location) throw new Error(`the provider answered ${res.status} at ${next.pathname}: ${await res.text()}`);
        next = new URL(location, next);
      }
      throw new Error('the provider redirected too often');
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
