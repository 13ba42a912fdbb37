import 'server-only';
import { cache } from 'react';
import { getDb } from '@/lib/server/db/client';
import { regionData } from '@/lib/server/geo/regions';
import { findDefaultSite, findSiteByHost, listInterests, type SiteRow } from './repo';
import { vapidKeys } from './vapid';
import { emitSiteChanged, onSiteChanged } from '@/lib/server/chat/events';
import type { Settings } from '@/lib/schemas/settings';

export type Site = SiteRow;

// Settings change rarely and are read on every request: a per-process cache, so the database
// sees a host at most once per TTL. A change made through invalidateSiteSettings() reaches every
// instance over the event bus at once; the TTL only bounds a change made behind the app's back
// (SQL by hand) or a notice lost while an instance's LISTEN connection was down.
const TTL_MS = 30_000;
// Hosts come from requests: cap the entries so made-up hosts cannot grow memory without end.
const MAX_HOSTS = 500;
const store = globalThis as unknown as { __heartlineSites?: Map<string, { site: Site; at: number }> };
const siteCache = (store.__heartlineSites ??= new Map());

export function resetSiteCache(): void {
  siteCache.clear();
  sharedStore.__heartlineShared = undefined;
}

/** Drops this instance's copy of one site (every host naming it) and the shared settings. */
function dropSite(siteId: number): void {
  busStore.__heartlineSiteGen = siteGeneration() + 1;
  for (const [host, entry] of siteCache) if (entry.site.id === siteId) siteCache.delete(host);
  // Interests and the push key are shared by all sites; an admin change may concern them too.
  sharedStore.__heartlineShared = undefined;
}

const busStore = globalThis as unknown as { __heartlineSiteBus?: boolean; __heartlineSiteGen?: number };

/**
 * Raised by every site change this instance hears of: a site row or a page rendered from one
 * that was read before the change is not kept (its reader compares the number before and after).
 */
export function siteGeneration(): number {
  return busStore.__heartlineSiteGen ?? 0;
}

/** Every instance drops its copy when any instance publishes a change (once per process). */
function listenForChanges(): void {
  if (busStore.__heartlineSiteBus) return;
  busStore.__heartlineSiteBus = true;
  onSiteChanged((event) => dropSite(event.siteId));
}

/**
 * Call after the transaction that changed a site's settings (or the interests, or the push key)
 * commits: this instance drops its copy at once, and every instance, this one included, drops it
 * and the public pages rendered from it when the notice arrives (lib/server/http/page-cache.ts).
 */
export function invalidateSiteSettings(siteId: number): void {
  listenForChanges();
  dropSite(siteId);
  emitSiteChanged(siteId);
}

