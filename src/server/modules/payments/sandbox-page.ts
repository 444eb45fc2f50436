import { formatINR } from '../../../shared/format.js';
import { escapeHtml as esc } from '../../html.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;max-width:26rem;width:100%}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#374151}.amount{font-size:2rem;font-weight:700;margin:1rem 0;color:#111827}
.row{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.75rem 1rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.fail{background:#e5e7eb;color:#111827}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.tag{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.1rem .6rem;font-size:.75rem}`;

/** The sandbox gateway's checkout page: amount from the server's record, a Pay and a Fail button. No script. */
export function renderCheckoutPage(s: {
  id: string;
  amount_paise: number;
  description: string;
  status: string;
  expired: boolean;
}): string {
  const open = s.status === 'created' && !s.expired;
  const amount = esc(formatINR(s.amount_paise / 100, { paise: s.amount_paise % 100 !== 0 }));
  const body = open
    ? `<form method="post" action="/api/v1/payments/sandbox/checkout/${esc(s.id)}">
        <div class="row">
          <button class="pay" type="submit" name="outcome" value="pay">Pay ${amount}</button>
          <button class="fail" type="submit" name="outcome" value="fail">Fail payment</button>
        </div>
      </form>`
    : `<p role="status">${s.status === 'paid' ? 'This payment is complete.' : s.status === 'failed' ? 'This payment failed.' : 'This payment link has expired.'}</p>`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>FinWell sandbox checkout</title><style>${STYLE}</style></head><body><main>
<span class="tag">Sandbox: no real money moves</span>
<h1>FinWell checkout</h1><p>${esc(s.description)}</p>
<div class="amount" aria-label="Amount">${amount}</div>
${body}</main></body></html>`;
}
