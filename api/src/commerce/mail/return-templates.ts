// The mails of a return: its instructions when it is requested, a rejection with its reason, and
// the refund. Each has a plain-text and an HTML body; every customer-supplied value is escaped.
// The words come from the API's catalogue in the shopper's language.
import type { DayRange, ReturnRequest } from '@storefront/shared/types';
import type { MailMessage } from './mailer';
import { escapeHtml } from './html-escape';
import { formatRupees } from './format-rupees';
import { mailDocument } from './templates';
import { textsIn, type Language, type Texts } from '../../i18n';

export interface ReturnMailContext {
  customerName: string;
  /** Where the shopper prints the label (the return's page in My Orders). */
  labelUrl: string;
  refundDays: DayRange;
  language: Language;
}

const page = (language: Language, title: string, paragraphs: string[], list?: string[]): string =>
  mailDocument(
    language,
    title,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>` +
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      (list ? `<ol>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>` : ''),
  );

const text = (paragraphs: string[], list?: string[]): string =>
  [...paragraphs, ...(list ? list.map((item, i) => `${i + 1}. ${item}`) : [])].join('\n\n') + '\n';

const itemLines = (t: Texts, r: ReturnRequest) =>
  r.items.map((i) => t('mail.return.item', { name: i.name, qty: i.qty })).join(t('mail.listSeparator'));

const refundDestination = (t: Texts, r: ReturnRequest): string =>
  r.refundTo === null
    ? t('mail.return.destination.card')
    : r.refundTo.method === 'bank'
      ? t('mail.return.destination.bank', { account: r.refundTo.account })
      : t('mail.return.destination.wallet', { account: r.refundTo.account });

export function returnRequestedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const t = textsIn(ctx.language);
  const ids = { number: r.number, order: r.orderNumber };
  const subject = t('mail.return.requested.subject', ids);
  const shopPays = r.reason !== 'changed_mind';
  const paragraphs = [
    t('mail.greeting', { name: ctx.customerName }),
    t('mail.return.requested.received', { ...ids, items: itemLines(t, r) }),
    t('mail.return.requested.how'),
  ];
  const steps = [
    t('mail.return.requested.printLabel', { url: ctx.labelUrl }),
    t('mail.return.requested.pack'),
    t('mail.return.requested.attach'),
    t('mail.return.requested.dropOff'),
  ];
  const after = [
    shopPays ? t('mail.return.requested.shopPays') : t('mail.return.requested.customerPays'),
    t('mail.return.requested.refundPlan', {
      amount: formatRupees(r.itemsTotal),
      destination: refundDestination(t, r),
      min: ctx.refundDays.min,
      max: ctx.refundDays.max,
    }),
  ];
  return {
    to,
    subject,
    text: text(paragraphs, steps) + '\n' + text(after),
    html: page(ctx.language, subject, paragraphs, steps).replace(
      '</ol>',
      () => `</ol>${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    ),
  };
}

export function returnRejectedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const t = textsIn(ctx.language);
  const ids = { number: r.number, order: r.orderNumber };
  const subject = t('mail.return.rejected.subject', ids);
  const paragraphs = [
    t('mail.greeting', { name: ctx.customerName }),
    t('mail.return.rejected.body', ids),
    t('mail.return.rejected.reason', { reason: r.rejectionReason ?? t('mail.return.rejected.noReason') }),
    t('mail.return.rejected.questions'),
  ];
  return { to, subject, text: text(paragraphs), html: page(ctx.language, subject, paragraphs) };
}

export function returnRefundedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const t = textsIn(ctx.language);
  const amount = formatRupees(r.refundAmount ?? 0);
  const ids = { number: r.number, order: r.orderNumber };
  const subject = t('mail.return.refunded.subject', { ...ids, amount });
  const paragraphs = [
    t('mail.greeting', { name: ctx.customerName }),
    t('mail.return.refunded.body', { ...ids, amount, destination: refundDestination(t, r) }),
    r.shippingRefunded ? t('mail.return.refunded.withShipping') : t('mail.return.refunded.noShipping'),
    t('mail.return.refunded.allow', { min: ctx.refundDays.min, max: ctx.refundDays.max }),
  ];
  return { to, subject, text: text(paragraphs), html: page(ctx.language, subject, paragraphs) };
}
