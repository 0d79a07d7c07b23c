import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { isCatalogueText } from './audit-reason';

// ADR 116: a refusal's audit row keeps the caller's message only when it is one of our texts.

describe('isCatalogueText', () => {
  it('vouches for a catalogue text, and for a template filled in', () => {
    expect(isCatalogueText(MESSAGES.payment.alreadyActivated)).toBe(true);
    expect(isCatalogueText(`${MESSAGES.payment.alreadyActivated} (and 2 more errors)`)).toBe(true);
  });

  it('never vouches for what a caller could have typed, short or long', () => {
    for (const typed of ['Spironolactone 50 mg', 'x', 'The body field contains a character that is not allowed.', 'my card is 4242 4242 4242 4242']) {
      expect({ typed, isOurs: isCatalogueText(typed) }).toEqual({ typed, isOurs: false });
    }
  });
});
