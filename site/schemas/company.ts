/**
 * The company behind the site, as the legal notice states it (docs/claims.md#a-company-that-can-be-found):
 * Swiss law asks a commercial site to name its operator with legal form, address and contact, and
 * we add the commercial register entry, the UID and who represents the company. A UID that is
 * mistyped fails the build: its last digit is a check digit over the first eight.
 *
 * @example companySchema.parse({ legalForm: 'Aktiengesellschaft (AG)', uid: 'CHE-482.517.300', ... })
 */
import { z } from 'astro/zod';

/** The weights of the UID's check digit, one per digit of the first eight (modulus 11). */
const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

const UID_FORMAT = /^CHE-\d{3}\.\d{3}\.\d{3}$/;

/**
 * Whether a UID is written CHE-123.456.789 and its ninth digit is the check digit of the first
 * eight: 11 minus the weighted sum modulo 11, where 11 stands for 0 and 10 is never issued.
 */
export function isValidUid(uid: string): boolean {
  if (!UID_FORMAT.test(uid)) return false;
  const digits = [...uid.replace(/\D/g, '')].map(Number);
  const sum = UID_WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digits[8];
}

export const companySchema = z.object({
  /** The legal form as the commercial register writes it, e.g. "Aktiengesellschaft (AG)". */
  legalForm: z.string().min(1),
  /** The registered office's postal address. */
  address: z.object({
    street: z.string().min(1),
    /** Four digits, e.g. "6300". */
    postalCode: z.string().regex(/^\d{4}$/, 'A Swiss postal code is four digits, e.g. "6300".'),
    city: z.string().min(1),
    country: z.string().min(1),
  }),
  /** The canton whose commercial register holds the entry, e.g. "Zug". */
  registerCanton: z.string().min(1),
  /** The enterprise identification number, CHE-123.456.789. */
  uid: z.string().refine(isValidUid, 'A UID is written CHE-123.456.789 and its last digit is its check digit.'),
  /** Registered for Swiss VAT: the VAT number is then the UID followed by "MWST". */
  vatRegistered: z.boolean(),
  /** Who represents the company, as the legal notice states it. */
  representedBy: z.string().min(1),
});

export type Company = z.infer<typeof companySchema>;
