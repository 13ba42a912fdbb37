import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/server/sites/service';
import type { MailContent } from './render';
import type { ModerationReason } from '@/lib/admin/moderation-reasons';

/** Every mail the product sends, with what each needs to say. */
export type MailTemplate =
  | { kind: 'activation'; name: string; url: string }
  | { kind: 'password_reset'; url: string; hours: number }
  | { kind: 'email_change_confirm'; url: string; hours: number }
  | { kind: 'email_changed_notice'; newEmail: string }
  | { kind: 'account_deleted'; url: string; days: number }
  | { kind: 'complaint_received'; id: number; text: string }
  // The console's moderators (lib/server/admin/moderation): a refused photo or profile text.
  | { kind: 'photo_rejected'; name: string; reason: ModerationReason; note: string | null; url: string }
  | { kind: 'profile_text_changed'; name: string; field: 'about' | 'name'; reason: ModerationReason; note: string | null; url: string }
  // A notice: send it with queueNoticeMail (lib/server/notifications/service.ts), which skips
  // members who turned notices off and fills unsubscribeUrl from unsubscribeUrl() there.
  // `url` of a notice is a one-click link (lib/server/tokens/one-click.ts): it logs the member in.
  | { kind: 'new_message'; name: string; partner: string; url: string; unsubscribeUrl: string }
  | { kind: 'new_like'; name: string; partner: string; url: string; unsubscribeUrl: string };

async function mailTranslator(locale: Locale) {
  const messages = (await import(`@/messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'mail' });
}

/** The translated content of a mail for a site in a locale. */
export async function mailContent(site: Site, locale: Locale, m: MailTemplate): Promise<MailContent> {
  const t = await mailTranslator(locale);
  const site_ = { site: site.name };
  const footer = t('footer', { site: site.name, domain: site.domain });
  const linkHint = t('linkHint');
  switch (m.kind) {
    case 'activation':
      return {
        subject: t('activation.subject', site_),
        heading: t('activation.heading', { name: m.name }),
        paragraphs: [t('activation.body', site_)],
        action: { label: t('activation.action'), url: m.url },
        linkHint,
        footer,
      };
    case 'password_reset':
      return {
        subject: t('passwordReset.subject', site_),
        heading: t('passwordReset.heading'),
        paragraphs: [t('passwordReset.body', { ...site_, hours: m.hours }), t('passwordReset.ignore')],
        action: { label: t('passwordReset.action'), url: m.url },
        linkHint,
        footer,
      };
    case 'email_change_confirm':
      return {
        subject: t('emailChange.subject', site_),
        heading: t('emailChange.heading'),
        paragraphs: [t('emailChange.body', { ...site_, hours: m.hours }), t('emailChange.ignore')],
        action: { label: t('emailChange.action'), url: m.url },
        linkHint,
        footer,
      };
    case 'email_changed_notice':
      return {
        subject: t('emailChangedNotice.subject', site_),
        heading: t('emailChangedNotice.heading'),
        paragraphs: [
          t('emailChangedNotice.body', { ...site_, email: m.newEmail }),
          t('emailChangedNotice.notYou'),
        ],
        footer,
      };
    case 'account_deleted':
      return {
        subject: t('accountDeleted.subject', site_),
        heading: t('accountDeleted.heading'),
        paragraphs: [t('accountDeleted.body', { ...site_, days: m.days })],
        action: { label: t('accountDeleted.action'), url: m.url },
        linkHint,
        footer,
      };
    case 'complaint_received':
      return {
        subject: t('complaint.subject', { id: m.id }),
        heading: t('complaint.heading'),
        paragraphs: [t('complaint.body', { ...site_, id: m.id }), t('complaint.quote', { text: m.text })],
        footer,
      };
    case 'photo_rejected':
    case 'profile_text_changed': {
      const reason = m.note ? t('moderation.reasonWithNote', { reason: t(`moderation.reasons.${m.reason}`), note: m.note }) : t(`moderation.reasons.${m.reason}`);
      const key = m.kind === 'photo_rejected' ? 'photo' : m.field === 'about' ? 'about' : 'name';
      return {
        subject: t(`moderation.${key}.subject`, site_),
        heading: t('moderation.heading', { name: m.name }),
        paragraphs: [t(`moderation.${key}.body`, { ...site_, reason })],
        action: { label: t('moderation.action'), url: m.url },
        linkHint,
        footer,
      };
    }
    case 'new_message':
      return {
        subject: t('newMessage.subject', { partner: m.partner }),
        heading: t('newMessage.heading', { name: m.name }),
        paragraphs: [t('newMessage.body', { ...site_, partner: m.partner })],
        action: { label: t('newMessage.action'), url: m.url },
        linkHint: t('oneClickHint'),
        footer,
        unsubscribe: { label: t('unsubscribe'), url: m.unsubscribeUrl },
      };
    case 'new_like':
      return {
        subject: t('newLike.subject', { partner: m.partner }),
        heading: t('newLike.heading', { name: m.name }),
        paragraphs: [t('newLike.body', { ...site_, partner: m.partner })],
        action: { label: t('newLike.action'), url: m.url },
        linkHint: t('oneClickHint'),
        footer,
        unsubscribe: { label: t('unsubscribe'), url: m.unsubscribeUrl },
      };
  }
}