/** "de.localhost:3000" → "de.localhost"; lower case; no trailing dot. */
export function normalizeHost(host: string | null | undefined): string {
  return (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

async function loadSite(host: string): Promise<Site> {
  const db = await getDb();
  const site = (await findSiteByHost(db, host)) ?? (await findDefaultSite(db));
  if (!site) throw new Error('No site is configured: the database has not been seeded.');
  return site;
}

// What a Host header or ?forced_domain= can hold that may name a site: letters, digits, dots,
// dashes (and an IPv6 literal's brackets and colons). Anything else (a NUL, a 60 kB string) is
// no host of ours: it is looked up as the empty host, which is the default site, so its text
// never reaches a query and never takes a cache entry of its own.
const PLAUSIBLE_HOST = /^[a-z0-9._\-[\]:]{0,253}$/;

/** The site serving a host; an unknown host gets the default site. One function for proxy, pages and API. */
export async function getSite(rawHost: string | null | undefined): Promise<Site> {
  const normalized = normalizeHost(rawHost);
  const host = PLAUSIBLE_HOST.test(normalized) ? normalized : '';
  listenForChanges();
  const hit = siteCache.get(host);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
  const generation = siteGeneration();
  const site = await loadSite(host);
  // Read before a change arrived: answer with it (it was current when asked), but do not keep it.
  if (generation !== siteGeneration()) return site;
  siteCache.delete(host);
  if (siteCache.size >= MAX_HOSTS) siteCache.delete(siteCache.keys().next().value!);
  siteCache.set(host, { site, at: Date.now() });
  return site;
}

/** Per-request dedupe for Server Components. */
export const getSiteCached = cache(getSite);

export type SettingsContext = {
  /** Country from a trusted CDN header, if any. */
  geoipCountry: string | null;
  /** ?country= from the route's query. */
  requestedCountry: string | null;
};

function pickCountry(site: Site, ctx: SettingsContext): { geoip: string | null; selected: string } {
  const countries = site.config.countries;
  const geoip = ctx.geoipCountry?.toUpperCase() ?? null;
  const requested = ctx.requestedCountry?.toUpperCase() ?? null;
  const selected =
    (requested && countries.includes(requested) && requested) ||
    (geoip && countries.includes(geoip) && geoip) ||
    countries[0];
  return { geoip, selected };
}

type Shared = { interestRows: Awaited<ReturnType<typeof listInterests>>; vapid: Awaited<ReturnType<typeof vapidKeys>> };
const sharedStore = globalThis as unknown as { __heartlineShared?: { value: Promise<Shared>; at: number } };

/** The parts of settings every site shares (interests, push key): cached like the sites. */
function sharedSettings(): Promise<Shared> {
  const hit = sharedStore.__heartlineShared;
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = (async () => {
    const db = await getDb();
    const [interestRows, vapid] = await Promise.all([listInterests(db), vapidKeys(db)]);
    return { interestRows, vapid };
  })();
  sharedStore.__heartlineShared = { value, at: Date.now() };
  value.catch(() => (sharedStore.__heartlineShared = undefined));
  return value;
}

/** Spec §3 Settings for a site, with spec field names. */
export async function settingsFor(site: Site, ctx: SettingsContext): Promise<Settings> {
  const c = site.config;
  const { interestRows, vapid } = await sharedSettings();
  const { geoip, selected } = pickCountry(site, ctx);
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    niche: site.niche,
    countries: c.countries,
    index_title: c.indexTitle,
    description: c.description,
    visible_profile_fields: c.visibleProfileFields,
    visible_profile_notes: c.visibleProfileNotes,
    geoip_country: geoip,
    geoip_selected_country: selected,
    region_data: regionData(c.countries),
    message_credits: c.messageCredits,
    signup_credits: c.signupCredits,
    photo_credits: c.photoCredits,
    gift_credits: c.giftCredits,
    message_length: c.messageLength,
    minimum_message_costs: c.minimumMessageCosts,
    support_email: c.supportEmail,
    support_phone: c.supportPhone,
    company: {
      name: c.company.name,
      address: c.company.address,
      kvk: c.company.kvk,
      city: c.company.city,
      country: c.company.country,
      tradenames: c.company.tradenames,
      vat_numbers: c.company.vatNumbers,
      added: c.company.added,
    },
    company_id: c.companyId,
    mail_name: c.mailName,
    delete_discount: c.deleteDiscount,
    enable_site_entry_popup: c.enableSiteEntryPopup,
    site_entry_countries: c.siteEntryCountries,
    push_public_key: vapid.publicKey,
    search_fields: c.searchFields,
    fictional_warning: c.fictionalWarning,
    fictional_singular: c.fictionalSingular,
    fictional_plural: c.fictionalPlural,
    fictional_icon: c.fictionalIcon,
    refund_days: c.refundDays,
    signups: c.signups,
    logged_out_search: c.loggedOutSearch,
    logged_out_search_trafficsource: c.loggedOutSearchTrafficsource,
    interests: interestRows.map((i) => ({ slug: i.slug, icon: i.icon })),
    member_resell: c.memberResell,
    login_block_minutes: c.loginBlockMinutes,
    free_conversations: c.freeConversations,
    free_messages: c.freeMessages,
    live_cam_url: c.liveCamUrl,
  };
}
