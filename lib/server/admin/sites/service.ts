import 'server-only';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { invalidateSiteSettings } from '@/lib/server/sites/service';
import { findDefaultSite } from '@/lib/server/sites/repo';
import { siteConfigSchema, type SiteConfig } from '@/lib/schemas/site-config';
import { FICTIONAL_ICONS, type CreateSite, type UpdateSite } from '@/lib/schemas/admin-sites';
import type { AuditEntry } from '@/lib/server/admin/audit';
import type { StaffSession } from '@/lib/server/admin/session';
import * as repo from './repo';

/** What a console request lends the service: who asks, the site check, the audit writer. */
export type ConsoleActor = {
  staff: Pick<StaffSession, 'id' | 'siteIds'>;
  assertSite: (siteId: number | null) => void;
  audit: (db: Db | Tx, entry: AuditEntry) => Promise<void>;
};

export type SiteView = {
  id: number;
  name: string;
  domain: string;
  domainLanguage: string;
  niche: number;
  cdnPrefix: string;
  isDefault: boolean;
  hosts: string[];
  members: number;
  config: SiteConfig;
};

function view(site: repo.SiteRow, hosts: string[], members = 0): SiteView {
  return {
    id: site.id,
    name: site.name,
    domain: site.domain,
    domainLanguage: site.domainLanguage,
    niche: site.niche,
    cdnPrefix: site.cdnPrefix,
    isDefault: site.isDefault,
    hosts,
    members,
    config: site.config,
  };
}

/** The sites this staff member works on, with hosts and member counts. */
export async function listSitesFor(staff: Pick<StaffSession, 'siteIds'>): Promise<SiteView[]> {
  const rows = await repo.listSites(await getDb(), staff.siteIds);
  return rows.map((r) => view(r.site, r.hosts, r.members));
}

/** One site to edit; a site of someone else's is as unknown as a missing one. */
export async function siteFor(actor: Pick<ConsoleActor, 'assertSite'>, id: number): Promise<SiteView> {
  const db = await getDb();
  const site = await repo.findSite(db, id);
  if (!site) throw new AppError('site_not_found', 404);
  actor.assertSite(id);
  return view(site, await repo.hostsOf(db, id));
}

const issue = (path: (string | number)[], message: string): z.core.$ZodIssue =>
  ({ code: 'custom', path, message, input: undefined }) as z.core.$ZodIssue;

/**
 * The merged config through the app's own schema, then the promises the console may not take
 * back from members: the fictional-profile warning stays on, with its words and a known icon
 * (siteConfigSchema allows `fictionalWarning: false` for data made elsewhere; the console never
 * writes it). Issues carry the field's path under "config." so the form shows them in place.
 */
function checkConfig(merged: unknown): SiteConfig {
  const parsed = siteConfigSchema.safeParse(merged);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ ...i, path: ['config', ...i.path] }));
  if (parsed.success) {
    const c = parsed.data;
    if (c.fictionalWarning !== true)
      issues.push(issue(['config', 'fictionalWarning'], 'fictional_warning_required'));
    if (!c.fictionalSingular.trim()) issues.push(issue(['config', 'fictionalSingular'], 'required'));
    if (!c.fictionalPlural.trim()) issues.push(issue(['config', 'fictionalPlural'], 'required'));
    if (!(FICTIONAL_ICONS as readonly string[]).includes(c.fictionalIcon))
      issues.push(issue(['config', 'fictionalIcon'], 'fictional_icon'));
    // A link members follow: a web address only (zod's url() lets javascript: through).
    if (c.liveCamUrl !== null && !/^https?:\/\//i.test(c.liveCamUrl))
      issues.push(issue(['config', 'liveCamUrl'], 'url'));
    for (const country of Object.keys(c.minimumMessageCosts)) {
      if (!c.countries.includes(country))
        issues.push(issue(['config', 'minimumMessageCosts', country], 'country_not_on_site'));
    }
  }
  if (issues.length) throw new z.ZodError(issues as z.core.$ZodIssue[]);
  return parsed.data as SiteConfig;
}

/**
 * A host that named no site was answered (and cached, on every instance) as the default site:
 * once it names a site, the default site's copies go too, so the next request finds the new one.
 */
async function forgetUnknownHosts(): Promise<void> {
  const fallback = await findDefaultSite(await getDb());
  if (fallback) invalidateSiteSettings(fallback.id);
}

/** Keys the schema lets a site leave unset: null in a change means "unset" (the app's default). */
const UNSETTABLE = new Set(['appShortName', 'themeColor', 'backgroundColor', 'welcomeBonus']);

function mergeConfig(config: SiteConfig, change: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...config, ...change };
  for (const key of UNSETTABLE) if (merged[key] === null) delete merged[key];
  return merged;
}

const COLUMNS = ['name', 'domain', 'domainLanguage', 'niche', 'cdnPrefix'] as const;

/** JSON with object keys sorted: jsonb hands keys back in its own order, not the one written. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The keys whose values differ (the audit keeps only those). */
function changedKeys<T extends object>(before: T, after: T): (keyof T)[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof T)[]);
  return [...keys].filter((k) => stable(before[k]) !== stable(after[k]));
}

