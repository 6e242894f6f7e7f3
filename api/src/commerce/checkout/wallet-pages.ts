// The pages this API serves on the way to a mobile wallet: the local test gateway (when the
// wallet's merchant keys are not set), which asks for the mobile account number and offers
// Approve and Reject; and the small page that sends the browser on to the provider's hosted
// checkout with the signed form. Plain HTML, keyboard-usable, high-contrast, no script.
import type { WalletMethod } from '@storefront/shared/types';
import { escapeHtml } from '../mail/html-escape';
import { formatRupees } from '../mail/format-rupees';
import { walletLabel } from './wallet-payments';

const STYLE = `
body{font-family:Arial,Helvetica,sans-serif;background:#f4f5f7;color:#111;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #ccc;border-radius:8px;padding:24px}
h1{font-size:1.4rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{font-weight:bold}dd{margin:0}
label{display:block;font-weight:bold;margin-bottom:6px}
input[type=tel]{box-sizing:border-box;width:100%;font-size:1rem;padding:10px;border:1px solid #555;border-radius:6px}
input[aria-invalid=true]{border:2px solid #8a1111}
.error{color:#8a1111;margin:6px 0 0}.hint{color:#333;font-size:.9rem;margin:6px 0 0}
.actions{display:flex;gap:12px;margin-top:20px}form.reject{flex:1}.actions>button{flex:1}
button{width:100%;font-size:1rem;padding:12px;border-radius:6px;border:2px solid transparent;cursor:pointer}
.pay{background:#0b6b2f;color:#fff}.decline{background:#fff;color:#8a1111;border-color:#8a1111}
button:focus-visible,input:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
p.note{color:#333;font-size:.9rem;margin-top:20px}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-PK">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Storefront</title><style>${STYLE}</style>
<link rel="icon" href="data:,"></head>
<body><main>
${body}
</main></body></html>`;

export interface WalletGatewayPageInput {
  method: WalletMethod;
  orderId: number;
  number: string;
  amount: number;
  ref: string;
  /** what was typed, shown again with `error` */
  account?: string;
  error?: string;
  /** set when the payment is already settled and the buttons no longer apply */
  notice?: string;
}

export function walletGatewayPage(input: WalletGatewayPageInput): string {
  const label = walletLabel(input.method);
  const base = `/api/api/payment/wallet/${input.method}/${input.orderId}`;
  const ref = escapeHtml(input.ref);
  const invalid = input.error
    ? ' aria-invalid="true" aria-describedby="account-error account-hint"'
    : ' aria-describedby="account-hint"';
  const actions = input.notice
    ? `<p role="status">${escapeHtml(input.notice)}</p>`
    : `<form method="post" action="${base}/approve" id="approve" novalidate>
<input type="hidden" name="ref" value="${ref}">
<label for="account">${escapeHtml(label)} mobile account number</label>
<input type="tel" id="account" name="account" inputmode="numeric" autocomplete="tel-national" maxlength="17" placeholder="03XXXXXXXXX" value="${escapeHtml(input.account ?? '')}"${invalid}${input.error ? ' autofocus' : ''}>
${input.error ? `<p class="error" id="account-error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<p class="hint" id="account-hint">11 digits starting with 03, e.g. 03001234567</p>
</form>
<div class="actions">
<button type="submit" form="approve" class="pay">Approve</button>
<form method="post" action="${base}/reject" class="reject"><input type="hidden" name="ref" value="${ref}"><button type="submit" class="decline">Reject</button></form>
</div>`;
  return page(
    `Test ${label} payment for order ${input.number}`,
    `<h1>Test ${escapeHtml(label)} payment</h1>
<dl><dt>Order</dt><dd>${escapeHtml(input.number)}</dd><dt>Amount</dt><dd>${formatRupees(input.amount)}</dd></dl>
${actions}
<p class="note">This is a test gateway: no ${escapeHtml(label)} account is charged. Approve marks the order as paid; Reject marks the payment as failed so it can be retried from My Orders.</p>`,
  );
}

/** The page that posts the signed form on to the provider: one button, so it works without script. */
export function providerRedirectPage(input: {
  method: WalletMethod;
  number: string;
  action: string;
  fields: Record<string, string>;
  button: string;
}): string {
  const label = walletLabel(input.method);
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    `Pay for order ${input.number} with ${label}`,
    `<h1>Pay with ${escapeHtml(label)}</h1>
<p>Order ${escapeHtml(input.number)}</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<button type="submit" class="pay">${escapeHtml(input.button)}</button>
</form>`,
  );
}
