/**
 * Who may call each API route (docs/back-office.md#roles), as one table: every route of the
 * app is called by nobody and by an account of every role, and answers as its row says. A
 * route added without a row, or a row left after its route is gone, fails here.
 */
import { describe, expect, test } from 'vitest';
import { type AccessLevel, roleMayCall } from '#api/auth/roles.ts';
import { CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { CALLERS, type Caller, signedInAs } from '#api/testing/roles.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const ROUTE_ACCESS: Record<string, AccessLevel> = {
  'GET /health': 'anonymous',
  'GET /config': 'anonymous',
  'GET /openapi.json': 'anonymous',
  'GET /status': 'anonymous',
  'GET /status/summary': 'anonymous',
  'GET /status/incidents.atom': 'anonymous',
  'POST /status/subscriptions': 'anonymous',
  'POST /status/probes': 'anonymous',
  'POST /events': 'anonymous',
  'POST /consents': 'anonymous',
  'POST /leads': 'anonymous',
  'GET /leads/demo-booking': 'anonymous',
  'GET /partners/seats': 'anonymous',
  'POST /auth/register': 'anonymous',
  'POST /auth/login': 'anonymous',
  'POST /auth/logout': 'user',
  'GET /auth/me': 'user',
  'GET /auth/second-step': 'anonymous',
  'POST /auth/second-step': 'anonymous',
  'GET /auth/sessions': 'user',
  'DELETE /auth/sessions/{id}': 'user',
  'POST /auth/sessions/end-others': 'user',
  'POST /auth/sessions/end-all': 'user',
  'GET /auth/security-log': 'user',
  'PATCH /account/language': 'user',
  'GET /auth/sso': 'anonymous',
  'GET /auth/sso/start': 'anonymous',
  'GET /auth/sso/callback': 'anonymous',
  'POST /auth/sso/complete': 'anonymous',
  'GET /auth/passkeys': 'user',
  'POST /auth/passkeys/registration/options': 'user',
  'POST /auth/passkeys/registration': 'user',
  'PATCH /auth/passkeys/{id}': 'user',
  'DELETE /auth/passkeys/{id}': 'user',
  'POST /auth/passkeys/sign-in/options': 'anonymous',
  'POST /auth/passkeys/sign-in': 'anonymous',
  'POST /auth/second-step/passkey/options': 'anonymous',
  'POST /auth/second-step/passkey': 'anonymous',
  'POST /auth/verification': 'user',
  'POST /auth/verification/confirm': 'anonymous',
  'POST /auth/password-reset': 'anonymous',
  'POST /auth/password-reset/complete': 'anonymous',
  'POST /auth/password': 'user',
  'GET /auth/totp': 'user',
  'POST /auth/totp/setup': 'user',
  'POST /auth/totp/confirm': 'user',
  'POST /auth/totp/recovery-codes': 'user',
  'POST /auth/totp/disable': 'user',
  'GET /portfolios': 'dashboard',
  'GET /positions/{portfolioId}': 'dashboard',
  'GET /orders/{portfolioId}': 'dashboard',
  'GET /market-data': 'anonymous',
  'GET /market-data/history': 'anonymous',
  'GET /market-data/stream': 'user',
  'GET /admin/users': 'admin',
  'PATCH /admin/users/{id}/role': 'admin',
  'POST /admin/users/{id}/suspend': 'admin',
  'POST /admin/users/{id}/reinstate': 'admin',
  'POST /admin/users/{id}/verification': 'admin',
  'GET /admin/audit': 'admin',
  'GET /admin/audit/export.csv': 'admin',
  'GET /admin/incidents': 'admin',
  'POST /admin/incidents': 'admin',
  'POST /admin/incidents/{id}/updates': 'admin',
  'POST /admin/incidents/{id}/resolve': 'admin',
  'GET /admin/mail': 'admin',
  'GET /admin/mail/{id}': 'admin',
  'POST /admin/mail/{id}/resend': 'admin',
  'POST /viewers/invitations': 'client',
  'GET /viewers': 'client',
  'DELETE /viewers/{id}': 'client',
  'POST /viewers/invitation': 'anonymous',
  'POST /viewers/join': 'anonymous',
  'GET /dashboard/owner': 'dashboard',
  'POST /account-setup/start': 'anonymous',
  'POST /account-setup/complete': 'anonymous',
  'GET /admin/campaigns': 'staff',
  'GET /admin/partners': 'staff',
  'POST /admin/partners/{id}/decision': 'staff',
  'GET /admin/leads': 'staff',
  'GET /admin/leads/export.csv': 'staff',
  'GET /admin/leads/{id}': 'staff',
  'PATCH /admin/leads/{id}': 'staff',
  'GET /admin/team': 'staff',
  'GET /demo/slots': 'anonymous',
  'POST /demo/bookings': 'anonymous',
  'POST /demo/manage': 'anonymous',
  'POST /demo/manage/cancel': 'anonymous',
  'POST /demo/manage/reschedule': 'anonymous',
  'GET /admin/demo-availability': 'staff',
  'PUT /admin/demo-availability': 'staff',
  'GET /admin/demo-bookings': 'staff',
  'POST /privacy-requests': 'anonymous',
  'POST /privacy-requests/confirm': 'anonymous',
  'POST /privacy-requests/export': 'anonymous',
  'GET /admin/privacy-requests': 'admin',
  'POST /admin/privacy-requests': 'admin',
  'POST /admin/privacy-requests/{id}/complete': 'admin',
  'POST /admin/privacy-requests/{id}/decline': 'admin',
  'GET /admin/privacy-requests/{id}/export': 'admin',
};

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/** The app's own routes below /api, named as the table names them (middleware left out). */
function appRoutes(t: TestApp): string[] {
  const named = t.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(named)];
}

