/**
 * Interface strings of the English site, one file per area in `en/`; content lives in
 * content/en/. A template's `{name}` placeholders are filled with `format()` (`format.ts`),
 * which checks the values against the template. Another language adds its own folder and
 * file of the same shape (`translation.ts`).
 */
import { account } from './en/account.ts';
import { auth } from './en/auth.ts';
import { dashboard } from './en/dashboard.ts';
import { demoBooking } from './en/demo-booking.ts';
import { email } from './en/email.ts';
import { forms } from './en/forms.ts';
import { home } from './en/home.ts';
import { languageSetting } from './en/language-setting.ts';
import { languages } from './en/languages.ts';
import { pages } from './en/pages.ts';
import { passkeys } from './en/passkeys.ts';
import { privacy } from './en/privacy.ts';
import { recentProof } from './en/recent-proof.ts';
import { recovery } from './en/recovery.ts';
import { refusals } from './en/refusals.ts';
import { sessions } from './en/sessions.ts';
import { shell } from './en/shell.ts';
import { sso } from './en/sso.ts';
import { status } from './en/status.ts';
import { twoFactor } from './en/two-factor.ts';
import { viewers } from './en/viewers.ts';

export const en = {
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
} as const;

export type Dictionary = typeof en;