const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));

/**
 * Applies the owner's change to one site in one transaction: the columns, the whole config (merged,
 * then checked by the app's schema), the hosts (the new list: a host names one site; a site keeps
 * at least one). The audit row holds before/after of what changed. After commit every instance
 * drops its copy of the site and the pages rendered from it (invalidateSiteSettings).
 */
export async function updateSite(
  actor: ConsoleActor,
  input: UpdateSite,
): Promise<SiteView & { changed: string[] }> {
  actor.assertSite(input.id);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const site = await repo.findSite(tx, input.id, true);
    if (!site) throw new AppError('site_not_found', 404);
    const config = input.config ? checkConfig(mergeConfig(site.config, input.config)) : site.config;
    const columns = Object.fromEntries(
      COLUMNS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
    );
    const before: Record<string, unknown> = { ...pick(site, COLUMNS), config: site.config };
    const after: Record<string, unknown> = { ...before, ...columns, config };
    const changedColumns = changedKeys(before, after).filter((k) => k !== 'config');
    const changedConfig = changedKeys(site.config, config);

    const hostsBefore = await repo.hostsOf(tx, site.id);
    let hostsAfter = hostsBefore;
    if (input.hosts) {
      const wanted = [...new Set(input.hosts)].sort();
      const added = wanted.filter((h) => !hostsBefore.includes(h));
      const removed = hostsBefore.filter((h) => !wanted.includes(h));
      await repo.removeHosts(tx, site.id, removed);
      const taken = await repo.addHosts(tx, site.id, added);
      if (taken.length) throw new AppError('host_taken', 409, { hosts: taken });
      hostsAfter = wanted;
    }
    const hostsChanged = JSON.stringify(hostsBefore) !== JSON.stringify(hostsAfter);

    const row =
      changedColumns.length || changedConfig.length
        ? await repo.updateSiteRow(tx, site.id, { ...pick(after, changedColumns), config })
        : site;
    const changed = [
      ...changedColumns,
      ...changedConfig.map((k) => `config.${k}`),
      ...(hostsChanged ? ['hosts'] : []),
    ];
    if (changed.length) {
      await actor.audit(tx, {
        action: 'site.update',
        targetType: 'site',
        targetId: site.id,
        siteId: site.id,
        before: {
          ...pick(site, changedColumns),
          ...(changedConfig.length ? { config: pick(site.config, changedConfig) } : {}),
          ...(hostsChanged ? { hosts: hostsBefore } : {}),
        },
        after: {
          ...pick(after, changedColumns),
          ...(changedConfig.length ? { config: pick(config, changedConfig) } : {}),
          ...(hostsChanged ? { hosts: hostsAfter } : {}),
        },
      });
    }
    return {
      site: row,
      hosts: hostsAfter,
      changed,
      hostsAdded: hostsAfter.some((h) => !hostsBefore.includes(h)),
    };
  });
  if (result.changed.length) invalidateSiteSettings(input.id);
  if (result.hostsAdded) await forgetUnknownHosts();
  return { ...view(result.site, result.hosts), changed: result.changed };
}

/**
 * A new site like an existing one, the way a white-label owner starts a domain: the config,
 * language, niche and CDN prefix, the packages with their prices and the welcome code are
 * copied; the name, domain and first host are new. Staff limited to some sites copy only from
 * theirs (and cannot then see the new one, so only an all-sites owner can create: refused).
 */
export async function createSiteLike(
  actor: ConsoleActor,
  input: CreateSite,
): Promise<SiteView & { packages: number }> {
  if (actor.staff.siteIds !== null) throw new AppError('staff_forbidden_site', 403);
  const db = await getDb();
  const made = await db.transaction(async (tx) => {
    const from = await repo.findSite(tx, input.fromSiteId);
    if (!from) throw new AppError('site_not_found', 404);
    const [owner] = await repo.ownersOf(tx, [input.host]);
    if (owner) throw new AppError('host_taken', 409, { hosts: [input.host] });
    const site = await repo.insertSite(tx, {
      name: input.name,
      domain: input.domain ?? input.host,
      domainLanguage: from.domainLanguage,
      cdnPrefix: from.cdnPrefix,
      niche: from.niche,
      isDefault: false,
      config: checkConfig(from.config),
    });
    const taken = await repo.addHosts(tx, site.id, [input.host]);
    if (taken.length) throw new AppError('host_taken', 409, { hosts: taken });
    const packages = await repo.copyShop(tx, from.id, site.id);
    await actor.audit(tx, {
      action: 'site.create',
      targetType: 'site',
      targetId: site.id,
      siteId: site.id,
      after: { fromSiteId: from.id, name: site.name, domain: site.domain, hosts: [input.host], packages },
    });
    return { site, packages };
  });
  invalidateSiteSettings(made.site.id);
  await forgetUnknownHosts();
  return { ...view(made.site, [input.host]), packages: made.packages };
}
