import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletSheet, type WalletRequest } from '@app/domain/checkout';
import type { Activation, Patient } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { BrandContext } from '../../../lib/brand';
import { mockFetch } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import type { WalletApproval } from '../processors/processor-types';
import type { WalletPayment } from '../utils/wallet-checkout';
import { CartOrderCheckout } from './cart-order-checkout';

// The processors as the sandbox's would answer, without its script: a card field that is never
// used here, a device wallet that approves with the sheet it was shown, and a PayPal button.
const walletSheets: WalletRequest[] = [];
const completed: string[] = [];
const approval = (payer: WalletApproval['payer']): WalletApproval => ({
  token: 'wallet-nonce',
  payer,
  complete: (result) => {
    completed.push(result);
    return Promise.resolve();
  },
});
const PAYER = { name: 'Jordan Buyer', phone: '2125550188', address: { address1: '1 Sandbox Way', city: 'Albany', state: 'NY', zipcode: '12207' } };
vi.mock('../processors/load-processors', () => ({
  loadCardProcessor: () =>
    Promise.resolve({
      vendor: 'sandbox',
      mountCardField: () => ({ tokenize: () => Promise.reject(new Error('unused')), focus: () => undefined, destroy: () => undefined }),
      deviceWallet: () =>
        Promise.resolve({
          pay: (request: WalletRequest) => {
            walletSheets.push(request);
            return Promise.resolve(approval(PAYER));
          },
        }),
    }),
  loadWalletVault: () =>
    Promise.resolve({
      vendor: 'sandbox',
      renderPayPalButton: (container: HTMLElement, handlers: { onApprove: (approval: WalletApproval) => void }) => {
        const button = document.createElement('button');
        button.textContent = 'Pay with PayPal';
        button.onclick = () => handlers.onApprove(approval({ name: 'Jordan Buyer', address: PAYER.address }));
        container.append(button);
        return { destroy: () => button.remove() };
      },
    }),
}));

const SHEET = walletSheet({ label: 'Total', amountCents: 4595 }, [{ label: 'Day Primer × 2', amountCents: 4000 }]);

const PATIENT: Patient = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Shopper',
  email: 'ada@example.com',
  phone: null,
  gender: null,
  state: 'NY',
  zipcode: '10001',
  address1: '12 Main St',
  address2: null,
  city: 'New York',
  date_of_birth: null,
  cardLastFour: '4242',
  collectedCardLastFour: '4242',
  hasCompletedCcEntry: true,
  hasCompletedShippingAddressEntry: true,
  isMinor: false,
  introOffer: null,
  subscriptionItems: [],
};
const ACTIVATION = { invoiceId: 91, revenue: 4595, user: { id: 7 } } as unknown as Activation;
const CARD = { method: 'card', cardLastFour: '4242', label: null };

function answerDetails(patient: Patient, method: unknown) {
  return mockFetch((call) => {
    if (call.url === '/api/patient') {
      return { status: 200, body: { data: patient } };
    }
    if (call.url === '/api/patient/payment/config') {
      return { status: 200, body: { data: { card: { vendor: 'sandbox' }, walletVault: { vendor: 'sandbox' } } } };
    }
    return { status: 200, body: { data: method } };
  });
}

function renderCheckout(placeOrder: (id: string) => Promise<Activation>, payWithWallet: (payment: WalletPayment, id: string) => Promise<Activation> = () => Promise.reject(new Error('no wallet in this test'))) {
  const notify = vi.fn(() => 1);
  const onPlaced = vi.fn();
  render(
    <BrandContext value={TEST_BRAND}>
      <CartOrderCheckout
        attemptScope="shop-cart.cart-1"
        placeOrder={placeOrder}
        wallet={{ request: SHEET, pay: payWithWallet }}
        supportEmail="support@example.com"
        onPlaced={onPlaced}
        notify={notify}
      />
    </BrandContext>,
  );
  return { notify, onPlaced, placeButton: () => screen.findByRole('button', { name: 'Place order' }) };
}

