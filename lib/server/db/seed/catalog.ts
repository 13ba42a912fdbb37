import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import {
  creditPackages,
  discountCodes,
  gifts,
  interests,
  packagePrices,
  siteDomains,
  sites,
} from '@/lib/server/db/schema';
import { seedPriceRows, WELCOME_CODE } from '@/lib/server/payments/price-list';
import { giftImagePath, SEED_GIFTS } from './gifts';
import { SEED_INTERESTS } from './interests';
import { POPULAR_TIER, SEED_SITES } from './sites';

export type SeededSite = { id: number; domain: string; signupCredits: number };

/** Sites with their hosts and credit packages; returns them in SEED_SITES order (default first). */
export async function insertSites(tx: Tx): Promise<SeededSite[]> {
  const seeded: SeededSite[] = [];
  for (const s of SEED_SITES) {
    const [row] = await tx
      .insert(sites)
      .values({
        name: s.name,
        domain: s.domain,
        domainLanguage: s.domainLanguage,
        cdnPrefix: s.cdnPrefix,
        niche: s.niche,
        isDefault: s.isDefault,
        config: s.config,
      })
      .returning({ id: sites.id });
    await tx.insert(siteDomains).values(s.hosts.map((host) => ({ host, siteId: row.id })));
    const packages = await tx
      .insert(creditPackages)
      .values(
        s.packages.map((p, i) => ({
          siteId: row.id,
          tier: p.tier,
          credits: p.credits,
          priceCents: p.priceCents,
          currency: s.currency,
          country: null,
          popular: p.tier === POPULAR_TIER,
          sort: i,
        })),
      )
      .returning();
    // Prices in every payment currency, and the welcome code (lib/server/payments).
    await tx.insert(packagePrices).values(packages.flatMap(seedPriceRows));
    await tx.insert(discountCodes).values({
      siteId: row.id,
      code: WELCOME_CODE.code,
      valuePercentage: WELCOME_CODE.valuePercentage,
      validity: 'once-per-user',
      kind: 'welcome',
    });
    seeded.push({ id: row.id, domain: s.domain, signupCredits: s.config.signupCredits });
  }
  return seeded;
}

/** Interests and gifts are shared by all sites. */
export async function insertCatalog(tx: Tx): Promise<void> {
  await tx
    .insert(interests)
    .values(SEED_INTERESTS.map((i, sort) => ({ slug: i.slug, icon: i.icon, sort })))
    .onConflictDoNothing();
  await tx
    .insert(gifts)
    .values(
      SEED_GIFTS.map((g, sort) => ({ slug: g.slug, credits: g.credits, image: giftImagePath(g.slug), sort })),
    )
    .onConflictDoNothing();
}
