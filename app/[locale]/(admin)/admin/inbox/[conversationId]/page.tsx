import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { inboxConversation, type InboxConversation } from '@/lib/server/admin/inbox/service';
import { AppError } from '@/lib/server/http/errors';
import { ClientMessages } from '@/components/i18n/client-messages';
import { InboxLive } from '@/components/admin/inbox/inbox-live';
import { NotesEditor } from '@/components/admin/inbox/notes-editor';
import { ReplyBox } from '@/components/admin/inbox/reply-box';
import { ProfileCard } from '@/components/admin/inbox/profile-card';

type Props = {
  params: Promise<{ locale: string; conversationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.inbox');
  return { title: t('conversationTitle') };
}

const ID = /^[1-9]\d{0,9}$/;

async function load(staff: Parameters<typeof inboxConversation>[0], id: string, before: string | undefined) {
  if (!ID.test(id) || Number(id) > 2_147_483_647) notFound();
  try {
    return await inboxConversation(staff, Number(id), before && ID.test(before) ? Number(before) : undefined);
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) notFound();
    throw err;
  }
}

/**
 * /admin/inbox/<conversation>: the member's profile (no e-mail), the conversation in pages, the
 * fictional profile with its notes and its latest answers to others, and the reply box (claims
 * the conversation while open). Live: the page renders again when the conversation moves.
 */
export default async function InboxConversationPage({ params, searchParams }: Props) {
  const { locale, conversationId } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('inbox', locale);
  const before = (await searchParams).before;
  const c: InboxConversation = await load(
    staff,
    conversationId,
    typeof before === 'string' ? before : undefined,
  );
  const t = await getTranslations('admin.inbox');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });

  return (
    <>
      <p className="mb-2">
        <Link href="/admin/inbox">{t('back')}</Link>
      </p>
      <h1 className="h3">{t('conversationWith', { member: c.member.name, profile: c.fictional.name })}</h1>
      <ClientMessages namespaces={['admin.inbox', 'admin.errors']}>
        <InboxLive conversationId={c.conversationId} />
      </ClientMessages>
      <div className="row g-4">
        <section className="col-lg-3" aria-labelledby="inbox-member">
          <h2 className="h5" id="inbox-member">
            {t('member')}
          </h2>
          <ProfileCard
            profile={c.member}
            labels={{
              age: t('age'),
              city: t('city'),
              about: t('about'),
              photo: t('photoOf', { name: c.member.name }),
            }}
          />
        </section>

        <section className="col-lg-6" aria-labelledby="inbox-transcript">
          <h2 className="h5" id="inbox-transcript">
            {t('conversation')}
          </h2>
          {c.olderBefore !== null && (
            <p>
              <Link href={`/admin/inbox/${c.conversationId}?before=${c.olderBefore}`}>{t('older')}</Link>
            </p>
          )}
          {before !== undefined && (
            <p>
              <Link href={`/admin/inbox/${c.conversationId}`}>{t('newest')}</Link>
            </p>
          )}
          <ol className="list-unstyled d-flex flex-column gap-2" data-testid="inbox-transcript">
            {c.messages.map((m) => (
              <li
                key={m.id}
                className={`p-2 rounded border ${m.fromMember ? 'bg-body-tertiary me-5' : 'bg-primary-subtle ms-5'}`}
                data-testid="inbox-message"
              >
                <div className="small text-body-secondary">
                  {m.fromMember ? c.member.name : c.fictional.name} · {when(m.createdAt)}
                </div>
                {m.kind === 'text' && (
                  <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.body}
                  </div>
                )}
                {m.kind === 'image' &&
                  (m.image ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={m.image} alt={t('sentPhoto')} className="rounded" style={{ maxWidth: 160 }} />
                  ) : (
                    <em>{t('kinds.image')}</em>
                  ))}
                {m.kind === 'gift' && <em>{t('giftNamed', { name: m.gift ?? '' })}</em>}
              </li>
            ))}
          </ol>
          <ClientMessages namespaces={['admin.inbox', 'admin.errors']}>
            <ReplyBox
              conversationId={c.conversationId}
              profileName={c.fictional.name}
              maxLength={c.messageLength}
            />
          </ClientMessages>
        </section>

        <section className="col-lg-3" aria-labelledby="inbox-fictional">
          <h2 className="h5" id="inbox-fictional">
            {t('profile')}
          </h2>
          <ProfileCard
            profile={c.fictional}
            labels={{
              age: t('age'),
              city: t('city'),
              about: t('about'),
              photo: t('photoOf', { name: c.fictional.name }),
            }}
          />
          <div className="my-3">
            <ClientMessages namespaces={['admin.inbox', 'admin.errors']}>
              <NotesEditor profileId={c.fictional.id} notes={c.fictional.notes} />
            </ClientMessages>
          </div>
          <h3 className="h6">{t('pastAnswers')}</h3>
          {c.pastAnswers.length === 0 ? (
            <p className="small text-body-secondary">{t('noPastAnswers')}</p>
          ) : (
            <ul className="list-unstyled small d-flex flex-column gap-2">
              {c.pastAnswers.map((a) => (
                <li key={a.id} className="border-start border-3 ps-2">
                  <div className="text-body-secondary">{when(a.createdAt)}</div>
                  <div className="text-break">{a.body}</div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
