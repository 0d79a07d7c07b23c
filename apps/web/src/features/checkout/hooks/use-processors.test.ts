import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { walletSheet, type WalletRequest } from '@app/domain/checkout';
import type { PaymentConfig } from '@app/domain/contracts';
import { useProcessors } from './use-processors';

const loads = vi.hoisted(() => ({ card: 0, sheets: [] as WalletRequest[] }));
vi.mock('../processors/load-processors', () => ({
  loadCardProcessor: () => {
    loads.card += 1;
    return Promise.resolve({
      vendor: 'sandbox',
      mountCardField: () => ({ tokenize: () => Promise.reject(new Error('unused')), focus: () => undefined, destroy: () => undefined }),
      deviceWallet: (request: WalletRequest) => {
        loads.sheets.push(request);
        return Promise.resolve({ pay: () => Promise.reject(new Error('unused')) });
      },
    });
  },
  loadWalletVault: () => Promise.resolve({ vendor: 'sandbox', renderPayPalButton: () => ({ destroy: () => undefined }) }),
}));

const CONFIG = { card: { vendor: 'sandbox' }, walletVault: { vendor: 'sandbox' } } as PaymentConfig;
const sheet = (totalCents: number) => walletSheet({ label: 'Total', amountCents: totalCents }, []);

describe('useProcessors', () => {
  it('makes the device wallet again for a new price without loading the card processor again (its field would be mounted anew)', async () => {
    const first = sheet(5000);
    const { result, rerender } = renderHook(({ request }) => useProcessors(CONFIG, request, true), { initialProps: { request: first } });
    await waitFor(() => expect(result.current.deviceWallet).not.toBeNull());
    const card = result.current.card;
    const second = sheet(5200);
    rerender({ request: second });
    await waitFor(() => expect(loads.sheets).toEqual([first, second]));
    expect(loads.card).toBe(1);
    expect(result.current.card).toBe(card);
    expect(result.current.vault).not.toBeNull();
  });
});
