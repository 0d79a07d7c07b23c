import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottleLabelPreview } from './bottle-label-preview';

describe('BottleLabelPreview', () => {
  it('shows the placeholder until a name is typed', () => {
    render(<BottleLabelPreview firstname="  " lastname="" />);
    expect(screen.getByTestId('bottle-label-name').textContent).toBe('Your Name Here');
  });

  it('shows the name as typed, trimmed', () => {
    render(<BottleLabelPreview firstname=" Zoë " lastname="Saint-Pierre" />);
    expect(screen.getByTestId('bottle-label-name').textContent).toBe('Zoë Saint-Pierre');
  });
});
