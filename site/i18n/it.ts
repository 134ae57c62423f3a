/**
 * Interface strings of the Italian site (it-CH), one file per area in `it/`, each the shape of
 * its English file (`translation.ts`); content lives in content/it/.
 */
import type { Dictionary } from './en.ts';
import { account } from './it/account.ts';
import { auth } from './it/auth.ts';
import { dashboard } from './it/dashboard.ts';
import { demoBooking } from './it/demo-booking.ts';
import { email } from './it/email.ts';
import { forms } from './it/forms.ts';
import { home } from './it/home.ts';
import { languageSetting } from './it/language-setting.ts';
import { languages } from './it/languages.ts';
import { pages } from './it/pages.ts';
import { passkeys } from './it/passkeys.ts';
import { privacy } from './it/privacy.ts';
import { recentProof } from './it/recent-proof.ts';
import { recovery } from './it/recovery.ts';
import { refusals } from './it/refusals.ts';
import { sessions } from './it/sessions.ts';
import { shell } from './it/shell.ts';
import { sso } from './it/sso.ts';
import { status } from './it/status.ts';
import { twoFactor } from './it/two-factor.ts';
import { viewers } from './it/viewers.ts';
import type { Translation } from './translation.ts';

export const it = {
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
