// The mails the shop sends: a one-time code, a notice that an address already has an account, and
// an order confirmation. Each has a plain-text and an HTML body; every customer-supplied value is
// escaped in the HTML.
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

/** What someone asked for with an address whose account is already verified. */
export type AccountExistsAttempt = 'register' | 'verify';

const ACCOUNT_EXISTS_TEXT: Record<AccountExistsAttempt, { subject: string; intro: string }> = {
  register: {
    subject: 'Someone tried to register with your email',
    intro:
      'Someone, perhaps you, tried to create a Storefront account with this email address. You already have an account, so nothing was changed.',
  },
  verify: {
    subject: 'Your email is already verified',
    intro:
      'Someone, perhaps you, asked for a code to verify this email address. It is already verified, so no code is needed.',
  },
};

/**
 * Sent instead of a code when the address already has a verified account: register and getOtp
 * answer the same whether or not an address is registered, and only its owner learns which.
 */
export function accountExistsMail(to: string, attempt: AccountExistsAttempt): MailMessage {
  const { subject, intro } = ACCOUNT_EXISTS_TEXT[attempt];
  const signIn = 'To sign in, log in with this email and your password.';
  const reset = "Forgot your password? Choose a new one with 'Forgot Password?' on the login page.";
  const ignore = 'If this was not you, you can ignore this email: your account has not changed.';
  const text = `${intro}

${signIn}
${reset}

${ignore}
`;
  const html = layout(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${intro}</p><p>${signIn}</p><p>${escapeHtml(reset)}</p><p>${ignore}</p>`,
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
  /** The shop's delivery promise in business days, and its last day for this order ('Friday, 4 December 2026'). */
  deliveryDays: { min: number; max: number };
  expectedBy: string;
}

/** The promise as the success page gives it, with the date the order's page shows. */
const deliveryPromise = (order: ConfirmationOrder): string =>
  `It will be delivered within ${order.deliveryDays.min}-${order.deliveryDays.max} business days, by ${order.expectedBy}.`;

export function orderConfirmationMail(to: string, order: ConfirmationOrder): MailMessage {
  const subject = order.confirmed ? `Order ${order.number} confirmed` : `We have received your order ${order.number}`;
  const lines = order.items.map((i) => `- ${i.name} x ${i.qty} @ ${formatRupees(i.price)} = ${formatRupees(i.total)}`);
  const text = [
    `Hi ${order.customerName},`,
    '',
    `Thank you for your order ${order.number}. ${deliveryPromise(order)}`,
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
      `<p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. ${escapeHtml(deliveryPromise(order))}</p>` +
      `<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:bold;padding:6px 0">Items</caption>` +
      `<thead><tr><th scope="col" ${cell}>Product</th><th scope="col" ${cell}>Qty</th><th scope="col" ${cell}>Price</th><th scope="col" ${cell}>Total</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>` +
      `<p>Subtotal: ${formatRupees(order.subTotal)}<br>Shipping (${escapeHtml(order.courierName)}): ${formatRupees(order.courierCost)}<br>` +
      `<strong>Total: ${formatRupees(order.grandTotal)}</strong></p>` +
      `<p>Payment: ${escapeHtml(order.paymentLabel)}<br>Deliver to: ${escapeHtml(order.address)}</p>`,
  );
  return { to, subject, text, html };
}

/** A saved product that is back in stock, or cheaper than the customer last saw it. */
export interface WishlistNews {
  id: number;
  name: string;
  slug: string;
  price: number;
  seenPrice: number;
  backInStock: boolean;
}

const newsLine = (item: WishlistNews): string =>
  item.backInStock
    ? `back in stock at ${formatRupees(item.price)}`
    : `now ${formatRupees(item.price)} (was ${formatRupees(item.seenPrice)})`;

export function wishlistAlertMail(to: string, name: string, items: WishlistNews[], origin: string): MailMessage {
  const subject =
    items.length === 1 ? `${items[0].name} from your wishlist: good news` : 'Good news about your wishlist';
  const link = (item: WishlistNews) => `${origin}/product/${encodeURIComponent(item.slug)}`;
  const text = [
    `Hi ${name},`,
    '',
    'Products you saved have changed for the better:',
    '',
    ...items.map((item) => `- ${item.name}: ${newsLine(item)}\n  ${link(item)}`),
    '',
    `Your wishlist: ${origin}/account/wishlist`,
    '',
  ].join('\n');
  const html = layout(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<p>Hi ${escapeHtml(name)},</p><p>Products you saved have changed for the better:</p><ul>` +
      items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(link(item))}">${escapeHtml(item.name)}</a>: ${escapeHtml(newsLine(item))}</li>`,
        )
        .join('') +
      `</ul><p><a href="${escapeHtml(`${origin}/account/wishlist`)}">See your wishlist</a></p>`,
  );
  return { to, subject, text, html };
}
