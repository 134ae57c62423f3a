/**
 * Interface strings of the French site (fr-CH), one file per area in `fr/`, each the shape of its
 * English file (`translation.ts`); content lives in content/fr/.
 */
import type { Dictionary } from './en.ts';
import { account } from './fr/account.ts';
import { auth } from './fr/auth.ts';
import { dashboard } from './fr/dashboard.ts';
import { demoBooking } from './fr/demo-booking.ts';
import { email } from './fr/email.ts';
import { forms } from './fr/forms.ts';
import { home } from './fr/home.ts';
import { languageSetting } from './fr/language-setting.ts';
import { languages } from './fr/languages.ts';
import { pages } from './fr/pages.ts';
import { passkeys } from './fr/passkeys.ts';
import { privacy } from './fr/privacy.ts';
import { recentProof } from './fr/recent-proof.ts';
import { recovery } from './fr/recovery.ts';
import { refusals } from './fr/refusals.ts';
import { sessions } from './fr/sessions.ts';
import { shell } from './fr/shell.ts';
import { sso } from './fr/sso.ts';
import { status } from './fr/status.ts';
import { twoFactor } from './fr/two-factor.ts';
import { viewers } from './fr/viewers.ts';
import type { Translation } from './translation.ts';

export const fr = {
  ...shell,
  ...status,
  ...home,
  ...forms,
  ...auth,
  ...sso,
  ...account,
  ...sessions,
  ...dashboard,
  ...pages,
  ...email,
  ...passkeys,
  ...recovery,
  ...recentProof,
  ...twoFactor,
  ...viewers,
  ...demoBooking,
  ...privacy,
  ...languages,
  ...languageSetting,
  ...refusals,
} as const satisfies Translation<Dictionary>;
