// The mails the shop sends: a one-time code and an order confirmation. Each has a plain-text
// and an HTML body; every customer-supplied value is escaped in the HTML.
import type { MailMessage } from './mailer';
import { escapeHtml } from './html-escape';
import { formatRupees } from './format-rupees';

export type OtpPurpose = 'verify' | 'reset';

const OTP_TEXT: Record<OtpPurpose, { subject: string; intro: string }> = {
  verify: { subject: 'Your Storefront verification code', intro: 'Use this code to verify your email address:' },
  reset: { subject: 'Your Storefront password reset code', intro: 'Use this code to reset your password:' },
};

const layout = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#ffffff;margin:0;padding:24px">` +
  `<div style="max-width:560px;margin:0 auto">${body}` +
  `<p style="color:#4a4a4a;font-size:13px;margin-top:32px">Storefront, Pakistan</p></div></body></html>`;

export function otpMail(to: string, code: string, purpose: OtpPurpose, validMinutes: number): MailMessage {
  const { subject, intro } = OTP_TEXT[purpose];
  const ignore = 'If you did not ask for this code, you can ignore this email.';
  const text = `${intro}\n\n${code}\n\nThe code expires in ${validMinutes} minutes. Never share it with anyone.\n${ignore}\n`;
  const html = layout(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${intro}</p>` +
      `<p style="font-size:32px;font-weight:bold;letter-spacing:6px" aria-label="Code ${code.split('').join(' ')}">${code}</p>` +
      `<p>The code expires in ${validMinutes} minutes. Never share it with anyone.</p><p>${ignore}</p>`,
  );
  return { to, subject, text, html };
}

export interface ConfirmationOrder {
  number: string;
  /** A paid card order is confirmed; a cash-on-delivery order is still pending when the mail goes. */
  confirmed: boolean;
  customerName: string;
  paymentLabel: string;
  courierName: string;
  courierCost: number;
  subTotal: number;
  grandTotal: number;
  address: string;
  items: { name: string; qty: number; price: number; total: number }[];
}

export function orderConfirmationMail(to: string, order: ConfirmationOrder): MailMessage {
  const subject = order.confirmed ? `Order ${order.number} confirmed` : `We have received your order ${order.number}`;
  const lines = order.items.map((i) => `- ${i.name} x ${i.qty} @ ${formatRupees(i.price)} = ${formatRupees(i.total)}`);
  const text = [
    `Hi ${order.customerName},`,
    '',
    `Thank you for your order ${order.number}. It will be delivered within 3-5 business days.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatRupees(order.subTotal)}`,
    `Shipping (${order.courierName}): ${formatRupees(order.courierCost)}`,
    `Total: ${formatRupees(order.grandTotal)}`,
    `Payment: ${order.paymentLabel}`,
    `Deliver to: ${order.address}`,
    '',
  ].join('\n');
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const rows = order.items
    .map(
      (i) =>
        `<tr><td ${cell}>${escapeHtml(i.name)}</td><td ${cell}>${i.qty}</td>` +
        `<td ${cell}>${formatRupees(i.price)}</td><td ${cell}>${formatRupees(i.total)}</td></tr>`,
    )
    .join('');
  const html = layout(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<p>Hi ${escapeHtml(order.customerName)},</p>` +
      `<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. It will be delivered within 3-5 business days.</p>` +
      `<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:bold;padding:6px 0">Items</caption>` +
      `<thead><tr><th scope="col" ${cell}>Product</th><th scope="col" ${cell}>Qty</th><th scope="col" ${cell}>Price</th><th scope="col" ${cell}>Total</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>` +
      `<p>Subtotal: ${formatRupees(order.subTotal)}<br>Shipping (${escapeHtml(order.courierName)}): ${formatRupees(order.courierCost)}<br>` +
      `<strong>Total: ${formatRupees(order.grandTotal)}</strong></p>` +
      `<p>Payment: ${escapeHtml(order.paymentLabel)}<br>Deliver to: ${escapeHtml(order.address)}</p>`,
  );
  return { to, subject, text, html };
}
