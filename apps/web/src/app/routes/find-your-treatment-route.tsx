import { Link } from 'react-router';
import { TREATMENT_CHOICES, TREATMENT_CONCERNS } from '@app/domain/flows';
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
          // The whole card answers a click (the link's ::after covers it), but the link's name is
          // its visible title alone, with the details as its description (WCAG 2.5.3 Label in Name).
          <li key={choice.category} className="treatment-choice">
            <Link className="treatment-choice__title" to={choice.startPath} aria-describedby={`treatment-${choice.category}-details`}>
              {choice.title}
            </Link>
            <span id={`treatment-${choice.category}-details`} className="treatment-choice__details">
              <span className="treatment-choice__description">{choice.description}</span>
              <span className="treatment-choice__concerns">
                For {choice.concerns.map((concern) => TREATMENT_CONCERNS[concern].toLowerCase()).join(', ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {!isLoading && !patient ? <LoginPrompt redirectPath="/find-your-treatment" /> : null}
    </section>
  );
}
