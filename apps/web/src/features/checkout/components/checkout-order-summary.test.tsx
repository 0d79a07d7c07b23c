import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionData } from '../../../testing/selection-fixtures';
import { CheckoutOrderSummary } from './checkout-order-summary';

// Issue 29 item 3: "Your next box" says what its first renewal adds in tax.
describe('CheckoutOrderSummary: Your next box', () => {
  const nextBoxLine = () => screen.getByText('Your next box').parentElement!;

  it('shows the estimated tax the first renewal adds', () => {
    render(<CheckoutOrderSummary selection={selectionData({ nextBoxTax: 518 })} />);
    expect(nextBoxLine().textContent).toMatch(/every 60 days \(\$[\d.]+\/month\) plus \$5\.18 estimated tax$/);
  });

  it('says there will be tax while no state is on file, and nothing where there is none', () => {
    const { unmount } = render(<CheckoutOrderSummary selection={selectionData({ nextBoxTax: null })} />);
    expect(nextBoxLine().textContent).toMatch(/plus estimated tax$/);
    unmount();
    render(<CheckoutOrderSummary selection={selectionData({ nextBoxTax: 0 })} />);
    expect(nextBoxLine().textContent).not.toContain('tax');
  });
});
