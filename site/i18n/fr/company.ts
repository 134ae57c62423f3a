/** Les libellés des informations sur la société dans les mentions légales ; les faits proviennent des réglages du site. */
import type { companyDetails as english } from '../en/company.ts';
import type { Translation } from '../translation.ts';

export const companyDetails = {
  name: 'Société',
  legalForm: 'Forme juridique',
  address: 'Siège',
  register: 'Registre du commerce',
  registerOf: 'Registre du commerce du canton de {canton}',
  uid: 'Numéro d’identification des entreprises (IDE)',
  vat: 'Numéro de TVA',
  noVat: 'Non assujettie à la TVA',
  representedBy: 'Représentée par',
  contact: 'Contact',
} as const satisfies Translation<typeof english>;
