import { Link } from 'react-router';
import { TREATMENT_CHOICES, TREATMENT_CONCERNS } from '@app/domain/flows/treatment-choices';
import { LoginPrompt } from '../../components/ui/login-prompt';
import { useSession } from '../../features/account/hooks/use-session';

/**
 * `/find-your-treatment` (000 §2 route table; content ours, ADR 102): skin or hair, each with what
 * it treats, leading to that category's sign-up at /get-started/{category}.
 */
export function FindYourTreatmentRoute() {
  const { patient, isLoading } = useSession();
  return (
    <section className="page page--narrow" aria-labelledby="find-your-treatment-heading">
      <h1 id="find-your-treatment-heading">Find your treatment</h1>
      <p className="page__intro">Choose what you would like our licensed providers to treat.</p>
      <ul className="treatment-choices">
        {TREATMENT_CHOICES.map((choice) => (
          <li key={choice.category}>
            <Link
              className="treatment-choice"
              to={choice.startPath}
              aria-labelledby={`treatment-${choice.category}-title`}
              aria-describedby={`treatment-${choice.category}-details`}
            >
              <span id={`treatment-${choice.category}-title`} className="treatment-choice__title">
                {choice.title}
              </span>
              <span id={`treatment-${choice.category}-details`} className="treatment-choice__details">
                <span className="treatment-choice__description">{choice.description}</span>
                <span className="treatment-choice__concerns">
                  For {choice.concerns.map((concern) => TREATMENT_CONCERNS[concern].toLowerCase()).join(', ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!isLoading && !patient ? <LoginPrompt redirectPath="/find-your-treatment" /> : null}
    </section>
  );
}
