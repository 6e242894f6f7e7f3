// The mails the shop sends: a one-time code, a notice that an address already has an account, and
// an order confirmation. Each has a plain-text and an HTML body; every customer-supplied value is
// escaped in the HTML. The words come from the API's catalogue (src/i18n) in the recipient's
// language; product names, addresses and codes are data and stay as they are.
import type { MailMessage } from './mailer';
import { escapeHtml } from './html-escape';
import { formatRupees } from './format-rupees';
import { DEFAULT_LANGUAGE, textsIn, type Language, type Texts } from '../../i18n';

export type OtpPurpose = 'verify' | 'reset';

/** `<html>`'s attributes: Urdu reads right to left. */
const htmlAttributes = (language: Language): string => (language === 'ur' ? 'lang="ur" dir="rtl"' : 'lang="en"');

/** Where a table's text starts: the left in English, the right in Urdu. */
export const textStart = (language: Language): string => (language === 'ur' ? 'right' : 'left');

/** The document around a mail's HTML body: title, the shop's footer, the language's direction. */
export const mailDocument = (language: Language, title: string, body: string): string =>
  `<!doctype html><html ${htmlAttributes(language)}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#ffffff;margin:0;padding:24px">` +
  `<div style="max-width:560px;margin:0 auto">${body}` +
  `<p style="color:#4a4a4a;font-size:13px;margin-top:32px">${escapeHtml(textsIn(language)('mail.footer'))}</p></div></body></html>`;

/** A catalogue text as HTML, with `html` values (markup of our own) put in after escaping the rest. */
function htmlText(
  t: Texts,
  key: string,
  values: Record<string, string | number>,
  html: Record<string, string>,
): string {
  const marks = Object.keys(html).map((name, i) => [name, `\u0000${i}\u0000`] as const);
  let out = escapeHtml(t(key, { ...values, ...Object.fromEntries(marks) }));
  for (const [name, mark] of marks) out = out.replace(mark, () => html[name]);
  return out;
}

export function otpMail(
  to: string,
  code: string,
  purpose: OtpPurpose,
  validMinutes: number,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const t = textsIn(language);
  const subject = t(`mail.otp.${purpose}.subject`);
  const intro = t(`mail.otp.${purpose}.intro`);
  const expires = t('mail.otp.expires', { count: validMinutes });
  const ignore = t('mail.otp.ignore');
  const text = `${intro}\n\n${code}\n\n${expires}\n${ignore}\n`;
  const label = t('mail.otp.codeLabel', { digits: code.split('').join(' ') });
  const html = mailDocument(
    language,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:32px;font-weight:bold;letter-spacing:6px" aria-label="${escapeHtml(label)}">${code}</p>` +
      `<p>${escapeHtml(expires)}</p><p>${escapeHtml(ignore)}</p>`,
  );
  return { to, subject, text, html };
}

/** What someone asked for with an address whose account is already verified. */
export type AccountExistsAttempt = 'register' | 'verify';

/**
 * Sent instead of a code when the address already has a verified account: register and getOtp
 * answer the same whether or not an address is registered, and only its owner learns which.
 */
export function accountExistsMail(
  to: string,
  attempt: AccountExistsAttempt,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const t = textsIn(language);
  const subject = t(`mail.accountExists.${attempt}.subject`);
  const intro = t(`mail.accountExists.${attempt}.intro`);
  const signIn = t('mail.accountExists.signIn');
  const reset = t('mail.accountExists.reset');
  const ignore = t('mail.accountExists.ignore');
  const text = `${intro}

${signIn}
${reset}

${ignore}
`;
  const html = mailDocument(
    language,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      [intro, signIn, reset, ignore].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  );
  return { to, subject, text, html };
}

export interface ConfirmationOrder {
  number: string;
  /** A paid card order is confirmed; a cash-on-delivery order is still pending when the mail goes. */
  confirmed: boolean;
  customerName: string;
  /** In the mail's language ('Cash On Delivery'). */
  paymentLabel: string;
  courierName: string;
  courierCost: number;
  subTotal: number;
  grandTotal: number;
  /** The delivery address as one line, in the mail's language (see order-confirmation.ts). */
  address: string;
  items: { name: string; qty: number; price: number; total: number }[];
  /** The shop's delivery promise in business days, and its last day for this order ('Friday, 4 December 2026'). */
  deliveryDays: { min: number; max: number };
  expectedBy: string;
}

