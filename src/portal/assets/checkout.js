// Opens Razorpay's Standard Checkout for the order on /portal/checkout/<order id> (served from
// /portal/assets/checkout.js; no inline script, the CSP forbids it). The payment itself is granted
// only by the verified webhook; on success this page just goes back to the dashboard.
window.addEventListener('load', () => {
  const box = document.getElementById('checkout');
  const pay = document.getElementById('pay');
  const status = document.getElementById('checkout-status');
  if (!box || !pay || !status) return;
  if (typeof window.Razorpay !== 'function') {
    status.textContent =
      "Razorpay's checkout could not be loaded (blocked or offline). Reload the page to try again.";
    return;
  }
  const data = box.dataset;
  const checkout = new window.Razorpay({
    key: data.key,
    order_id: data.orderId,
    amount: data.amount,
    currency: data.currency,
    name: 'sublord',
    description: data.description,
    prefill: { email: data.email },
    handler: () => {
      window.location.assign('/portal/dashboard?notice=paid');
    },
  });
  pay.disabled = false;
  status.textContent = '';
  pay.addEventListener('click', () => checkout.open());
});
