// The sandbox PayPal approval window (flow vault, intent authorize): the payer approves, the
// processor makes a nonce, and the opener hears it with the payer and the shipping address.
(() => {
  const ORIGIN = window.location.origin;
  const form = document.getElementById('approval');
  const params = new URLSearchParams(window.location.search);
  if (params.get('shipping') === '0') {
    document.getElementById('shipping').remove();
  }
  const channel = params.get('channel');
  const tell = (message) => window.opener?.postMessage({ source: 'sandbox-paypal', channel, ...message }, ORIGIN);

  function readCookie(name) {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : '';
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const payer = Object.fromEntries(new FormData(form).entries());
    if (!readCookie('XSRF-TOKEN')) {
      await fetch('/api/auth/csrf', { credentials: 'same-origin' });
    }
    const response = await fetch('/sandbox-processor/v1/wallet-approvals', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') },
      body: JSON.stringify({ kind: 'paypal', payer }),
    });
    if (!response.ok) {
      tell({ type: 'canceled' });
      window.close();
      return;
    }
    const { nonce } = await response.json();
    const shippingAddress = payer.address1
      ? { address1: payer.address1, city: payer.city, state: payer.state, zipcode: payer.zipcode }
      : null;
    tell({ type: 'approved', nonce, payer: { email: payer.email, firstName: payer.firstName, lastName: payer.lastName }, shippingAddress });
    window.close();
  });
  document.getElementById('cancel').addEventListener('click', () => {
    tell({ type: 'canceled' });
    window.close();
  });
})();
