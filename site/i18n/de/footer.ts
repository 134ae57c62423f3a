/** Wörter der gemeinsamen Fusszeile (docs/product.md#header-and-footer): Spaltentitel und Linktexte. */
import type { footer as english } from '../en/footer.ts';
import type { Translation } from '../translation.ts';

export const footer = {
  contact: 'Kontakt',
  columns: {
    product: 'Produkt',
    company: 'Unternehmen',
    legal: 'Rechtliches',
    account: 'Konto',
  },
  links: {
    features: 'Funktionen',
    useCases: 'Anwendungsfälle',
    security: 'Sicherheit',
    compare: 'Vergleich',
    roi: 'ROI-Rechner',
    samples: 'Musterberichte',
    api: 'Entwickler-API',
    status: 'Systemstatus',
    healthCheck: 'Zustandsprüfung der App',
    roadmap: 'Roadmap',
    changelog: 'Changelog',
    about: 'Über uns',
    careers: 'Karriere',
    press: 'Pressekit',
    investors: 'Investoren',
    partners: 'Design-Partner',
    onePager: 'One-Pager',
    blog: 'Blog',
    contact: 'Kontakt',
    privacy: 'Datenschutzerklärung',
    privacyRequest: 'Ihre Daten einsehen oder löschen',
    privacyRecord: 'Verzeichnis der Bearbeitungstätigkeiten',
    terms: 'Nutzungsbedingungen',
    compliance: 'Regulatorische Compliance',
    gdpr: 'DSGVO-Erklärung',
    legalNotice: 'Impressum',
    login: 'Anmelden',
    register: 'Konto erstellen',
  },
  cookieSettings: 'Cookie-Einstellungen',
  rights: 'Alle Rechte vorbehalten.',
  disclaimer:
    'Alpora arbeitet ohne Verwahrung: Alpora hält nie Vermögenswerte von Kunden. Handel ist mit Risiken verbunden; vergangene Performance ist keine Garantie für künftige Ergebnisse.',
} as const satisfies Translation<typeof english>;
