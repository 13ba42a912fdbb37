import { getTranslations } from 'next-intl/server';

type Change = { key: string; before: unknown; after: unknown };

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** An entry's before/after as the keys that changed: key, was, now. */
export async function AuditChanges({ changes }: { changes: Change[] }) {
  const t = await getTranslations('admin.audit');
  if (!changes.length) return <span className="text-body-secondary">{t('noChanges')}</span>;
  return (
    <table className="table table-sm table-borderless mb-0 small">
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('key')}</th>
          <th scope="col">{t('was')}</th>
          <th scope="col">{t('now')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.key}>
            <th scope="row" className="fw-semibold font-monospace pe-2">
              {c.key}
            </th>
            <td className="text-break">
              <span className="visually-hidden">{t('wasValue', { value: show(c.before) })}</span>
              <del className="text-danger-emphasis" aria-hidden="true">
                {show(c.before)}
              </del>
            </td>
            <td className="text-break">
              <span className="visually-hidden">{t('nowValue', { value: show(c.after) })}</span>
              <ins className="text-success-emphasis" aria-hidden="true">
                {show(c.after)}
              </ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
