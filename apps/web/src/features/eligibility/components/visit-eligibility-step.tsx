import { useNavigate } from 'react-router';
import type { EligibilityData } from '@app/domain/contracts';
import { categoryNameForId } from '@app/domain/constants';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useBrand } from '../../../lib/brand';
import { EligibilityForm } from './eligibility-form';

/**
 * The `confirm-eligibility` flow step: the visit-based variant of the eligibility screen (000 §2),
 * shown when the answers on record do not cover the visit's treatment (ADR 100). It asks for the
 * state, birthdate and terms again, prefilled with the answers on record, and says Continue.
 */
export function VisitEligibilityStep({ visit, onDone }: FlowStepProps) {
  const brand = useBrand();
  const navigate = useNavigate();
  const category = categoryNameForId(visit.treatmentCategory) ?? 'skin';
  const onRecord = visit.eligibility;

  async function handleEvaluated(data: EligibilityData) {
    const ineligible = data.ineligibleReason;
    if (ineligible && ineligible.reason !== 'none') {
      await navigate(`/ineligible/${ineligible.reason}?category=${category}`, { state: { userMessage: ineligible.userMessage } });
      return;
    }
    await onDone();
  }

  return (
    <section className="page page--narrow" aria-labelledby="visit-eligibility-heading">
      <h1 id="visit-eligibility-heading">Let's make sure you're eligible</h1>
      <p className="page__intro">
        {category === 'hair'
          ? 'Our hair treatment has rules of its own, so please confirm where you live and when you were born.'
          : 'Please confirm where you live and when you were born before we go on.'}
      </p>
      <EligibilityForm
        category={category}
        hasTermsCheckbox
        legalLinks={brand.legalLinks}
        onEvaluated={handleEvaluated}
        visit={{ uuid: visit.uuid, prefill: { state: onRecord?.state ?? '', birthdate: onRecord?.birthdate ?? '' } }}
      />
    </section>
  );
}
