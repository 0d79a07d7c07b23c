// The sandbox processor's script for the merchant page (ADR 106): the card field (an iframe the
// processor serves, so the card number never touches the merchant's page or server), the PayPal
// approval window, and a device wallet the Payment Request API's shape drives.
(() => {
  const BASE = '/sandbox-processor/v1';
  const ORIGIN = window.location.origin;

  class SandboxError extends Error {
    constructor(message, code) {
      super(message);
      this.name = 'SandboxError';
      this.code = code;
    }
  }

  function readCookie(name) {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : '';
  }

  async function post(path, body) {
    if (!readCookie('XSRF-TOKEN')) {
      await fetch('/api/auth/csrf', { credentials: 'same-origin' });
    }
    const response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      throw new SandboxError(answer?.error?.message ?? 'The sandbox processor could not be reached.', 'processor_error');
    }
    return answer;
  }

  function ensureStyles() {
    if (!document.querySelector('link[data-sandbox-processor]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `${BASE}/sandbox.css`;
      link.dataset.sandboxProcessor = '';
      document.head.append(link);
    }
  }

  /** Mounts the card field in `container`; `onChange` hears { complete, error }. */
  function cardField(container, { onChange, title = 'Secure card payment input frame' } = {}) {
    ensureStyles();
    const frame = document.createElement('iframe');
    frame.src = `${BASE}/card-frame.html`;
    frame.title = title;
    frame.className = 'sandbox-card-frame';
    container.append(frame);
    const pending = new Map();
    let next = 0;
    const listener = (event) => {
      const message = event.data;
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow || message?.source !== 'sandbox-card-frame') {
        return;
      }
      if (message.type === 'change') {
        onChange?.({ complete: message.complete, error: message.error ?? null });
      } else if (message.type === 'resize') {
        if (Number.isFinite(message.height) && message.height > 0) {
          frame.style.height = `${message.height}px`;
        }
      } else if (message.type === 'token' || message.type === 'error') {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'token') {
          waiting?.resolve(message.result);
        } else {
          // A token endpoint that could not be reached is the processor's failure, not the card's.
          waiting?.reject(new SandboxError(message.message ?? '', message.isUnreachable ? 'processor_error' : 'card_error'));
        }
      }
    };
    window.addEventListener('message', listener);
    return {
      tokenize() {
        return new Promise((resolve, reject) => {
          next += 1;
          pending.set(next, { resolve, reject });
          frame.contentWindow.postMessage({ source: 'sandbox-merchant', type: 'tokenize', id: next }, ORIGIN);
        });
      },
      focus() {
        frame.contentWindow?.postMessage({ source: 'sandbox-merchant', type: 'focus' }, ORIGIN);
      },
      destroy() {
        window.removeEventListener('message', listener);
        for (const waiting of pending.values()) {
          waiting.reject(new SandboxError('The card field was closed.', 'closed'));
        }
        frame.remove();
      },
    };
  }

  /** How long an answer posted just before the PayPal window closed may take to arrive. */
  const ANSWER_GRACE_MS = 1000;

  /** Opens the PayPal approval window (flow vault, intent authorize); resolves with the nonce and the payer. */
  function approvePayPal({ flow = 'vault', intent = 'authorize', shipping = true } = {}) {
    // The window names this channel in its answer. Its answer is known by the channel, not by
    // `event.source`: a window that posts and closes at once may be gone before the answer is
    // dispatched, and Chromium then gives the event no source, so the answer would be dropped.
    const channel = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(16)).join('');
    const query = new URLSearchParams({ flow, intent, shipping: shipping ? '1' : '0', channel });
    const popup = window.open(`${BASE}/paypal-approve.html?${query}`, 'sandbox-paypal', 'popup,width=480,height=720');
    if (!popup) {
      return Promise.reject(new SandboxError('The PayPal window was blocked.', 'popup_blocked'));
    }
    return new Promise((resolve, reject) => {
      let isSettled = false;
      const stop = () => {
        isSettled = true;
        window.removeEventListener('message', listener);
        clearInterval(watch);
      };
      const listener = (event) => {
        const message = event.data;
        if (event.origin !== ORIGIN || message?.source !== 'sandbox-paypal' || message.channel !== channel) {
          return;
        }
        stop();
        if (message.type === 'approved') {
          resolve({ nonce: message.nonce, payer: message.payer, shippingAddress: message.shippingAddress });
        } else {
          reject(new SandboxError('PayPal was cancelled.', 'canceled'));
        }
      };
      // A window closed without an answer is a cancel. The window posts its answer and then closes,
      // so the answer may still be queued when the window is seen closed: it gets a moment to arrive.
      const watch = setInterval(() => {
        if (popup.closed) {
          clearInterval(watch);
          setTimeout(() => {
            if (!isSettled) {
              stop();
              reject(new SandboxError('PayPal was cancelled.', 'canceled'));
            }
          }, ANSWER_GRACE_MS);
        }
      }, 300);
      window.addEventListener('message', listener);
    });
  }

  const BUYER = { name: 'Jordan Buyer', phone: '2125550188', address1: '1 Sandbox Way', city: 'Albany', state: 'NY', zipcode: '12207' };

  function field(label, name, value) {
    const wrapper = document.createElement('label');
    wrapper.className = 'sandbox-wallet__field';
    wrapper.append(label);
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    wrapper.append(input);
    return wrapper;
  }

  function money(amount) {
    return `${Number(amount.value) < 0 ? '-' : ''}$${Math.abs(Number(amount.value)).toFixed(2)}`;
  }

  /** The device wallet's sheet, drawn by the processor in place of the device's own. */
  function showSheet(details, options, resolve, reject) {
    ensureStyles();
    const dialog = document.createElement('dialog');
    dialog.className = 'sandbox-wallet';
    dialog.setAttribute('aria-labelledby', 'sandbox-wallet-title');
    const title = document.createElement('h2');
    title.id = 'sandbox-wallet-title';
    title.textContent = 'Sandbox Pay';
    const lines = document.createElement('dl');
    lines.className = 'sandbox-wallet__lines';
    for (const item of [...(details.displayItems ?? []), details.total]) {
      const row = document.createElement('div');
      const label = document.createElement('dt');
      label.textContent = item.label;
      const value = document.createElement('dd');
      value.textContent = money(item.amount);
      row.append(label, value);
      lines.append(row);
    }
    const form = document.createElement('form');
    form.method = 'dialog';
    const shippingOption = details.shippingOptions?.[0];
    const shipping = document.createElement('p');
    shipping.textContent = shippingOption ? `Shipping: ${shippingOption.label}` : '';
    form.append(
      field('Name', 'name', BUYER.name),
      ...(options?.requestPayerPhone ? [field('Phone', 'phone', BUYER.phone)] : []),
      ...(options?.requestShipping
        ? [field('Street address', 'address1', BUYER.address1), field('City', 'city', BUYER.city), field('State', 'state', BUYER.state), field('Zip code', 'zipcode', BUYER.zipcode)]
        : []),
    );
    const pay = document.createElement('button');
    pay.type = 'submit';
    pay.value = 'pay';
    pay.textContent = 'Pay with Sandbox Pay';
    const cancel = document.createElement('button');
    cancel.type = 'submit';
    cancel.value = 'cancel';
    cancel.textContent = 'Cancel';
    const actions = document.createElement('div');
    actions.className = 'sandbox-wallet__actions';
    actions.append(cancel, pay);
    form.append(shipping, actions);
    dialog.append(title, lines, form);
    document.body.append(dialog);
    dialog.showModal();
    dialog.addEventListener('close', async () => {
      const values = Object.fromEntries(new FormData(form).entries());
      if (dialog.returnValue !== 'pay') {
        dialog.remove();
        reject(new DOMException('The payment was cancelled.', 'AbortError'));
        return;
      }
      const [firstName = '', ...rest] = String(values.name ?? '').trim().split(' ');
      try {
        const { nonce } = await post('/wallet-approvals', {
          kind: 'apple-pay',
          payer: { firstName, lastName: rest.join(' '), phone: String(values.phone ?? ''), address1: String(values.address1 ?? ''), city: String(values.city ?? ''), state: String(values.state ?? ''), zipcode: String(values.zipcode ?? '') },
        });
        resolve({
          methodName: 'https://sandbox-pay.example',
          details: { token: nonce },
          payerName: String(values.name ?? ''),
          payerPhone: values.phone ? String(values.phone) : null,
          payerEmail: null,
          shippingOption: shippingOption?.id ?? null,
          shippingAddress: options?.requestShipping
            ? { recipient: String(values.name ?? ''), addressLine: [String(values.address1 ?? '')], city: String(values.city ?? ''), region: String(values.state ?? ''), postalCode: String(values.zipcode ?? ''), country: 'US', phone: String(values.phone ?? '') }
            : null,
          complete: async () => {
            dialog.remove();
          },
        });
      } catch (error) {
        dialog.remove();
        reject(error);
      }
    });
  }

  const deviceWallet = {
    /** The sandbox device can pay unless a test turned it off (localStorage sandbox-device-wallet=unavailable). */
    canMakePayment: async () => window.localStorage.getItem('sandbox-device-wallet') !== 'unavailable',
    /** A Payment Request API object: `show()` opens the sheet and resolves with a PaymentResponse. */
    paymentRequest(methodData, details, options) {
      return {
        canMakePayment: deviceWallet.canMakePayment,
        show: () => new Promise((resolve, reject) => showSheet(details, options, resolve, reject)),
        abort: async () => document.querySelector('dialog.sandbox-wallet')?.close(),
      };
    },
  };

  window.SandboxProcessor = { cardField, paypal: { approve: approvePayPal }, deviceWallet, SandboxError };
})();
