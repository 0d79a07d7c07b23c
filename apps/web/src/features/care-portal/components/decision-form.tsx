import { useRef, useState, type FormEvent } from 'react';
import { decisionProblems, DECLINE_REASON_MAX_LENGTH, type DecisionInput } from '@app/domain/care';
import type { CareVisitView, FormularyItem } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import { decideCareVisit } from '../api/care-portal-api';

const TEXT = STAFF_MESSAGES.careDecision;

interface ItemDraft {
  choice: '' | 'prescribe' | 'decline';
  /** Ingredient name → chosen strength; '' leaves the ingredient out. */
  strengths: Readonly<Record<string, string>>;
  reason: string;
}

const EMPTY_DRAFT: ItemDraft = { choice: '', strengths: {}, reason: '' };

interface DecisionFormProps {
  uuid: string;
  requested: CareVisitView['requestedRx'];
  formulary: readonly FormularyItem[];
  onDecided: (view: CareVisitView) => void;
  /** Shows the visit as the server has it now (after another provider decided it). */
  onReload: () => void;
}

/**
 * The provider's decision (ADR 117): each requested Rx prescribed, at strengths the formulary
 * lists, or declined with the reason the patient reads. The domain's rules are checked before
 * sending, in the words the server would answer; the server's refusals (another provider decided
 * first, a licence, a field) are shown as it words them.
 */
export function DecisionForm({ uuid, requested, formulary, onDecided, onReload }: DecisionFormProps) {
  const [drafts, setDrafts] = useState<Readonly<Record<number, ItemDraft>>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [isConflict, setIsConflict] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const draftOf = (itemId: number) => drafts[itemId] ?? EMPTY_DRAFT;
  const update = (itemId: number, change: Partial<ItemDraft>) => setDrafts((current) => ({ ...current, [itemId]: { ...(current[itemId] ?? EMPTY_DRAFT), ...change } }));

  function decision(): DecisionInput {
    const prescribe = requested.flatMap(({ itemId }) => {
      const draft = draftOf(itemId);
      const ingredients = Object.entries(draft.strengths).flatMap(([name, strength]) => (strength ? [{ name, strength }] : []));
      return draft.choice === 'prescribe' ? [{ itemId, ingredients }] : [];
    });
    const decline = requested.flatMap(({ itemId }) => (draftOf(itemId).choice === 'decline' ? [{ itemId, reason: draftOf(itemId).reason }] : []));
    return { prescribe, decline };
  }

  function showProblems(messages: string[]) {
    setProblems(messages);
    // After the box renders: focus takes the reader to what stops the decision.
    requestAnimationFrame(() => problemsRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = decision();
    const found = decisionProblems(input, formulary, requested.map((item) => item.itemId));
    setIsConflict(false);
    if (found.length > 0) {
      showProblems(found);
      return;
    }
    setIsSending(true);
    setProblems([]);
    try {
      onDecided(await decideCareVisit(uuid, { prescribe: [...input.prescribe].map((entry) => ({ ...entry, ingredients: [...entry.ingredients] })), decline: [...input.decline] }));
    } catch (error) {
      setIsSending(false);
      setIsConflict(error instanceof ApiError && error.status === 409);
      showProblems(failureMessages(error, MESSAGES.form.genericServerError));
    }
  }

  return (
    <form className="form care-form care-decision" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="care-decision-heading">
      <h2 id="care-decision-heading">{TEXT.heading}</h2>
      <p className="card__note">{TEXT.intro}</p>
      {problems.length > 0 ? (
        <div ref={problemsRef} tabIndex={-1} className="care-decision__problems">
          <FormErrorBox>
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
            {isConflict ? (
              <Button variant="secondary" onClick={onReload}>
                {TEXT.reload}
              </Button>
            ) : null}
          </FormErrorBox>
        </div>
      ) : null}
      {requested.map((item) => (
        <ItemDecision
          key={item.itemId}
          item={item}
          product={formulary.find((entry) => entry.itemId === item.itemId)}
          draft={draftOf(item.itemId)}
          onChange={(change) => update(item.itemId, change)}
        />
      ))}
      <Button type="submit" className="form__submit" isLoading={isSending}>
        {TEXT.submit}
      </Button>
    </form>
  );
}

interface ItemDecisionProps {
  item: { itemId: number; name: string };
  product: FormularyItem | undefined;
  draft: ItemDraft;
  onChange: (change: Partial<ItemDraft>) => void;
}

/** One requested Rx: Prescribe (with a strength per ingredient) or Decline (with a reason). */
function ItemDecision({ item, product, draft, onChange }: ItemDecisionProps) {
  const baseId = `care-decision-${item.itemId}`;
  return (
    <fieldset className="choice-group care-decision__item">
      <legend>{fillTemplate(TEXT.choice, { item: item.name })}</legend>
      {(['prescribe', 'decline'] as const).map((choice) => (
        <label key={choice} className="choice">
          <input type="radio" name={`${baseId}-choice`} value={choice} checked={draft.choice === choice} onChange={() => onChange({ choice })} />
          {choice === 'prescribe' ? TEXT.prescribe : TEXT.decline}
        </label>
      ))}
      {draft.choice === 'prescribe' ? (
        <div className="care-decision__strengths">
          {(product?.ingredients ?? []).map((ingredient) => {
            const id = `${baseId}-${ingredient.name.replace(/\W+/g, '-')}`;
            return (
              <div key={ingredient.name} className="field">
                <label htmlFor={id} className="field__label">
                  {fillTemplate(TEXT.strengthOf, { ingredient: ingredient.name })}
                </label>
                <select
                  id={id}
                  className="field__input field__select"
                  value={draft.strengths[ingredient.name] ?? ''}
                  onChange={(event) => onChange({ strengths: { ...draft.strengths, [ingredient.name]: event.target.value } })}
                >
                  <option value="">{TEXT.leaveOut}</option>
                  {ingredient.strengths.map((strength) => (
                    <option key={strength} value={strength}>
                      {strength}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      ) : null}
      {draft.choice === 'decline' ? (
        <TextAreaField
          id={`${baseId}-reason`}
          label={fillTemplate(TEXT.reason, { item: item.name })}
          rows={3}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          value={draft.reason}
          onChange={(event) => onChange({ reason: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
