import type { FlowStepProps } from '../../../lib/flow-step';
import { useBrand } from '../../../lib/brand';
import { GuardianForm } from './guardian-form';
import { BackControl } from '../../../components/ui/back-control';

/** The `guardian` flow step, for patients aged 13 to 17 (000 §2). */
export function GuardianStep({ onDone, backPath }: FlowStepProps) {
  const brand = useBrand();
  return (
    <section className="page page--narrow" aria-labelledby="guardian-heading">
      <h1 id="guardian-heading">Add a parent or guardian</h1>
      <p className="page__intro">
        Because you are under 18, a parent or guardian must agree to your treatment. We will also ask for their photo ID.
      </p>
      <GuardianForm legalLinks={brand.legalLinks} onSubmitted={() => onDone()} />
      {backPath ? (
        <BackControl to={backPath} />
      ) : null}
    </section>
  );
}
