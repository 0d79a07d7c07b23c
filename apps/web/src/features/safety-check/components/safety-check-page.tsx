import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { SafetyCheckView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { SafetyAnswers, SafetyQuestionId } from '@app/domain/subscriptions';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { usePatientData } from '../../../hooks/use-patient-data';
import { failureMessages } from '../../../lib/failure-messages';
import { answerSafetyCheck, getSafetyCheck } from '../api/safety-check-api';

const TEXT = MESSAGES.safetyCheck;

/**
 * `/dashboard/safety-check/{subscriptionId}` (issue 13 item 7): three yes/no questions before the
 * next box bills. A "yes" holds the box for the provider; the page says so and what happens next.
 */
export function SafetyCheckPage({ subscriptionId, back }: { subscriptionId: number; back?: ReactNode }) {
  const load = useCallback(() => getSafetyCheck(subscriptionId), [subscriptionId]);
  const check = usePatientData(load);
  const [saved, setSaved] = useState<SafetyCheckView | null>(null);
  const current = saved ?? (check.status === 'ready' ? check.data : null);
  return (
    <DashboardPage headingId="safety-check-heading" title={TEXT.heading} intro={current ? fillTemplate(TEXT.intro, { date: current.billDate }) : ''} back={back} load={check} text={TEXT}>
      {current ? saved ? <Outcome check={saved} /> : <SafetyForm check={current} subscriptionId={subscriptionId} onSaved={setSaved} /> : null}
    </DashboardPage>
  );
}

function Outcome({ check }: { check: SafetyCheckView }) {
  return (
    <div role="status" className="card">
      <p>{check.isFlagged ? TEXT.heldForProvider : TEXT.allClear}</p>
    </div>
  );
}

function SafetyForm({ check, subscriptionId, onSaved }: { check: SafetyCheckView; subscriptionId: number; onSaved: (check: SafetyCheckView) => void }) {
  const [answers, setAnswers] = useState<Partial<SafetyAnswers>>(check.answers ?? {});
  const [errors, setErrors] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  if (!check.canAnswer) {
    return <p>{TEXT.closed}</p>;
  }
  const isComplete = check.questions.every((question) => answers[question.id as SafetyQuestionId] !== undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) {
      setErrors([TEXT.answerAll]);
      return;
    }
    setIsSaving(true);
    setErrors([]);
    try {
      onSaved(await answerSafetyCheck(subscriptionId, answers as SafetyAnswers));
    } catch (error) {
      setErrors(failureMessages(error, MESSAGES.form.submissionError));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="safety-check">
      {errors.length > 0 ? <FormErrorBox>{errors.map((message) => <p key={message}>{message}</p>)}</FormErrorBox> : null}
      {check.questions.map((question) => (
        <fieldset key={question.id} className="safety-check__question">
          <legend>{question.text}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="radio-option">
              <input
                type="radio"
                name={question.id}
                checked={answers[question.id as SafetyQuestionId] === value}
                onChange={() => setAnswers((current) => ({ ...current, [question.id]: value }))}
              />
              {value ? TEXT.yes : TEXT.no}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="card__note">{TEXT.whyWeAsk}</p>
      <Button type="submit" isLoading={isSaving}>
        {TEXT.submit}
      </Button>
    </form>
  );
}
