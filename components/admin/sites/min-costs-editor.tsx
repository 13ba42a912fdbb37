'use client';

import { useTranslations } from 'next-intl';

type Costs = Record<string, { costs: number; currency: string }>;
type Props = { countries: string[]; value: Costs; errors: Record<string, string> };

export const costsPath = (country: string, part: 'costs' | 'currency') =>
  `config.minimumMessageCosts.${country}.${part}`;

/** Per country of the site: the cheapest a message may cost there, in cents of a currency. */
export function MinCostsEditor({ countries, value, errors }: Props) {
  const t = useTranslations('admin.sites');
  return (
    <table className="table table-sm align-middle w-auto">
      <caption className="visually-hidden">{t('sections.minimumMessageCosts')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('costsCountry')}</th>
          <th scope="col">{t('costsCents')}</th>
          <th scope="col">{t('costsCurrency')}</th>
        </tr>
      </thead>
      <tbody>
        {countries.map((c) => {
          const err =
            errors[costsPath(c, 'costs')] ??
            errors[costsPath(c, 'currency')] ??
            errors[`config.minimumMessageCosts.${c}`];
          return (
            <tr key={c}>
              <th scope="row">{c}</th>
              <td>
                <input
                  name={costsPath(c, 'costs')}
                  type="number"
                  min={0}
                  className={`form-control form-control-sm${err ? ' is-invalid' : ''}`}
                  defaultValue={value[c]?.costs ?? ''}
                  aria-label={t('costsCentsOf', { country: c })}
                  aria-invalid={err ? true : undefined}
                />
                {err && <div className="invalid-feedback d-block">{err}</div>}
              </td>
              <td>
                <input
                  name={costsPath(c, 'currency')}
                  className="form-control form-control-sm"
                  defaultValue={value[c]?.currency ?? ''}
                  maxLength={3}
                  aria-label={t('costsCurrencyOf', { country: c })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
