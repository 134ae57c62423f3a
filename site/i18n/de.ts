/**
 * Die Schnittstellentexte der deutschen Website, eine Datei pro Bereich in `de/`, jede mit der
 * Form der englischen (`translation.ts`); die Inhalte liegen in content/de/.
 */

import { account } from './de/account.ts';
import { auth } from './de/auth.ts';
import { dashboard } from './de/dashboard.ts';
import { demoBooking } from './de/demo-booking.ts';
import { email } from './de/email.ts';
import { forms } from './de/forms.ts';
import { home } from './de/home.ts';
import { languageSetting } from './de/language-setting.ts';
import { languages } from './de/languages.ts';
import { pages } from './de/pages.ts';
import { passkeys } from './de/passkeys.ts';
import { privacy } from './de/privacy.ts';
import { recentProof } from './de/recent-proof.ts';
import { recovery } from './de/recovery.ts';
import { refusals } from './de/refusals.ts';
import { sessions } from './de/sessions.ts';
import { shell } from './de/shell.ts';
import { sso } from './de/sso.ts';
import { status } from './de/status.ts';
import { twoFactor } from './de/two-factor.ts';
import { viewers } from './de/viewers.ts';
import type { Dictionary } from './en.ts';
import type { Translation } from './translation.ts';

export const de = {
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
