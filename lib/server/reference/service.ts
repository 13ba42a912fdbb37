import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { regionData, regionsOf } from '@/lib/server/geo/regions';
import { listInterests } from '@/lib/server/sites/repo';
import type { Site } from '@/lib/server/sites/service';
import type { CompanyInfo, Interest, Region } from '@/lib/schemas/reference-data';

/** Every hobby interest with its bootstrap-icons name, in display order. */
export async function interestList(): Promise<Interest[]> {
  const rows = await listInterests(await getDb());
  return rows.map((r) => ({ slug: r.slug, icon: r.icon }));
}

/** One country's regions, or every site country's regions keyed by country. */
export function regionsFor(site: Site, country?: string): Region[] | Record<string, Region[]> {
  return country ? regionsOf(country) : regionData(site.config.countries);
}

export function companyInfo(site: Site): CompanyInfo {
  const c = site.config;
  return {
    company_id: c.companyId,
    name: c.company.name,
    address: c.company.address,
    kvk: c.company.kvk,
    city: c.company.city,
    country: c.company.country,
    tradenames: c.company.tradenames,
    vat_numbers: c.company.vatNumbers,
    added: c.company.added,
    support_email: c.supportEmail,
    support_phone: c.supportPhone,
  };
}
