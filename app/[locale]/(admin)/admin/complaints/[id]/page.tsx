import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { complaintDetail } from '@/lib/server/admin/complaints/service';
import { AppError } from '@/lib/server/http/errors';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@/lib/schemas/admin-complaints';
import type { ComplaintReason } from '@/lib/schemas/complaint';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ComplaintEditor } from '@/components/admin/complaints/complaint-editor';
import { ComplaintEvidence } from '@/components/admin/complaints/complaint-evidence';
import { StatusBadge } from '@/components/admin/complaints/status-badge';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('admin.complaints');
  return { title: t('detailTitle', { id: (await params).id }) };
}

const isStatus = (s: unknown): s is ComplaintStatus => (COMPLAINT_STATUSES as readonly unknown[]).includes(s);

/** /admin/complaints/{id}: everything stored with one complaint, its history, and the moderator's actions. */
export default async function ComplaintPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('complaints', locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  let c;
  try {
    c = await complaintDetail(staff, Number(id));
  } catch (err) {
    // Another site's complaint is as absent as a missing one to this staff member.
    if (err instanceof AppError) notFound();
    throw err;
  }
  const t = await getTranslations('admin.complaints');
  const tr = await getTranslations('complaints.reasons');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const statusLabel = (s: unknown) => (isStatus(s) ? t(`statuses.${s}`) : String(s ?? ''));

  return (
    <>
      <p className="mb-2">
        <Link href="/admin/complaints">{t('back')}</Link>
      </p>
      <h1 className="h3 d-flex align-items-center gap-2">
        {t('detailTitle', { id: c.id })} <StatusBadge status={c.status} label={statusLabel(c.status)} />
      </h1>
      <div className="row g-4">
        <div className="col-lg-7">
          <section aria-labelledby="complaint-details" className="mb-4">
            <h2 id="complaint-details" className="h5">
              {t('details')}
            </h2>
            <dl className="row mb-0">
              <dt className="col-sm-3">{t('columns.site')}</dt>
              <dd className="col-sm-9">{c.siteName}</dd>
              <dt className="col-sm-3">{t('columns.reason')}</dt>
              <dd className="col-sm-9">{tr(c.reason as ComplaintReason)}</dd>
              <dt className="col-sm-3">{t('columns.received')}</dt>
              <dd className="col-sm-9">{when(c.createdAt)}</dd>
              {c.updatedAt && (
                <>
                  <dt className="col-sm-3">{t('updated')}</dt>
                  <dd className="col-sm-9">{when(c.updatedAt)}</dd>
                </>
              )}
              <dt className="col-sm-3">{t('columns.from')}</dt>
              <dd className="col-sm-9">
                {c.name && <>{c.name}, </>}
                <a href={`mailto:${c.email}`}>{c.email}</a>
                {c.userId ? (
                  <>
                    {' '}
                    (<Link href={`/admin/members/${c.userId}`}>{t('memberLink', { id: c.userId })}</Link>)
                  </>
                ) : (
                  <> ({t('visitor')})</>
                )}
              </dd>
              <dt className="col-sm-3">{t('language')}</dt>
              <dd className="col-sm-9">{c.locale}</dd>
            </dl>
          </section>
          <section aria-labelledby="complaint-text" className="mb-4">
            <h2 id="complaint-text" className="h5">
              {t('text')}
            </h2>
            <blockquote className="border-start border-3 ps-3 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </blockquote>
          </section>
          <section aria-labelledby="complaint-evidence" className="mb-4">
            <h2 id="complaint-evidence" className="h5">
              {t('evidenceHeading')}
            </h2>
            <ComplaintEvidence c={c} />
          </section>
        </div>
        <div className="col-lg-5">
          <section aria-labelledby="complaint-handle" className="mb-4">
            <h2 id="complaint-handle" className="h5">
              {t('handle')}
            </h2>
            <ClientMessages
              namespaces={['admin.complaints.editor', 'admin.complaints.statuses', 'admin.errors']}
            >
              <ComplaintEditor id={c.id} status={isStatus(c.status) ? c.status : 'open'} />
            </ClientMessages>
          </section>
          <section aria-labelledby="complaint-history" className="mb-4">
            <h2 id="complaint-history" className="h5">
              {t('history')}
            </h2>
            {c.history.length === 0 ? (
              <p>{t('historyEmpty')}</p>
            ) : (
              <ol className="list-unstyled" data-testid="complaint-history">
                {c.history.map((h, i) => {
                  const before = (h.before ?? {}) as { status?: string };
                  const after = (h.after ?? {}) as { status?: string; note?: string };
                  return (
                    <li key={i} className="border-top py-2">
                      <div className="small text-body-secondary">
                        {when(h.at)} · {h.staffEmail}
                      </div>
                      {before.status !== after.status && (
                        <div>
                          {t('historyStatus', {
                            from: statusLabel(before.status),
                            to: statusLabel(after.status),
                          })}
                        </div>
                      )}
                      {after.note && (
                        <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                          {after.note}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
