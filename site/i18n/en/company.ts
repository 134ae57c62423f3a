/**
 * Labels of the legal notice's company details (site/components/pages/CompanyDetails.astro);
 * the facts come from the site settings. Read at build time only, so not spread into the
 * dictionary of ../en.ts, which every island bundles.
 */
export const companyDetails = {
  name: 'Company',
  legalForm: 'Legal form',
  address: 'Registered office',
  register: 'Commercial register',
  /** Filled with the canton, e.g. "Commercial register of the Canton of Zug". */
  registerOf: 'Commercial register of the Canton of {canton}',
  uid: 'Enterprise identification number (UID)',
  vat: 'VAT number',
  /** Shown instead of a VAT number when the company is not registered for VAT. */
  noVat: 'Not registered for VAT',
  representedBy: 'Represented by',
  contact: 'Contact',
} as const;
