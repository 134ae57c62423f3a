/** Die gemeinsame Hülle jeder Seite: Sprunglink, Navigation, Fusszeile, Dialoge, Cookie-Hinweis, 404 (docs/product.md#header-and-footer). */
import type { shell as english } from '../en/shell.ts';
import type { Translation } from '../translation.ts';

export const shell = {
  skipToContent: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptnavigation',
    mobileLabel: 'Hauptnavigation (mobil)',
    home: 'Startseite',
    solutions: 'Lösungen',
    features: 'Funktionen',
    security: 'Sicherheit',
    contact: 'Kontakt',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schliessen',
    account: '{name}, Ihr Dashboard',
    accountSettings: 'Konto und Sicherheit',
  },
  waitlist: { join: 'Auf die Warteliste', joined: 'Auf der Liste ✓' },
  dialog: { close: 'Schliessen', loading: 'Wird geladen…' },
  login: 'Anmelden',
  scrollHint: 'Seitwärts scrollen für weitere Spalten',
  footer: { appStatus: 'App-Status' },
  status: { online: 'Online', offline: 'Offline', checking: 'Wird geprüft' },
  cookies: {
    label: 'Cookie-Einwilligung',
    text: 'Wir speichern Ihre Wahl in diesem Browser und halten sie mit einer zufälligen Id fest, ohne Cookies. Wenn Sie zustimmen, zählen wir Seitenaufrufe und einige Klicks (zum Beispiel einen Muster-Download) mit der Kampagne des Links, über den Sie gekommen sind — ohne Cookies, ohne IP-Adresse.',
    more: 'Unsere Datenschutzerklärung lesen',
    accept: 'Zustimmen',
    decline: 'Ablehnen',
    current: { accepted: 'Sie haben am {date} zugestimmt.', declined: 'Sie haben am {date} abgelehnt.' },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    back: 'Zurück zur Startseite',
  },
} as const satisfies Translation<typeof english>;
