import { z } from 'zod';
import type { Region } from './settings';

// Reference data the client fetches once (spec §7: interests.php, regions.php, companyinfo.php).
export type Interest = { slug: string; icon: string };

export type { Region };

/** The site's company block: who runs the site (legal pages, footer, terms date). */
export type CompanyInfo = {
  company_id: number;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  added: string;
  support_email: string;
  support_phone: string;
};

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase());

export const regionsQuerySchema = z.object({ country: countryCodeSchema.optional() });
