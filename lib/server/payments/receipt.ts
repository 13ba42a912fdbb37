import 'server-only';
import { createTranslator } from 'next-intl';
import type { Tx } from '@/lib/server/db/client';
import { defaultLocale, localeFromLanguage, localeIso, type Locale } from '@/lib/i18n/locales';
import { renderHtml, renderText, type MailContent } from '@/lib/server/mail/render';
import { insertOutbox } from '@/lib/server/mail/repo';
import type { Site } from '@/lib/server/sites/service';
import type { OrderRow } from './repo';

export function memberLocale(site: Site, language: string | null): Locale {
  return localeFromLanguage(language) ?? localeFromLanguage(site.domainLanguage) ?? defaultLocale;
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(localeIso[locale], { style: 'currency', currency }).format(cents / 100);
}

/** The receipt of a paid order, in the member's language, with the seller's company details. */
export async function receiptContent(
  site: Site,
  locale: Locale,
  order: OrderRow,
  transactionsUrl: string,
): Promise<MailContent> {
  const messages = (await import(`@/messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'paymentMail' });
  const mail = createTranslator({ locale, messages, namespace: 'mail' });
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const c = site.config.company;
  const date = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    order.paidAt ?? new Date(),
  );
  const paragraphs = [
    t('line', { id: order.id, date, credits: order.credits }),
    ...(order.discountCents > 0
      ? [
          t('price', { amount: money(order.priceCents ?? order.amountCents) }),
          t('discount', { code: order.discountCode ?? '', amount: money(order.discountCents) }),
        ]
      : []),
    t('paid', { amount: money(order.amountCents) }),
    t('vat'),
    t('seller', {
      name: c.name,
      address: `${c.address}, ${c.city}, ${c.country}`,
      kvk: c.kvk,
      vat: c.vatNumbers.join(', '),
    }),
    t('refund', { days: site.config.refundDays }),
  ];
  return {
    subject: t('subject', { site: site.name, id: order.id }),
    heading: t('heading'),
    paragraphs,
    action: { label: t('action'), url: transactionsUrl },
    footer: mail('footer', { site: site.name, domain: site.domain }),
  };
}

/** Queued in the transaction that marks the order paid: a receipt exactly for each paid order. */
export async function queueReceipt(
  tx: Tx,
  input: { site: Site; to: string; language: string | null; order: OrderRow; baseUrl: string },
): Promise<void> {
  const locale = memberLocale(input.site, input.language);
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const content = await receiptContent(
    input.site,
    locale,
    input.order,
    `${input.baseUrl}${prefix}/transactions/${input.order.id}`,
  );
  await insertOutbox(tx, {
    siteId: input.site.id,
    channel: 'email',
    recipient: input.to,
    subject: content.subject,
    html: renderHtml(content, locale, input.site.name),
    text: renderText(content),
  });
}
