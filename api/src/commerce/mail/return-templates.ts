// The mails of a return: its instructions when it is requested, a rejection with its reason, and
// the refund. Each has a plain-text and an HTML body; every customer-supplied value is escaped.
import type { DayRange, ReturnRequest } from '@storefront/shared/types';
import type { MailMessage } from './mailer';
import { escapeHtml } from './html-escape';
import { formatRupees } from './format-rupees';

export interface ReturnMailContext {
  customerName: string;
  /** Where the shopper prints the label (the return's page in My Orders). */
  labelUrl: string;
  refundDays: DayRange;
}

const page = (title: string, paragraphs: string[], list?: string[]): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#ffffff;margin:0;padding:24px">` +
  `<div style="max-width:560px;margin:0 auto"><h1 style="font-size:20px">${escapeHtml(title)}</h1>` +
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
  (list ? `<ol>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>` : '') +
  `<p style="color:#4a4a4a;font-size:13px;margin-top:32px">Storefront, Pakistan</p></div></body></html>`;

const text = (paragraphs: string[], list?: string[]): string =>
  [...paragraphs, ...(list ? list.map((item, i) => `${i + 1}. ${item}`) : [])].join('\n\n') + '\n';

const itemLines = (r: ReturnRequest) => r.items.map((i) => `${i.name} x ${i.qty}`).join(', ');

const refundDestination = (r: ReturnRequest): string =>
  r.refundTo === null
    ? 'to the card you paid with'
    : r.refundTo.method === 'bank'
      ? `to the bank account ${r.refundTo.account}`
      : `to the mobile wallet ${r.refundTo.account}`;

export function returnRequestedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const subject = `Return ${r.number} requested for order ${r.orderNumber}`;
  const shopPays = r.reason !== 'changed_mind';
  const paragraphs = [
    `Hi ${ctx.customerName},`,
    `We have received your return request ${r.number} for order ${r.orderNumber}: ${itemLines(r)}.`,
    'How to send the items back:',
  ];
  const steps = [
    `Print your return label: ${ctx.labelUrl}`,
    'Pack the items, unused and in their original packaging.',
    'Attach the label to the parcel.',
    'Drop the parcel off at the courier.',
  ];
  const after = [
    shopPays
      ? 'As the items arrived damaged, defective or wrong, we cover the return shipping and refund your original shipping charge.'
      : 'Return shipping is paid by you; the original shipping charge is non-refundable.',
    `Once the items arrive and are inspected, your refund of up to ${formatRupees(r.itemsTotal)} goes ${refundDestination(r)} within ${ctx.refundDays.min}-${ctx.refundDays.max} business days.`,
  ];
  return {
    to,
    subject,
    text: text(paragraphs, steps) + '\n' + text(after),
    html: page(subject, paragraphs, steps).replace(
      '</ol>',
      `</ol>${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    ),
  };
}

export function returnRejectedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const subject = `Return ${r.number} could not be accepted`;
  const paragraphs = [
    `Hi ${ctx.customerName},`,
    `We could not accept your return ${r.number} for order ${r.orderNumber}.`,
    `Reason: ${r.rejectionReason ?? 'not given'}`,
    'If you have questions, reply to this e-mail or contact our support team.',
  ];
  return { to, subject, text: text(paragraphs), html: page(subject, paragraphs) };
}

export function returnRefundedMail(to: string, r: ReturnRequest, ctx: ReturnMailContext): MailMessage {
  const amount = formatRupees(r.refundAmount ?? 0);
  const subject = `Refund of ${amount} for return ${r.number}`;
  const paragraphs = [
    `Hi ${ctx.customerName},`,
    `Your return ${r.number} for order ${r.orderNumber} has been inspected and refunded: ${amount} goes ${refundDestination(r)}.`,
    r.shippingRefunded
      ? 'This includes your original shipping charge, as the items arrived damaged, defective or wrong.'
      : 'The original shipping charge is non-refundable.',
    `Please allow ${ctx.refundDays.min}-${ctx.refundDays.max} business days for it to reach you.`,
  ];
  return { to, subject, text: text(paragraphs), html: page(subject, paragraphs) };
}
