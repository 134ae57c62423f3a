/**
 * The few parts of `oidc-provider` (which ships no types) that the test identity provider
 * uses (./oidc-provider.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, string>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface ProviderContext {
    oidc: {
      provider: Provider;
      client: { clientId: string };
      session: { accountId: string | undefined };
    };
  }

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    adapter: new (name: string) => unknown;
    ttl: Record<string, number>;
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    features: Record<string, { enabled: boolean }>;
    pkce: { required: () => boolean };
    interactions: { url: (ctx: unknown, interaction: Interaction) => string };
    findAccount: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant: (ctx: ProviderContext) => Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Partial<ProviderConfiguration>);
    Grant: new (init: {
      accountId: string;
      clientId: string;
    }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<void>;
  }

  export default Provider;
}