export function orderConfirmationMail(
  to: string,
  order: ConfirmationOrder,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const t = textsIn(language);
  const { number } = order;
  const subject = order.confirmed
    ? t('mail.order.subjectConfirmed', { number })
    : t('mail.order.subjectReceived', { number });
  // The promise as the success page gives it, with the date the order's page shows.
  const promise = t('mail.order.promise', {
    min: order.deliveryDays.min,
    max: order.deliveryDays.max,
    date: order.expectedBy,
  });
  const greeting = t('mail.greeting', { name: order.customerName });
  const money = (key: string, amount: number, courier?: string) =>
    t(key, { amount: formatRupees(amount), ...(courier === undefined ? {} : { courier }) });
  const subtotal = money('mail.order.subtotal', order.subTotal);
  const shipping = money('mail.order.shipping', order.courierCost, order.courierName);
  const total = money('mail.order.total', order.grandTotal);
  const payment = t('mail.order.payment', { method: order.paymentLabel });
  const deliverTo = t('mail.order.deliverTo', { address: order.address });
  const lines = order.items.map((i) =>
    t('mail.order.line', { name: i.name, qty: i.qty, price: formatRupees(i.price), total: formatRupees(i.total) }),
  );
  const text = [
    greeting,
    '',
    `${t('mail.order.thanks', { number })} ${promise}`,
    '',
    ...lines,
    '',
    subtotal,
    shipping,
    total,
    payment,
    deliverTo,
    '',
  ].join('\n');
  const cell = `style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:${textStart(language)}"`;
  const rows = order.items
    .map(
      (i) =>
        `<tr><td ${cell}>${escapeHtml(i.name)}</td><td ${cell}>${i.qty}</td>` +
        `<td ${cell}>${formatRupees(i.price)}</td><td ${cell}>${formatRupees(i.total)}</td></tr>`,
    )
    .join('');
  const headings = (['product', 'qty', 'price', 'total'] as const)
    .map((column) => `<th scope="col" ${cell}>${escapeHtml(t(`mail.order.columns.${column}`))}</th>`)
    .join('');
  const thanks = htmlText(t, 'mail.order.thanks', {}, { number: `<strong>${escapeHtml(number)}</strong>` });
  const html = mailDocument(
    language,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>${thanks} ${escapeHtml(promise)}</p>` +
      `<table style="border-collapse:collapse;width:100%"><caption style="text-align:${textStart(language)};font-weight:bold;padding:6px 0">${escapeHtml(t('mail.order.items'))}</caption>` +
      `<thead><tr>${headings}</tr></thead>` +
      `<tbody>${rows}</tbody></table>` +
      `<p>${escapeHtml(subtotal)}<br>${escapeHtml(shipping)}<br>` +
      `<strong>${escapeHtml(total)}</strong></p>` +
      `<p>${escapeHtml(payment)}<br>${escapeHtml(deliverTo)}</p>`,
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

const newsLine = (t: Texts, item: WishlistNews): string =>
  item.backInStock
    ? t('mail.wishlist.backInStock', { price: formatRupees(item.price) })
    : t('mail.wishlist.cheaper', { price: formatRupees(item.price), was: formatRupees(item.seenPrice) });

export function wishlistAlertMail(
  to: string,
  name: string,
  items: WishlistNews[],
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
): MailMessage {
  const t = textsIn(language);
  const subject =
    items.length === 1 ? t('mail.wishlist.subjectOne', { name: items[0].name }) : t('mail.wishlist.subjectMany');
  const link = (item: WishlistNews) => `${origin}/product/${encodeURIComponent(item.slug)}`;
  const wishlist = `${origin}/account/wishlist`;
  const greeting = t('mail.greeting', { name });
  const intro = t('mail.wishlist.intro');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((item) => `- ${item.name}: ${newsLine(t, item)}\n  ${link(item)}`),
    '',
    t('mail.wishlist.yours', { url: wishlist }),
    '',
  ].join('\n');
  const html = mailDocument(
    language,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>` +
      items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(link(item))}">${escapeHtml(item.name)}</a>: ${escapeHtml(newsLine(t, item))}</li>`,
        )
        .join('') +
      `</ul><p><a href="${escapeHtml(wishlist)}">${escapeHtml(t('mail.wishlist.see'))}</a></p>`,
  );
  return { to, subject, text, html };
}
