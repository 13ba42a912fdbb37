import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ComplaintDetail } from '@/lib/schemas/admin-complaints';

/** A profile's name with a link to its member's console page (fictional profiles have no member). */
function ProfileRef({ c, profileId, fallback }: { c: ComplaintDetail; profileId: number; fallback: string }) {
  const ref = c.profiles[profileId];
  const name = ref?.name ?? fallback;
  return ref?.userId ? <Link href={`/admin/members/${ref.userId}`}>{name}</Link> : <>{name}</>;
}

/**
 * What was stored with the complaint when it was sent: the reported profile as it was, and for a
 * member's conversation a copy of its messages (later deletions do not change it), readably.
 */
export async function ComplaintEvidence({ c }: { c: ComplaintDetail }) {
  const t = await getTranslations('admin.complaints.evidence');
  const format = await getFormatter();
  const { profile, conversation } = c.evidence;
  if (!profile && !conversation) return <p>{t('none')}</p>;
  const otherName = profile?.name ?? t('otherSide');
  return (
    <>
      {profile && (
        <section className="mb-4" aria-labelledby="evidence-profile">
          <h3 id="evidence-profile" className="h6">
            {t('profileHeading')}
          </h3>
          <dl className="row mb-0">
            <dt className="col-sm-3">{t('profileName')}</dt>
            <dd className="col-sm-9">
              <ProfileRef c={c} profileId={profile.id} fallback={profile.name} />{' '}
              <span className="text-body-secondary">({t('profileId', { id: profile.id })})</span>
              {!c.profiles[profile.id] && <div className="small text-body-secondary">{t('profileGone')}</div>}
            </dd>
            <dt className="col-sm-3">{t('profileAbout')}</dt>
            <dd className="col-sm-9" style={{ whiteSpace: 'pre-wrap' }}>
              {profile.about || <span className="text-body-secondary">{t('empty')}</span>}
            </dd>
          </dl>
        </section>
      )}
      {conversation && (
        <section aria-labelledby="evidence-conversation">
          <h3 id="evidence-conversation" className="h6">
            {t('conversationHeading', { id: conversation.id, count: conversation.messages.length })}
          </h3>
          {conversation.truncated && (
            <p className="small">{t('truncated', { count: conversation.messages.length })}</p>
          )}
          <div className="table-responsive">
            <table className="table table-sm">
              <caption className="visually-hidden">
                {t('conversationHeading', { id: conversation.id, count: conversation.messages.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('sender')}</th>
                  <th scope="col">{t('content')}</th>
                </tr>
              </thead>
              <tbody>
                {conversation.messages.map((m) => {
                  const mine = c.ownProfileId !== null && m.senderProfileId === c.ownProfileId;
                  return (
                    <tr key={m.id} className={mine ? 'table-light' : undefined}>
                      <td className="text-nowrap">
                        {format.dateTime(new Date(m.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}
                      </td>
                      <td>
                        {mine ? (
                          t('complainant', { name: c.profiles[m.senderProfileId]?.name ?? c.name })
                        ) : (
                          <ProfileRef c={c} profileId={m.senderProfileId} fallback={otherName} />
                        )}
                      </td>
                      <td style={{ whiteSpace: 'pre-wrap' }} className="text-break">
                        {m.body}
                        {m.photoId !== null && (
                          <div className="small text-body-secondary">{t('photo', { id: m.photoId })}</div>
                        )}
                        {m.giftId !== null && (
                          <div className="small text-body-secondary">{t('gift', { id: m.giftId })}</div>
                        )}
                        {!m.body && m.photoId === null && m.giftId === null && (
                          <span className="text-body-secondary">{m.kind}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