afterEach(() => {
  walletSheets.length = 0;
  completed.length = 0;
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('CartOrderCheckout', () => {
  it('places the order once with the address and card on file, then says "Order confirmed!" until closed', async () => {
    answerDetails(PATIENT, CARD);
    const placeOrder = vi.fn((_attemptId: string) => Promise.resolve(ACTIVATION));
    const { notify, onPlaced, placeButton } = renderCheckout(placeOrder);
    expect(await screen.findByText('Card ending in 4242')).toBeTruthy();
    expect(screen.getByText(/12 Main St/)).toBeTruthy();
    fireEvent.click(await placeButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ACTIVATION));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder.mock.calls[0]![0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith({ type: 'success', content: MESSAGES.payment.orderConfirmed }, { screen: 'anywhere' });
  });

  it('keeps the attempt id after a lost answer and starts a new one after a refusal, showing the server’s words', async () => {
    answerDetails(PATIENT, CARD);
    const sent: string[] = [];
    const answers = [
      () => Promise.reject(new ApiError(0, { code: 'NETWORK', message: 'offline' })),
      () => Promise.reject(new ApiError(402, { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' })),
      () => Promise.resolve(ACTIVATION),
    ];
    const placeOrder = vi.fn((id: string) => {
      sent.push(id);
      return answers[sent.length - 1]!();
    });
    const { onPlaced, placeButton } = renderCheckout(placeOrder);
    fireEvent.click(await placeButton());
    expect((await screen.findByText(MESSAGES.payment.systemError)).closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(await placeButton());
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    fireEvent.click(await placeButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });

  it('disables Place order and says why while the address is missing, showing the address form', async () => {
    answerDetails({ ...PATIENT, address1: null, city: null, hasCompletedShippingAddressEntry: false }, CARD);
    const placeOrder = vi.fn(() => Promise.resolve(ACTIVATION));
    const { placeButton } = renderCheckout(placeOrder);
    const button = (await placeButton()) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByText(MESSAGES.payment.noShippingAddress);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('combobox', { name: 'Street address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeTruthy();
  });

  it('keeps Place order off while an edit is open, and Cancel returns to what is on file', async () => {
    answerDetails(PATIENT, CARD);
    const { placeButton } = renderCheckout(vi.fn(() => Promise.resolve(ACTIVATION)));
    await screen.findByText('Card ending in 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Edit shipping address' }));
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: Edit shipping address' }));
    expect(((await placeButton()) as HTMLButtonElement).disabled).toBe(false);
  });
  it('pays at once with Apple Pay, its sheet priced from the cart, then says "Order confirmed!"', async () => {
    answerDetails({ ...PATIENT, address1: null, city: null, hasCompletedShippingAddressEntry: false }, null);
    const placeOrder = vi.fn(() => Promise.resolve(ACTIVATION));
    const payWithWallet = vi.fn((_payment: WalletPayment, _attemptId: string) => Promise.resolve(ACTIVATION));
    const { notify, onPlaced } = renderCheckout(placeOrder, payWithWallet);
    fireEvent.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ACTIVATION));
    expect(walletSheets).toEqual([SHEET]);
    expect(placeOrder).not.toHaveBeenCalled();
    expect(payWithWallet).toHaveBeenCalledTimes(1);
    // The patient's own names come first (001 §4); the wallet's address is the order's.
    expect(payWithWallet.mock.calls[0]![0]).toEqual({
      method: 'apple-pay',
      vendor: 'sandbox',
      paymentNonce: 'wallet-nonce',
      address1: '1 Sandbox Way',
      city: 'Albany',
      state: 'NY',
      zipcode: '12207',
      firstname: 'Ada',
      lastname: 'Shopper',
      phoneNumberOptional: '2125550188',
    });
    expect(payWithWallet.mock.calls[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed).toEqual(['success']);
    expect(notify).toHaveBeenCalledWith({ type: 'success', content: MESSAGES.payment.orderConfirmed }, { screen: 'anywhere' });
  });

  it('shows a refused PayPal payment, fails its approval and sends the next press as a new attempt', async () => {
    answerDetails(PATIENT, null);
    const sent: string[] = [];
    const answers = [
      () => Promise.reject(new ApiError(0, { code: 'NETWORK', message: 'offline' })),
      () => Promise.reject(new ApiError(402, { code: 'PAYMENT_DECLINED', message: 'Your PayPal payment was declined.' })),
      () => Promise.resolve(ACTIVATION),
    ];
    const payWithWallet = vi.fn((_payment: WalletPayment, id: string) => {
      sent.push(id);
      return answers[sent.length - 1]!();
    });
    const { onPlaced, notify } = renderCheckout(vi.fn(() => Promise.resolve(ACTIVATION)), payWithWallet);
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect((await screen.findByText(MESSAGES.payment.systemError)).closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Your PayPal payment was declined.')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(ACTIVATION));
    expect(payWithWallet.mock.calls[0]![0]).toMatchObject({ method: 'paypal', vendor: 'sandbox', firstname: 'Ada' });
    // A lost answer keeps the attempt (a retry never charges twice); a refusal ends it.
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(completed).toEqual(['fail', 'fail', 'success']);
  });
});
