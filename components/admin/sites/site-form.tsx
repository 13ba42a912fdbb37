'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, AdminApiError } from '@/lib/api-client/admin';
import { useAdminError } from '@/components/admin/use-admin-error';
import type { SiteConfig } from '@/lib/schemas/site-config';
import type { FieldIssue } from '@/lib/schemas/admin-sites';
import { SiteField } from './site-field';
import { HostsEditor } from './hosts-editor';
import { MinCostsEditor, costsPath } from './min-costs-editor';
import { fromForm, getAt, setAt, SITE_SECTIONS, type Field } from './site-fields';

export type EditableSite = {
  id: number;
  name: string;
  domain: string;
  domainLanguage: string;
  niche: number;
  cdnPrefix: string;
  hosts: string[];
  config: SiteConfig;
};

const FIELDS = SITE_SECTIONS.flatMap((s) => s.fields);

/** Keys sorted: the stored config and the form's copy compare by value, not by key order. */
const stable = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  ) ?? 'null';

/** What the stored value means when the form shows it: unset welcome bonus is on, unset text empty. */
function shown(site: EditableSite, field: Field): unknown {
  const v = getAt(site, field.path);
  if (field.path === 'config.welcomeBonus') return v !== false;
  return v === undefined ? null : v;
}

/** The field a refusal belongs to: the longest field path the issue's path starts with. */
function fieldOf(path: string, known: string[]): string | null {
  return (
    known.filter((k) => path === k || path.startsWith(`${k}.`)).sort((a, b) => b.length - a.length)[0] ?? null
  );
}

/**
 * Every per-host setting of one site, in sections. Sends the site's id and only what changed
 * (the server merges the config and checks it with the app's own schema); a refusal is shown
 * at its field, a save is announced.
 */
export function SiteForm({ site }: { site: EditableSite }) {
  const t = useTranslations('admin.sites');
  const errorText = useAdminError();
  const router = useRouter();
  const [hosts, setHosts] = useState(site.hosts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const warningLocked = site.config.fictionalWarning === true;

  const issueText = (i: FieldIssue) => {
    const key = i.code === 'custom' ? i.message : i.code;
    return t.has(`issues.${key}`) ? t(`issues.${key}`) : t('issues.invalid');
  };

  function changes(form: FormData) {
    const body: Record<string, unknown> = { id: site.id };
    const config = structuredClone(site.config) as unknown as Record<string, unknown>;
    for (const field of FIELDS) {
      if (field.path === 'config.fictionalWarning' && warningLocked) continue;
      const value = fromForm(field, form);
      if (stable(value) === stable(shown(site, field))) continue;
      if (field.path.startsWith('config.')) setAt(config, field.path.slice(7), value);
      else body[field.path] = value;
    }
    const countries = (getAt(config, 'countries') as string[]) ?? [];
    const costs: Record<string, { costs: number; currency: string }> = {};
    for (const c of site.config.countries.filter((x) => countries.includes(x))) {
      const cents = String(form.get(costsPath(c, 'costs')) ?? '').trim();
      if (cents === '') continue;
      costs[c] = {
        costs: Number(cents),
        currency: String(form.get(costsPath(c, 'currency')) ?? '')
          .trim()
          .toUpperCase(),
      };
    }
    config.minimumMessageCosts = costs;
    const changed: Record<string, unknown> = {};
    const before = site.config as unknown as Record<string, unknown>;
    for (const key of Object.keys(config))
      if (stable(config[key]) !== stable(before[key])) changed[key] = config[key] ?? null;
    if (Object.keys(changed).length) body.config = changed;
    if (stable([...hosts].sort()) !== stable([...site.hosts].sort())) body.hosts = hosts;
    return body;
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = changes(new FormData(e.currentTarget));
    setErrors({});
    setGeneral([]);
    setSaved(null);
    if (Object.keys(body).length === 1) {
      setSaved(t('nothingChanged'));
      return;
    }
    setBusy(true);
    try {
      await adminFetch('/api/admin/sites', { method: 'PUT', body });
      setSaved(t('saved'));
      router.refresh();
    } catch (err) {
      if (err instanceof AdminApiError && Array.isArray(err.details.issues)) {
        const known = [
          ...FIELDS.map((f) => f.path),
          'hosts',
          ...site.config.countries.flatMap((c) => [
            costsPath(c, 'costs'),
            costsPath(c, 'currency'),
            `config.minimumMessageCosts.${c}`,
          ]),
        ];
        const byField: Record<string, string> = {};
        const rest: string[] = [];
        for (const issue of err.details.issues as FieldIssue[]) {
          const field = fieldOf(issue.path, known);
          if (field) byField[field] ??= issueText(issue);
          else rest.push(`${issue.path}: ${issueText(issue)}`);
        }
        setErrors(byField);
        setGeneral([t('fixFields'), ...rest]);
      } else if (err instanceof AdminApiError && err.code === 'host_taken') {
        setErrors({
          hosts: t('issues.host_taken', {
            hosts: String((err.details.hosts as string[] | undefined)?.join(', ') ?? ''),
          }),
        });
        setGeneral([t('fixFields')]);
      } else {
        setGeneral([errorText(err)]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('formLabel', { name: site.name })}>
      {general.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {general.map((g) => (
            <div key={g}>{g}</div>
          ))}
        </div>
      )}
      {SITE_SECTIONS.map((section) => (
        <fieldset key={section.id} className="border rounded p-3 mb-3">
          <legend className="float-none w-auto px-2 fs-5 mb-0">{t(`sections.${section.id}`)}</legend>
          <div className="row g-3">
            {section.fields.map((field) => (
              <SiteField
                key={field.path}
                field={field}
                value={shown(site, field)}
                error={errors[field.path]}
                locked={field.path === 'config.fictionalWarning' && warningLocked}
              />
            ))}
          </div>
          {section.id === 'site' && (
            <div className="mt-3">
              <h2 className="fs-6">{t('sections.hosts')}</h2>
              <HostsEditor hosts={hosts} onChange={setHosts} error={errors.hosts} />
            </div>
          )}
          {section.id === 'credits' && (
            <div className="mt-3">
              <h2 className="fs-6">{t('sections.minimumMessageCosts')}</h2>
              <MinCostsEditor
                countries={site.config.countries}
                value={site.config.minimumMessageCosts}
                errors={errors}
              />
            </div>
          )}
        </fieldset>
      ))}
      <div className="d-flex align-items-center gap-3 position-sticky bottom-0 bg-body py-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('save')}
        </button>
        <span role="status" className="text-success fw-semibold">
          {saved}
        </span>
      </div>
    </form>
  );
}
