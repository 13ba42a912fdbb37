// Builders shared by the API tests: sites, members, requests and a login helper.
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { profiles, siteDomains, sites, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/accounts/password';
import { resetSiteCache } from '@/lib/server/sites/service';
import { siteConfigSchema, type SiteConfig } from '@/lib/schemas/site-config';

/** A complete, valid site config; tests override what they need. */
export const testSiteConfig: SiteConfig = siteConfigSchema.parse({
  countries: ['NL', 'BE'],
  indexTitle: 'Heartline: meet people near you',
  description: 'Dating and chat with people near you.',
  visibleProfileFields: ['interest', 'hair_color', 'eye_color', 'body_type', 'relationship_status'],
  visibleProfileNotes: ['about'],
  messageCredits: 1,
  signupCredits: 0,
  photoCredits: 1,
  giftCredits: 5,
  messageLength: 500,
  minimumMessageCosts: { NL: { costs: 49, currency: 'EUR' }, BE: { costs: 49, currency: 'EUR' } },
  supportEmail: 'support@heartline.test',
  supportPhone: '+31 20-123 4567',
  company: {
    name: 'Heartline B.V.',
    address: 'Keizersgracht 1',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Heartline'],
    vatNumbers: ['NL123456789B01'],
    added: '2024-01-15',
  },
  companyId: 1,
  mailName: 'Heartline',
  deleteDiscount: 25,
  enableSiteEntryPopup: true,
  siteEntryCountries: ['NL', 'DE'],
  searchFields: ['gender', 'country', 'region', 'age'],
  fictionalWarning: true,
  fictionalSingular: 'fictional profile',
  fictionalPlural: 'fictional profiles',
  fictionalIcon: 'bi-stars',
  refundDays: 14,
  signups: 'all',
  loggedOutSearch: true,
  loggedOutSearchTrafficsource: false,
  memberResell: false,
  loginMaxAttempts: 5,
  loginBlockMinutes: 15,
  freeConversations: 2,
  freeMessages: 3,
  liveCamUrl: null,
});

type SiteRow = typeof sites.$inferSelect;

export type SiteOverrides = Partial<Omit<typeof sites.$inferInsert, 'config' | 'id'>> & {
  config?: Partial<SiteConfig>;
  hosts?: string[];
};

/** Inserts a site (default host 'localhost', the default site) with its hosts. */
export async function createSite(overrides: SiteOverrides = {}): Promise<SiteRow> {
  const { config, hosts = ['localhost'], ...columns } = overrides;
  const db = await getDb();
  const [site] = await db
    .insert(sites)
    .values({
      name: 'Heartline',
      domain: hosts[0] ?? 'localhost',
      domainLanguage: 'en_GB',
      cdnPrefix: '/media/',
      niche: 1,
      isDefault: true,
      ...columns,
      config: siteConfigSchema.parse({ ...testSiteConfig, ...config }),
    })
    .returning();
  if (hosts.length) await db.insert(siteDomains).values(hosts.map((host) => ({ host, siteId: site.id })));
  resetSiteCache();
  return site;
}

export type MemberOptions = {
  siteId: number;
  email?: string;
  password?: string;
  language?: string | null;
  status?: string;
  /** true, or profile columns to override (name, gender, country, status, …). */
  withProfile?: boolean | Partial<typeof profiles.$inferInsert>;
};

let memberSeq = 0;

/** Inserts a member with an argon2id hash; the profile row only when asked. */
export async function createMember(options: MemberOptions) {
  const db = await getDb();
  const email = options.email ?? `member${++memberSeq}@example.test`;
  const password = options.password ?? 'secret-password';
  const [user] = await db
    .insert(users)
    .values({
      siteId: options.siteId,
      email,
      passwordHash: await hashPassword(password),
      language: options.language ?? null,
      status: options.status ?? 'confirmed',
    })
    .returning();
  const extra = typeof options.withProfile === 'object' ? options.withProfile : {};
  const row = { name: `member${user.id}`, gender: 'male', birthDate: '1990-05-17', country: 'NL', ...extra };
  const [profile] = options.withProfile
    ? await db
        .insert(profiles)
        .values({ ...row, userId: user.id, siteId: options.siteId })
        .returning()
    : [undefined];
  return { user, profile, password };
}

export type RequestOptions = {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A NextRequest as a browser on the page's own origin sends it. A string body is sent as is
 * (for malformed-JSON tests); anything else is JSON-encoded. `headers` override the defaults.
 */
export function apiRequest(method: string, url: string, options: RequestOptions = {}): NextRequest {
  const target = new URL(url, 'http://localhost');
  const headers = new Headers({ host: target.host });
  if (MUTATING.has(method.toUpperCase())) headers.set('sec-fetch-site', 'same-origin');
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return new NextRequest(target, { method: method.toUpperCase(), headers, body });
}

// Tests read whatever JSON a route answers; `any` keeps their assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

export type RouteResult<T = AnyJson> = {
  status: number;
  json: T;
  headers: Headers;
  /** Raw Set-Cookie lines. */
  setCookies: string[];
};

type Handler = (req: NextRequest) => Promise<Response> | Response;

export async function callRoute<T = AnyJson>(
  handler: Handler,
  request: NextRequest,
): Promise<RouteResult<T>> {
  const res = await handler(request);
  const text = await res.text();
  let json: T;
  try {
    json = (text ? JSON.parse(text) : null) as T;
  } catch {
    json = text as T;
  }
  return { status: res.status, json, headers: res.headers, setCookies: res.headers.getSetCookie() };
}

/** The Set-Cookie line for a cookie name, if any. */
export function findSetCookie(setCookies: string[], name: string): string | undefined {
  return setCookies.find((line) => line.startsWith(`${name}=`));
}

/** Logs in through POST /api/user.php and returns "hl_session=<token>" for the cookie header. */
export async function loginAs(email: string, password: string, host = 'localhost'): Promise<string> {
  const { POST } = await import('@/app/api/user.php/route');
  const res = await callRoute(
    POST,
    apiRequest('POST', `http://${host}/api/user.php`, { body: { email, password } }),
  );
  if (res.status !== 200)
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  const line = findSetCookie(res.setCookies, 'hl_session');
  if (!line) throw new Error('login set no hl_session cookie');
  return line.split(';')[0];
}
