/** Der Rahmen der Seite /account (docs/security.md); jeder Abschnitt hat seine eigene Datei. */
import type { account as english } from '../en/account.ts';
import type { Translation } from '../translation.ts';

export const account = {
  accountPage: {
    title: 'Konto und Sicherheit',
    intro: 'Wie Sie sich anmelden, wo Sie angemeldet sind und was auf Ihrem Konto geschehen ist.',
    loading: 'Ihr Konto wird geladen…',
    error: 'Ihr Konto konnte nicht geladen werden: {message}',
    signedInAs: 'Angemeldet als {name}',
    toDashboard: 'Zurück zum Dashboard',
    sectionsLabel: 'Kontobereiche',
  },
} as const satisfies Translation<typeof english>;
