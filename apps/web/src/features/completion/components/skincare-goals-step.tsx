import { useState, type FormEvent } from 'react';
import { SKINCARE_GOAL_CATEGORIES } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { FlowStepProps } from '../../../lib/flow-step';
import { saveSkincareGoals } from '../api/save-skincare-goals';
import { BackControl } from '../../../components/ui/back-control';

/** The skincare goals step: several goals across categories, then Next (000 §2). */
export function SkincareGoalsStep({ visit, onDone, backPath }: FlowStepProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(goal: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(goal)) {
        next.delete(goal);
      } else {
        next.add(goal);
      }
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      await saveSkincareGoals(visit.uuid, [...selected]);
      await onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : MESSAGES.form.genericServerError);
      setIsSaving(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="goals-heading">
      <h1 id="goals-heading">What are your skincare goals?</h1>
      <p className="page__intro">Choose all that apply. Your provider uses them to personalize your formula.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {SKINCARE_GOAL_CATEGORIES.map((category) => (
          <fieldset key={category.id} className="choice-group">
            <legend>{category.title}</legend>
            {category.goals.map((goal) => (
              <label key={goal.id} className="choice">
                <input type="checkbox" checked={selected.has(goal.id)} onChange={() => toggle(goal.id)} />
                <span>{goal.label}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={selected.size === 0} isLoading={isSaving}>
          Next
        </Button>
        {backPath && (
          <BackControl to={backPath} />
        )}
      </form>
    </section>
  );
}
