// The local test gateway page (used when no Stripe key is configured): order number, amount and
// two real form buttons, Pay and Decline. Plain HTML, keyboard-usable, high-contrast.
import { escapeHtml } from '../mail/html-escape';
import { formatRupees } from '../mail/format-rupees';

export interface GatewayPageInput {
  orderId: number;
  number: string;
  amount: number;
  ref: string;
  /** set when the payment is already settled and the buttons no longer apply */
  notice?: string;
}

const STYLE = `
body{font-family:Arial,Helvetica,sans-serif;background:#f4f5f7;color:#111;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border:1px solid #ccc;border-radius:8px;padding:24px}
h1{font-size:1.4rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{font-weight:bold}dd{margin:0}
.actions{display:flex;gap:12px}form{flex:1}
button{width:100%;font-size:1rem;padding:12px;border-radius:6px;border:2px solid transparent;cursor:pointer}
.pay{background:#0b6b2f;color:#fff}.decline{background:#fff;color:#8a1111;border-color:#8a1111}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
p.note{color:#333;font-size:.9rem;margin-top:20px}`;

export function gatewayPage(input: GatewayPageInput): string {
  const base = `/api/api/payment/gateway/${input.orderId}`;
  const ref = escapeHtml(input.ref);
  const actions = input.notice
    ? `<p role="status">${escapeHtml(input.notice)}</p>`
    : `<div class="actions">
<form method="post" action="${base}/pay"><input type="hidden" name="ref" value="${ref}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${base}/decline"><input type="hidden" name="ref" value="${ref}"><button type="submit" class="decline">Decline</button></form>
</div>`;
  return `<!doctype html>
<html lang="en-PK">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment for order ${escapeHtml(input.number)} | Storefront</title><style>${STYLE}</style>
<link rel="icon" href="data:,"></head>
<body><main>
<h1>Test payment gateway</h1>
<dl><dt>Order</dt><dd>${escapeHtml(input.number)}</dd><dt>Amount</dt><dd>${formatRupees(input.amount)}</dd></dl>
${actions}
<p class="note">This is a test gateway: no card is charged. Pay marks the order as paid; Decline marks the payment as failed so it can be retried from My Orders.</p>
</main></body></html>`;
}
