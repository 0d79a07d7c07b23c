import type { StaffPasskey } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import { useAddPasskeyForm } from '../hooks/use-add-passkey-form';

const TEXT = STAFF_MESSAGES.staffPasskeys;

/**
 * Adding a passkey (ADR 172): a name the member will recognise and a current code of their
 * authenticator, then the browser's own prompt. While it waits, and once it is done, the status
 * below the button says so; a refusal shows under its field or in the form's box.
 */
export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: StaffPasskey) => void }) {
  const form = useAddPasskeyForm({ onAdded });
  return (
    <section className="card staff-passkeys__add" aria-labelledby="staff-passkeys-add-heading">
      <h2 id="staff-passkeys-add-heading">{TEXT.addHeading}</h2>
      <p>{TEXT.addIntro}</p>
      <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <FormMessageBox message={form.formMessage} />
        <TextField
          label={TEXT.name}
          placeholder={TEXT.namePlaceholder}
          autoComplete="off"
          {...form.field('name')}
        />
        <TextField
          label={TEXT.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('code')}
        />
        <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
          {TEXT.add}
        </Button>
      </form>
      <p className="staff-passkeys__status" role="status">
        {form.status}
      </p>
    </section>
  );
}
