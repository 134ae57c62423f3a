/** Le etichette dei dati societari nelle note legali, in italiano; i fatti provengono dalle impostazioni del sito. */
import type { companyDetails as english } from '../en/company.ts';
import type { Translation } from '../translation.ts';

export const companyDetails = {
  name: 'Società',
  legalForm: 'Forma giuridica',
  address: 'Sede',
  register: 'Registro di commercio',
  registerOf: 'Registro di commercio del Cantone di {canton}',
  uid: "Numero d'identificazione delle imprese (IDI)",
  vat: 'Numero IVA',
  noVat: "Non iscritta al registro dell'IVA",
  representedBy: 'Rappresentata da',
  contact: 'Contatto',
} as const satisfies Translation<typeof english>;
