/** Beschriftungen der Unternehmensangaben im Impressum (site/components/pages/CompanyDetails.astro). */
import type { companyDetails as english } from '../en/company.ts';
import type { Translation } from '../translation.ts';

export const companyDetails = {
  name: 'Firma',
  legalForm: 'Rechtsform',
  address: 'Sitz',
  register: 'Handelsregister',
  registerOf: 'Handelsregister des Kantons {canton}',
  uid: 'Unternehmens-Identifikationsnummer (UID)',
  vat: 'MWST-Nummer',
  noVat: 'Nicht im MWST-Register eingetragen',
  representedBy: 'Vertreten durch',
  contact: 'Kontakt',
} as const satisfies Translation<typeof english>;
