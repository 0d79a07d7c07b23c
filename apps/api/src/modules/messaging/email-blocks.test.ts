import { describe, expect, it } from 'vitest';
import { previewLineOf, readEmailBlocks } from './email-blocks';

describe('readEmailBlocks', () => {
  it('reads paragraphs, a bare link as the action, a labelled link, a sentence ending in a link, and the sign-off', () => {
    const blocks = readEmailBlocks(
      [
        'Hello,',
        '',
        'Open this link within 15 minutes:',
        'https://a.test/sign-in?token=x',
        '',
        'We will try again. To use another card now, update it here: https://a.test/dashboard',
        'Skip this box: https://a.test/box/one-tap?token=y',
        '',
        'The Teleskin team',
      ].join('\n'),
    );
    expect(blocks).toEqual({
      paragraphs: [
        [{ kind: 'text', text: 'Hello,' }],
        [
          { kind: 'text', text: 'Open this link within 15 minutes:' },
          { kind: 'action', url: 'https://a.test/sign-in?token=x' },
        ],
        [
          { kind: 'text', text: 'We will try again. To use another card now, update it here:' },
          { kind: 'action', url: 'https://a.test/dashboard' },
          { kind: 'link', label: 'Skip this box', url: 'https://a.test/box/one-tap?token=y' },
        ],
      ],
      signOff: 'The Teleskin team',
    });
    expect(previewLineOf(blocks)).toBe('Open this link within 15 minutes:');
  });

  it('keeps a colon that no link follows, and a blanked link, as text', () => {
    const blocks = readEmailBlocks('We couldn’t charge your card for your box of May 1: declined\n[link removed]');
    expect(blocks.paragraphs).toEqual([
      [
        { kind: 'text', text: 'We couldn’t charge your card for your box of May 1: declined' },
        { kind: 'text', text: '[link removed]' },
      ],
    ]);
    expect(blocks.signOff).toBeUndefined();
  });
});
