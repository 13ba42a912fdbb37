import { getFormatter, getTranslations } from 'next-intl/server';
import type { memberPage } from '@/lib/server/admin/members/service';
import { Link } from '@/lib/i18n/navigation';
import { deviceLabel } from '@/components/admin/members/device';

type Member = Awaited<ReturnType<typeof memberPage>>;

function Section({ id, title, empty, children, count }: { id: string; title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      {count ? <div className="table-responsive">{children}</div> : <p className="text-body-secondary">{empty}</p>}
    </section>
  );
}

/** The member page's lists: photos, credit ledger, orders, sessions, complaints by and about the member. */
export async function MemberRecords({ member: m }: { member: Member }) {
  const t = await getTranslations('admin.members');
  const tp = await getTranslations('admin.photos');
  const format = await getFormatter();
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'short', timeStyle: 'short' }) : '—');
  const money = (cents: number, currency: string) => format.number(cents / 100, { style: 'currency', currency });

  return (
    <>
      <section aria-labelledby="member-photos" className="mb-4">
        <h2 id="member-photos" className="h5">
          {t('photos')}
        </h2>
        {m.photoRows.some((p) => p.status === 'pending') && (
          <p>
            <Link href={{ pathname: '/admin/photos', query: { member: String(m.user.id) } }}>{t('pendingPhotos')}</Link>
          </p>
        )}
        {m.photoRows.length ? (
          <ul className="row g-2 list-unstyled">
            {m.photoRows.map((p) => (
              <li key={p.id} className="col-6 col-md-3">
                <figure className="mb-0">
                  <a href={`/media/${p.filename}`} target="_blank" rel="noreferrer" className="ratio ratio-1x1 d-block bg-body-tertiary">
                    {/* eslint-disable-next-line @next/next/no-img-element -- pending files are private to the console */}
                    <img src={`/media/${p.thumbFilename}`} alt={tp('photoAlt', { name: m.profile?.name ?? '' })} className="object-fit-contain" loading="lazy" />
                  </a>
                  <figcaption className="small">
                    {tp(`status.${p.status === 'active' || p.status === 'rejected' ? p.status : 'pending'}`)}
                    {p.id === m.profile?.mainPhotoId && ` · ${t('mainPhoto')}`}
                    {p.rejectReason && <span className="d-block text-body-secondary">{p.rejectReason}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">{t('none')}</p>
        )}
      </section>

      <Section id="member-ledger" title={t('ledger')} empty={t('none')} count={m.ledger.length}>
        <p className="small">{t('ledgerSum', { sum: m.ledgerSum, balance: m.user.credits, count: m.ledgerCount })}</p>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('col.date')}</th>
              <th scope="col" className="text-end">
                {t('col.delta')}
              </th>
              <th scope="col" className="text-end">
                {t('col.balance')}
              </th>
              <th scope="col">{t('col.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {m.ledger.map((l) => (
              <tr key={l.id}>
                <td>{when(l.createdAt)}</td>
                <td className="text-end">{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                <td className="text-end">{l.balanceAfter}</td>
                <td>
                  {l.reason}
                  {l.refType && <span className="text-body-secondary"> ({l.refType} {l.refId})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="member-orders" title={t('orders')} empty={t('none')} count={m.orderRows.length}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('col.id')}</th>
              <th scope="col">{t('col.date')}</th>
              <th scope="col">{t('col.status')}</th>
              <th scope="col" className="text-end">
                {t('col.credits')}
              </th>
              <th scope="col" className="text-end">
                {t('col.amount')}
              </th>
              <th scope="col">{t('col.method')}</th>
            </tr>
          </thead>
          <tbody>
            {m.orderRows.map((o) => (
              <tr key={o.id}>
                <td>{o.id}</td>
                <td>{when(o.createdAt)}</td>
                <td>{o.status}</td>
                <td className="text-end">{o.credits}</td>
                <td className="text-end">
                  {money(o.amountCents, o.currency)}
                  {o.refundedCents > 0 && <span className="d-block small">{t('refunded', { amount: money(o.refundedCents, o.currency) })}</span>}
                </td>
                <td>{[o.provider, o.paymentMethod].filter(Boolean).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="member-sessions" title={t('sessions')} empty={t('noSessions')} count={m.sessionRows.length}>
        {m.user.bannedAt && <p className="small">{t('sessionsRefused')}</p>}
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('col.device')}</th>
              <th scope="col">{t('col.started')}</th>
              <th scope="col">{t('lastSeen')}</th>
              <th scope="col">{t('col.expires')}</th>
            </tr>
          </thead>
          <tbody>
            {m.sessionRows.map((s) => (
              <tr key={s.id}>
                <td title={s.userAgent ?? undefined}>
                  {deviceLabel(s.userAgent) ?? '—'}
                  {s.clientType && <span className="text-body-secondary"> ({s.clientType})</span>}
                  {s.viaToken && <span className="badge text-bg-secondary ms-1">{t('viaLink')}</span>}
                </td>
                <td>{when(s.createdAt)}</td>
                <td>{when(s.lastSeenAt)}</td>
                <td>{when(s.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      {(
        [
          ['member-complaints-about', t('complaintsAbout'), m.aboutThem],
          ['member-complaints-by', t('complaintsBy'), m.byThem],
        ] as const
      ).map(([id, title, rows]) => (
        <Section key={id} id={id} title={title} empty={t('none')} count={rows.length}>
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('col.id')}</th>
                <th scope="col">{t('col.date')}</th>
                <th scope="col">{t('col.reason')}</th>
                <th scope="col">{t('col.subject')}</th>
                <th scope="col">{t('col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/admin/complaints/${c.id}`}>{c.id}</Link>
                  </td>
                  <td>{when(c.createdAt)}</td>
                  <td>{c.reason}</td>
                  <td>{c.subject}</td>
                  <td>{c.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ))}
    </>
  );
}
