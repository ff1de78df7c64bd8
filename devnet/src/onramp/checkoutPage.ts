/**
 * The sandbox's hosted checkout page, as HTML without script: the order's summary, then the
 * card form while the order is pending, or where the order stands (refreshed every 2 s by a
 * meta refresh while the payout is on its way). Every value is escaped; styles carry the
 * response's CSP nonce.
 */
import type { SandboxOrder } from './sandboxOrders.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export interface CheckoutPageInput {
  order: SandboxOrder
  nonce: string
  /** A refused card's message, shown above the form. */
  error?: string
  /** What the buyer typed, kept on a refusal (never the CVC). */
  form?: { cardNumber?: string; expiry?: string }
}

const STATUS_TEXT: Record<SandboxOrder['status'], string> = {
  pending: 'Waiting for payment',
  processing: 'Payment accepted. Sending your crypto…',
  completed: 'Done: your crypto has arrived. You can close this window.',
  failed: 'The purchase failed.',
}

export function checkoutPage({ order, nonce, error, form }: CheckoutPageInput): string {
  const e = escapeHtml
  const buy = `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}`
  const pay = `${order.paymentTotal.amount} ${order.paymentTotal.currency}`
  const body =
    order.status === 'pending'
      ? `<form method="post" action="/checkout/${e(order.id)}" data-testid="checkout-form">
  ${error ? `<p class="error" role="alert" data-testid="checkout-error">${e(error)}</p>` : ''}
  <label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${e(form?.cardNumber ?? '')}" placeholder="4242 4242 4242 4242" data-testid="checkout-card"></label>
  <div class="row">
    <label>Expiry <input name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="MM/YY" value="${e(form?.expiry ?? '')}" data-testid="checkout-expiry"></label>
    <label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123" data-testid="checkout-cvc"></label>
  </div>
  <button type="submit" data-testid="checkout-pay">Pay ${e(pay)}</button>
  <p class="hint">Sandbox: pay with the test card 4242 4242 4242 4242 (any future expiry, any 3-digit CVC); 4000 0000 0000 0002 is declined.</p>
</form>`
      : `<p class="status status-${e(order.status)}" role="status" data-testid="checkout-status" data-status="${e(order.status)}">${e(STATUS_TEXT[order.status])}</p>
${order.failureReason ? `<p class="error" data-testid="checkout-error">${e(order.failureReason)}</p>` : ''}
${order.txHash ? `<p class="hint">Transaction <code data-testid="checkout-tx">${e(order.txHash)}</code></p>` : ''}`
  const refresh = order.status === 'processing' ? '<meta http-equiv="refresh" content="2">' : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>Portico Sandbox Checkout</title>
<style nonce="${e(nonce)}">
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:#5b6270}dd{margin:0;word-break:break-all}label{display:block;margin:0 0 12px;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;border:1px solid #8a919e;border-radius:8px;font:inherit}
.row{display:flex;gap:12px}.row label{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;background:#1a56db;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:#a4161a;font-weight:600}.hint{color:#5b6270;font-size:13px}.status{font-weight:600}
</style>
</head>
<body>
<main>
<h1>Portico Sandbox Checkout</h1>
<dl>
<dt>You buy</dt><dd data-testid="checkout-buy">${e(buy)}</dd>
<dt>You pay</dt><dd data-testid="checkout-pay-total">${e(pay)}</dd>
<dt>Network</dt><dd>${e(order.network)}</dd>
<dt>To</dt><dd><code>${e(order.destinationAddress)}</code></dd>
</dl>
${body}
</main>
</body>
</html>
`
}
