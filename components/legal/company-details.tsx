import { getTranslations } from 'next-intl/server';
import type { Settings } from '@/lib/schemas/settings';
import { dialable } from '@/components/layout/footer';

/** Customer service: how to reach the site and who runs it (spec §9: phone dialled without dashes and spaces). */
export async function CompanyDetails({ settings }: { settings: Settings }) {
  const t = await getTranslations('legal.service');
  const c = settings.company;
  const rows: [string, React.ReactNode][] = [
    [t('email'), <a key="email" href={`mailto:${settings.support_email}`}>{settings.support_email}</a>],
    [t('phone'), <a key="phone" href={`tel:${dialable(settings.support_phone)}`}>{settings.support_phone}</a>],
    [t('company'), c.name],
  ];
  if (c.tradenames.length) rows.push([t('tradenames'), c.tradenames.join(', ')]);
  rows.push([t('address'), `${c.address}, ${c.city}, ${c.country}`]);
  rows.push([t('kvk'), c.kvk]);
  if (c.vat_numbers.length) rows.push([t('vat'), c.vat_numbers.join(', ')]);
  return (
    <dl className="row border rounded p-3 mx-0 mb-4" data-testid="company-details">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 d-sm-flex mb-1">
          <dt className="me-2" style={{ minWidth: '11rem' }}>
            {label}
          </dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
