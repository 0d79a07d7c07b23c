// The card field's frame (ADR 106): the card number is typed here, on the processor's page, and
// leaves only to the processor's token endpoint. The merchant page hears whether the entry is
// complete, the field's message, and the token.
(() => {
  const ORIGIN = window.location.origin;
  const number = document.getElementById('number');
  const expiry = document.getElementById('expiry');
  const cvc = document.getElementById('cvc');

  const digitsOf = (value) => value.replace(/\D/g, '');

  function passesLuhn(digits) {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) {
          digit -= 9;
        }
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function readExpiry() {
    const digits = digitsOf(expiry.value);
    return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2, 4)), isComplete: digits.length === 4 };
  }

  /** The entry's state: complete, and the message of the first field that is wrong. */
  function state() {
    const card = digitsOf(number.value);
    const { month, year, isComplete } = readExpiry();
    const now = new Date();
    const fullYear = 2000 + year;
    let error = null;
    // A number is judged once it is as long as a card's (16 digits), like the providers' fields.
    if (card.length >= 16 && !passesLuhn(card)) {
      error = 'Your card number is invalid.';
    } else if (isComplete && (month < 1 || month > 12)) {
      error = "Your card's expiration date is invalid.";
    } else if (isComplete && (fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1))) {
      error = "Your card's expiration year is in the past.";
    }
    const complete = error === null && card.length >= 15 && passesLuhn(card) && isComplete && /^\d{3,4}$/.test(cvc.value);
    return { complete, error };
  }

  const tell = (message) => window.parent.postMessage({ source: 'sandbox-card-frame', ...message }, ORIGIN);

  function formatNumber() {
    const digits = digitsOf(number.value).slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry() {
    const digits = digitsOf(expiry.value).slice(0, 4);
    expiry.value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  }

  number.addEventListener('input', () => {
    formatNumber();
    tell({ type: 'change', ...state() });
  });
  expiry.addEventListener('input', () => {
    formatExpiry();
    tell({ type: 'change', ...state() });
  });
  cvc.addEventListener('input', () => {
    cvc.value = digitsOf(cvc.value).slice(0, 4);
    tell({ type: 'change', ...state() });
  });
  // Fields typed or autofilled before this script ran (it is deferred) fired no input event: they
  // are formatted now, and the state reported below is theirs.
  if (number.value || expiry.value || cvc.value) {
    formatNumber();
    formatExpiry();
    cvc.value = digitsOf(cvc.value).slice(0, 4);
  }

  function readCookie(name) {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : '';
  }

  async function tokenize(id) {
    const { month, year } = readExpiry();
    try {
      if (!readCookie('XSRF-TOKEN')) {
        await fetch('/api/auth/csrf', { credentials: 'same-origin' });
      }
      const response = await fetch('/sandbox-processor/v1/tokens', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') },
        body: JSON.stringify({ number: digitsOf(number.value), expMonth: month, expYear: 2000 + year, cvc: cvc.value }),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        // A refusal without words stays without words: the merchant page has its own (001 §8).
        tell({ type: 'error', id, message: answer?.error?.message ?? null });
        return;
      }
      tell({ type: 'token', id, result: { token: answer.id, cardLastFour: answer.card.last4, cardFundingType: answer.card.funding, cardBrand: answer.card.brand } });
    } catch {
      tell({ type: 'error', id, message: null, isUnreachable: true });
    }
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.origin !== ORIGIN || event.source !== window.parent || message?.source !== 'sandbox-merchant') {
      return;
    }
    if (message.type === 'tokenize') {
      void tokenize(message.id);
    } else if (message.type === 'focus') {
      number.focus();
    }
  });
  // The state at start, which the page waits for: a fixed "incomplete" here would undo a card
  // already typed before the script ran, and Continue would stay disabled (issue 32's fresh-clone run).
  tell({ type: 'change', ...state() });

  // The page sizes the frame to the field: one row, or two where the number takes a row of its own.
  const card = document.querySelector('.card');
  new ResizeObserver(() => tell({ type: 'resize', height: Math.ceil(card.getBoundingClientRect().height) })).observe(card);
})();
