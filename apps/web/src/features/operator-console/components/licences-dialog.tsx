import { useState } from 'react';
import type { ProviderLicences } from '@app/domain/contracts';
import { US_STATES } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { setProviderLicences } from '../api/operator-console-api';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { ChangeDialog } from '../../../components/staff/change-dialog';

const TEXT = STAFF_MESSAGES.opsProviders;

interface LicencesDialogProps {
  provider: ProviderLicences;
  onSaved: (provider: ProviderLicences) => void;
  onClose: () => void;
}

/**
 * A provider's licensed states as a grid of the domain's US states (ADR 115), with select all and
 * none, and the reason; the whole set replaces the old one. No state at all is allowed: the
 * provider then reaches no patients.
 */
export function LicencesDialog({ provider, onSaved, onClose }: LicencesDialogProps) {
  const [states, setStates] = useState<ReadonlySet<string>>(() => new Set(provider.states));
  const form = useChangeForm({
    idPrefix: `ops-licences-${provider.providerId}`,
    fields: ['states'],
    errors: {},
    send: async (reason) =>
      onSaved(
        await setProviderLicences(provider.providerId, {
          states: US_STATES.map(([code]) => code).filter((code) => states.has(code)),
          reason,
        }),
      ),
  });
  const toggle = (code: string, isChecked: boolean) => {
    setStates((current) => {
      const next = new Set(current);
      if (isChecked) {
        next.add(code);
      } else {
        next.delete(code);
      }
      return next;
    });
    form.edited('states');
  };
  const setAll = (isChecked: boolean) => {
    setStates(new Set(isChecked ? US_STATES.map(([code]) => code) : []));
    form.edited('states');
  };
  const error = form.fieldErrors.errorFor('states');
  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.editHeading, { name: provider.name })}
      intro={STAFF_MESSAGES.opsProviders.intro}
      submitLabel={TEXT.submit}
      onClose={onClose}
    >
      <fieldset
        className="ops-states-grid"
        id={form.fieldId('states')}
        tabIndex={-1}
        aria-describedby={`${form.fieldId('states')}-count${error ? ` ${form.fieldId('states')}-error` : ''}`}
      >
        <legend>{TEXT.statesLegend}</legend>
        <div className="ops-actions">
          <Button variant="secondary" onClick={() => setAll(true)}>
            {TEXT.selectAll}
          </Button>
          <Button variant="secondary" onClick={() => setAll(false)}>
            {TEXT.selectNone}
          </Button>
        </div>
        <p id={`${form.fieldId('states')}-count`} className="card__note" aria-live="polite">
          {fillTemplate(TEXT.chosen, { count: states.size, total: US_STATES.length })}
        </p>
        <ul className="ops-states-grid__list">
          {US_STATES.map(([code, name]) => (
            <li key={code}>
              <input
                type="checkbox"
                id={`ops-state-${code}`}
                checked={states.has(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              <label htmlFor={`ops-state-${code}`}>
                {name} ({code})
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={`${form.fieldId('states')}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </ChangeDialog>
  );
}
