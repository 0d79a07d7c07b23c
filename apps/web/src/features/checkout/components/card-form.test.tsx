import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { ProcessorMessageError, ProcessorTokenError, type CardFieldState, type CardProcessor, type CardToken } from '../processors/processor-types';
import { CardForm } from './card-form';

/** A processor whose field the test drives: what the frame would report, and what tokenising answers. */
function fakeProcessor(tokenize: () => Promise<CardToken>) {
  let report: (state: CardFieldState) => void = () => undefined;
  const processor: CardProcessor = {
    vendor: 'sandbox',
    mountCardField: (_container, onChange) => {
      report = onChange;
      return { tokenize, focus: () => undefined, destroy: () => undefined };
    },
    deviceWallet: () => Promise.resolve(null),
  };
  return { processor, report: (state: CardFieldState) => act(() => report(state)) };
}

const SECURED = 'Secured 256-bit TLS encrypted payment';

describe('CardForm', () => {
  it('enables Continue only when the entry is complete, then stores the token', async () => {
    const { processor, report } = fakeProcessor(() => Promise.resolve({ token: 'tok_1', cardLastFour: '4242' }));
    const onToken = vi.fn(() => Promise.resolve(undefined));
    render(<CardForm processor={processor} onToken={onToken} securedText={SECURED} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(SECURED)).toBeTruthy();
    report({ complete: false, error: 'Your card number is incomplete.' });
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    report({ complete: true, error: null });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith({ token: 'tok_1', cardLastFour: '4242' }));
  });

  it('shows the processor’s message under the field, with the error border', async () => {
    const { processor, report } = fakeProcessor(() => Promise.reject(new ProcessorMessageError('Your card has expired.')));
    const { container } = render(<CardForm processor={processor} onToken={() => Promise.resolve(undefined)} securedText={SECURED} />);
    report({ complete: true, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card has expired.');
    expect(container.querySelector('.card-form__field--error')).not.toBeNull();
  });

  it('says "Error confirming the payment method." for a token error without the provider’s message (001 §8)', async () => {
    const { processor, report } = fakeProcessor(() => Promise.reject(new ProcessorTokenError('no token')));
    const { container } = render(<CardForm processor={processor} onToken={() => Promise.resolve(undefined)} securedText={SECURED} />);
    report({ complete: true, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.payment.tokenError);
    expect(container.querySelector('.card-form__field--error')).not.toBeNull();
  });

  it('says the spec’s words when tokenising throws without a message, and shows a refused token’s message', async () => {
    const { processor, report } = fakeProcessor(() => Promise.reject(new Error('network')));
    render(<CardForm processor={processor} onToken={() => Promise.resolve(undefined)} securedText={SECURED} />);
    report({ complete: true, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.payment.tokenizeError);

    const declined = fakeProcessor(() => Promise.resolve({ token: 'tok_2' }));
    render(<CardForm processor={declined.processor} onToken={() => Promise.resolve('Your card was declined.')} securedText={SECURED} />);
    declined.report({ complete: true, error: null });
    fireEvent.click(screen.getAllByRole('button', { name: 'Continue' })[1]!);
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
  });
});
