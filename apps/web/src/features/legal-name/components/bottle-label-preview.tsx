import { MESSAGES } from '@app/domain/messages';

interface BottleLabelPreviewProps {
  firstname: string;
  lastname: string;
}

/** A live preview of the prescription bottle label with the legal name (000 §2). */
export function BottleLabelPreview({ firstname, lastname }: BottleLabelPreviewProps) {
  const name = `${firstname.trim()} ${lastname.trim()}`.trim();
  return (
    <figure className="bottle-label" aria-label="Bottle label preview">
      <div className="bottle-label__bottle" aria-hidden="true">
        <div className="bottle-label__cap" />
      </div>
      <div className="bottle-label__label">
        <span className="bottle-label__rx">Rx</span>
        <span className={name ? 'bottle-label__name' : 'bottle-label__name bottle-label__name--placeholder'} data-testid="bottle-label-name">
          {name || MESSAGES.legalName.previewPlaceholder}
        </span>
        <span className="bottle-label__formula">Custom formula</span>
      </div>
      <figcaption className="visually-hidden">Your name as it will appear on your prescription</figcaption>
    </figure>
  );
}
