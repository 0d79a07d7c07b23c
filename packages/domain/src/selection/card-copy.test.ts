import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { cardCopyProblems, cardWithCopy, copyOfCard, trimmedCopy, type CardCopy } from './card-copy';

const TEXT = STAFF_MESSAGES.adminCardCopy.errors;
const CARD = {
  id: 1,
  key: 'eye-formula',
  name: 'Eye Formula',
  lineItemName: 'Eye Formula',
  bodyDescription: 'For tired eyes.',
  category: 'skin',
  isRx: false,
  images: [],
  thumbnailImage: { url: '/a.png', alt: 'Eye Formula' },
  claim: { short: 'Brighter in 4 weeks', disclaimer: 'Study of 40.' },
  ingredients: [],
  modal: { title: 'Eye Formula', titleIsRx: false, image: { name: 'a', url: '/a.png', alt: 'a' }, volume: '15 mL • 0.5 fl oz', tagline: 'Wake up', description: 'Long text', whyItIsSpecial: 'w', howToUse: 'h', featuredIngredients: [], fullIngredients: 'f' },
} satisfies CatalogueCard;

describe("a card's copy (ADR 167)", () => {
  it('reads the catalogue’s copy and lays a change over the card, its details’ title with it', () => {
    const copy: CardCopy = { ...copyOfCard(CARD), name: 'Eye Revival', claim: null, tagline: 'Bright eyes' };
    const card = cardWithCopy(CARD, copy);
    expect(card).toMatchObject({ name: 'Eye Revival', lineItemName: 'Eye Formula', modal: { title: 'Eye Revival', tagline: 'Bright eyes', volume: '15 mL • 0.5 fl oz' } });
    expect(card.claim).toBeUndefined();
    expect(cardWithCopy(CARD, undefined)).toBe(CARD);
    expect(copyOfCard(cardWithCopy(CARD, copy))).toEqual(copy);
  });

  it('needs every text, short enough, and a claim with its disclaimer', () => {
    expect(cardCopyProblems(copyOfCard(CARD))).toEqual({});
    const bad: CardCopy = { name: ' ', bodyDescription: 'x'.repeat(301), claim: { short: 'Claim', disclaimer: '' }, tagline: 'ok', description: 'ok' };
    expect(cardCopyProblems(bad)).toEqual({ name: [TEXT.name], bodyDescription: [TEXT.bodyDescription], 'claim.disclaimer': [TEXT.claimDisclaimer] });
    expect(cardCopyProblems({ ...copyOfCard(CARD), claim: null })).toEqual({});
  });

  it('stores each text trimmed', () => {
    expect(trimmedCopy({ ...copyOfCard(CARD), name: '  Eye  ', claim: { short: ' a ', disclaimer: ' b ' } })).toMatchObject({ name: 'Eye', claim: { short: 'a', disclaimer: 'b' } });
  });
});
