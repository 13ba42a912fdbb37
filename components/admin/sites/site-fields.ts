// The site form's fields, one entry per setting of spec §3 (the `sites` columns and every key of
// siteConfigSchema), grouped in the sections the form shows. `path` is where the value lives and
// what the server names in a refusal ("name", "config.refundDays", "config.company.city"), so a
// 422 issue finds its field. The labels are messages admin.sites.fields.<labelKey(path)>.
import { FICTIONAL_ICONS } from '@/lib/schemas/admin-constants';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'email'
  | 'date'
  /** comma-separated words → string[] */
  | 'list'
  /** comma-separated ISO country codes → upper-case string[] */
  | 'countries'
  | 'bool'
  | 'select'
  /** checkboxes → string[] of the options ticked */
  | 'multi'
  /** empty → null (liveCamUrl) */
  | 'nullable'
  /** empty → unset (null in the change: the app's default) */
  | 'optional';

export type Field = { path: string; kind: FieldKind; options?: readonly string[]; help?: boolean };

export type Section = { id: string; fields: Field[] };

export const SITE_SECTIONS: Section[] = [
  {
    id: 'site',
    fields: [
      { path: 'name', kind: 'text' },
      { path: 'domain', kind: 'text', help: true },
      { path: 'domainLanguage', kind: 'text', help: true },
      { path: 'niche', kind: 'number' },
      { path: 'cdnPrefix', kind: 'text', help: true },
    ],
  },
  {
    id: 'audience',
    fields: [
      { path: 'config.countries', kind: 'countries', help: true },
      { path: 'config.indexTitle', kind: 'text' },
      { path: 'config.description', kind: 'textarea' },
      { path: 'config.mailName', kind: 'text' },
      { path: 'config.visibleProfileFields', kind: 'list' },
      { path: 'config.visibleProfileNotes', kind: 'list' },
    ],
  },
  {
    id: 'credits',
    fields: [
      { path: 'config.signupCredits', kind: 'number' },
      { path: 'config.messageCredits', kind: 'number' },
      { path: 'config.photoCredits', kind: 'number' },
      { path: 'config.giftCredits', kind: 'number' },
      { path: 'config.messageLength', kind: 'number' },
      { path: 'config.freeConversations', kind: 'number' },
      { path: 'config.freeMessages', kind: 'number' },
    ],
  },
  {
    id: 'payments',
    fields: [
      { path: 'config.welcomeBonus', kind: 'bool', help: true },
      { path: 'config.refundDays', kind: 'number' },
      { path: 'config.deleteDiscount', kind: 'number', help: true },
      { path: 'config.memberResell', kind: 'bool' },
    ],
  },
  {
    id: 'company',
    fields: [
      { path: 'config.company.name', kind: 'text' },
      { path: 'config.company.address', kind: 'text' },
      { path: 'config.company.city', kind: 'text' },
      { path: 'config.company.country', kind: 'text' },
      { path: 'config.company.kvk', kind: 'text' },
      { path: 'config.company.tradenames', kind: 'list' },
      { path: 'config.company.vatNumbers', kind: 'list' },
      { path: 'config.company.added', kind: 'date' },
      { path: 'config.companyId', kind: 'number' },
      { path: 'config.supportEmail', kind: 'email' },
      { path: 'config.supportPhone', kind: 'text' },
    ],
  },
  {
    id: 'fictional',
    fields: [
      { path: 'config.fictionalWarning', kind: 'bool', help: true },
      { path: 'config.fictionalSingular', kind: 'text' },
      { path: 'config.fictionalPlural', kind: 'text' },
      { path: 'config.fictionalIcon', kind: 'select', options: FICTIONAL_ICONS },
    ],
  },
  {
    id: 'entry',
    fields: [
      { path: 'config.enableSiteEntryPopup', kind: 'bool' },
      { path: 'config.siteEntryCountries', kind: 'countries', help: true },
    ],
  },
  {
    id: 'search',
    fields: [
      { path: 'config.searchFields', kind: 'multi', options: ['gender', 'country', 'region', 'age'] },
      { path: 'config.signups', kind: 'select', options: ['all', 'trafficsource', 'none'] },
      { path: 'config.loggedOutSearch', kind: 'bool' },
      { path: 'config.loggedOutSearchTrafficsource', kind: 'bool' },
    ],
  },
  {
    id: 'security',
    fields: [
      { path: 'config.loginMaxAttempts', kind: 'number' },
      { path: 'config.loginBlockMinutes', kind: 'number' },
    ],
  },
  {
    id: 'app',
    fields: [
      { path: 'config.liveCamUrl', kind: 'nullable', help: true },
      { path: 'config.appShortName', kind: 'optional', help: true },
      { path: 'config.themeColor', kind: 'optional', help: true },
      { path: 'config.backgroundColor', kind: 'optional', help: true },
    ],
  },
];

/** "config.company.city" → "company_city": the field's message key. */
export function labelKey(path: string): string {
  return path.replace(/^config\./, '').replace(/\./g, '_');
}

export function getAt(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}

export function setAt(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys[keys.length - 1]] = value;
}

const words = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The value as the form shows it in a text box. */
export function toInput(field: Field, value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The form's value of a field as the settings hold it. */
export function fromForm(field: Field, form: FormData): unknown {
  const raw = field.kind === 'multi' ? null : form.get(field.path);
  const text = typeof raw === 'string' ? raw : '';
  switch (field.kind) {
    case 'number':
      return text.trim() === '' ? Number.NaN : Number(text);
    case 'bool':
      return raw === 'on';
    case 'list':
      return words(text);
    case 'countries':
      return words(text).map((w) => w.toUpperCase());
    case 'multi':
      return form.getAll(field.path).map(String);
    case 'nullable':
    case 'optional':
      return text.trim() === '' ? null : text.trim();
    default:
      return text;
  }
}
