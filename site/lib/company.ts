/**
 * The company's facts as the legal notice shows them, from the site settings' `company` block
 * (content/en/settings/site.yaml), and the check that the data map's controller names the same
 * company: both documents state who is responsible, so they must never disagree
 * (docs/claims.md#a-company-that-can-be-found).
 *
 * @example const problems = controllerDisagreements(settings, DATA_MAP.controller); // [] when they agree
 */
import type { Company } from '#site/schemas/company.ts';

/** The settings the legal notice reads (content/en/settings/site.yaml). */
export interface CompanySettings {
  legalName: string;
  email: { general: string };
  company: Company;
}

/** The data map's controller (content/data-map.yaml). */
export interface Controller {
  name: string;
  address: string;
  contact: string;
}

/** "Baarerstrasse 14, 6300 Zug, Switzerland": the address on one line, as the data map writes it. */
export function postalAddress(company: Company): string {
  const { street, postalCode, city, country } = company.address;
  return `${street}, ${postalCode} ${city}, ${country}`;
}

/** A Swiss VAT number is the UID followed by "MWST"; none when the company is not registered. */
export function vatNumber(company: Company): string | undefined {
  return company.vatRegistered ? `${company.uid} MWST` : undefined;
}

/** One line per field where the controller differs from the settings, naming both values. */
export function controllerDisagreements(settings: CompanySettings, controller: Controller): string[] {
  const expected: Controller = {
    name: settings.legalName,
    address: postalAddress(settings.company),
    contact: settings.email.general,
  };
  return (Object.keys(expected) as (keyof Controller)[])
    .filter((field) => expected[field] !== controller[field])
    .map((field) => `controller.${field} is "${controller[field]}", the legal notice says "${expected[field]}"`);
}
