import { useState } from 'react';
import type { UpsellView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { BackControl } from '../../../components/ui/back-control';
import { Button } from '../../../components/ui/button';
import type { OfferCopy } from '../utils/offer-copy';
import { UpsellProductModal } from './upsell-product-modal';

const TEXT = MESSAGES.upsells;

interface UpsellOfferProps {
  view: UpsellView;
  copy: OfferCopy;
  /** The answer being saved, if any: both buttons wait for it. */
  answering: 'accepted' | 'declined' | null;
  onAnswer: (decision: 'accepted' | 'declined') => void;
  backPath: string | undefined;
}

/** An offer as the patient sees it: the product, the pitch, the price, the ingredients, Skip or accept. */
export function UpsellOffer({ view, copy, answering, onAnswer, backPath }: UpsellOfferProps) {
  const [isModalOpen, setIsModalOpen] = useState(false);
  const { details } = view;
  return (
    <section className="page page--narrow upsell" aria-labelledby="upsell-heading">
      <h1 id="upsell-heading">{copy.heading}</h1>
      <img className="upsell__image" src={details.image.url} alt={details.image.alt} width={220} height={220} />
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="upsell__price">{copy.priceNote}</p>
      <Button variant="link" className="upsell__details" onClick={() => setIsModalOpen(true)}>
        {TEXT.ingredientsLink}
      </Button>
      <div className="upsell__actions">
        <Button onClick={() => onAnswer('accepted')} isLoading={answering === 'accepted'} disabled={answering !== null}>
          {copy.acceptLabel}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('declined')} isLoading={answering === 'declined'} disabled={answering !== null}>
          {TEXT.skip}
        </Button>
      </div>
      {backPath ? <BackControl to={backPath} /> : null}
      {isModalOpen ? <UpsellProductModal details={details} onClose={() => setIsModalOpen(false)} /> : null}
    </section>
  );
}