/** A concrete URL for a route's path: each parameter gets a value no record has. */
function urlOf(path: string): string {
  return `/api${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
}

async function tokensOf(t: TestApp): Promise<Record<Caller, string | null>> {
  const tokens: Record<Caller, string | null> = {
    anonymous: null,
    client: null,
    viewer: null,
    sales: null,
    admin: null,
  };
  for (const caller of CALLERS) if (caller !== 'anonymous') tokens[caller] = (await signedInAs(t, caller)).token;
  return tokens;
}

function expectedFor(level: AccessLevel, caller: Caller): 'allowed' | 401 | 403 {
  if (level === 'anonymous') return 'allowed';
  if (caller === 'anonymous') return 401;
  return roleMayCall(caller, level) ? 'allowed' : 403;
}

describe('route access', () => {
  test('the table has one row per API route, stating the level the route declares', async () => {
    const t = await setup();
    const doc = await readJson(await t.app.request('/api/openapi.json'));
    const declared = new Map<string, string>([['GET /openapi.json', 'anonymous']]);
    for (const [path, byMethod] of Object.entries(doc.paths as Record<string, Record<string, { 'x-access': string }>>))
      for (const [method, operation] of Object.entries(byMethod))
        declared.set(`${method.toUpperCase()} ${path}`, operation['x-access']);
    expect(appRoutes(t).sort()).toEqual([...declared.keys()].sort());
    expect(Object.keys(ROUTE_ACCESS).sort(), 'one row per route, no row without a route').toEqual(
      [...declared.keys()].sort(),
    );
    for (const [route, level] of Object.entries(ROUTE_ACCESS)) expect(declared.get(route), route).toBe(level);
  });

  test('every route answers nobody and every role as the table says', async () => {
    const t = await setup();
    const tokens = await tokensOf(t);
    const seen: string[] = [];
    for (const [route, level] of Object.entries(ROUTE_ACCESS)) {
      const [method, path] = route.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
        if (token) headers.Authorization = `Bearer ${token}`;
        const init: RequestInit = { method, headers };
        if (method !== 'GET' && method !== 'DELETE') init.body = '{}';
        const res = await t.app.request(urlOf(path), init);
        // A stream (live prices) answers at once and never ends: its status is all this test reads.
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
        const expected = expectedFor(level, caller);
        const answer = `${route} as ${caller}: ${res.status}`;
        seen.push(answer);
        expect(res.status, answer).toBeLessThan(500);
        if (expected === 'allowed') {
          if (level !== 'anonymous') {
            expect(res.status, answer).not.toBe(401);
            if (res.status === 403) expect((await readJson(res)).error.code, answer).not.toBe('forbidden');
          }
        } else {
          expect(res.status, answer).toBe(expected);
        }
        // Logging out ends the caller's session: sign the role in again for the next routes.
        if (route === 'POST /auth/logout' && token) tokens[caller] = (await signedInAs(t, caller as never)).token;
        if (route === 'POST /auth/sessions/end-all' && token)
          tokens[caller] = (await signedInAs(t, caller as never)).token;
      }
    }
    expect(seen.length).toBe(Object.keys(ROUTE_ACCESS).length * CALLERS.length);
  });
});
