/** Der Nachweis, den eine heikle Änderung auf /account verlangt (docs/decisions.md §109, §114, §117): aktuelles Passwort oder kürzliche Anmeldung, danach das Angebot, andere Sitzungen zu beenden. */
import type { recentProof as english } from '../en/recent-proof.ts';
import type { Translation } from '../translation.ts';

export const recentProof = {
  recentProof: {
    currentPassword: 'Aktuelles Passwort',
    currentPasswordHint: 'Damit wir sicher sind, dass Sie es sind.',
    bySignIn:
      'Ihr Konto meldet sich über Ihre Organisation an; eine Anmeldung in den letzten 15 Minuten bestätigt diese Änderung.', // claim: recent-sign-in
    noPassword:
      'Ihr Konto meldet sich über Ihre Organisation an und hat daher hier kein Passwort, das sich ändern liesse.',
    endOtherSessions: 'Meine anderen Sitzungen abmelden',
    endOtherSessionsHint:
      'Beendet jeden anderen Browser, der bei Ihrem Konto angemeldet ist. Dieser bleibt angemeldet.',
    cancel: 'Abbrechen',
    working: 'Bitte warten…',
  },
} as const satisfies Translation<typeof english>;
