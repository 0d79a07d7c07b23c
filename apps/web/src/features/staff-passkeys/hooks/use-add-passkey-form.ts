import { useState } from 'react';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffPasskey } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PASSKEY_NAME_MAX_LENGTH, isTotpCodeShaped } from '@app/domain/staff';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import { formFields } from '../../../hooks/form-fields';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { ceremonyFailure } from '../../../lib/passkey-ceremony';
import { addStaffPasskey, passkeyRegistrationOptions } from '../api/staff-passkeys-api';

const TEXT = STAFF_MESSAGES.staffPasskeys;
const FIELDS = ['name', 'code'] as const;
// The name is checked here too (the server's limit, which TEXT.errors.name states): the server
// checks it only after the code is spent and the passkey made on the device.

interface AddPasskeyValues {
  name: string;
  code: string;
}

const EMPTY_VALUES: AddPasskeyValues = { name: '', code: '' };
const addPasskeyFieldId = (field: string) => `staff-passkey-${field}`;

function addPasskeyErrors({ name, code }: AddPasskeyValues): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > PASSKEY_NAME_MAX_LENGTH) {
    addFieldError(errors, 'name', TEXT.errors.name);
  }
  if (!isTotpCodeShaped(code)) {
    addFieldError(errors, 'code', STAFF_MESSAGES.staffSignIn.codeRequired);
  }
  return errors;
}

/** What the browser's failed ceremony means for the member. */
const CEREMONY_FAILURES = {
  cancelled: TEXT.errors.cancelled,
  duplicate: TEXT.errors.duplicate,
  failed: TEXT.errors.failed,
} as const;

/**
 * Adding a passkey (ADR 172): the name and code checked here first, then the server's options for
 * the code (a code refused shows under its field), the browser's ceremony (a closed prompt says
 * so), and the new passkey kept under its name. The code counts once whatever follows, so it is
 * cleared once sent; after a success the form starts again empty and `status` says it is done.
 */
export function useAddPasskeyForm({ onAdded }: { onAdded: (passkey: StaffPasskey) => void }) {
  const [values, setValues] = useState<AddPasskeyValues>(EMPTY_VALUES);
  const [status, setStatus] = useState('');
  const clientErrors = addPasskeyErrors(values);
  const fieldErrors = useFieldErrors(clientErrors);

  function setValue<K extends keyof AddPasskeyValues>(field: K, value: AddPasskeyValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clearServerError(field);
  }

  const { submit, isSubmitting, formMessage, setFormMessage } = useFormSubmission({
    fields: FIELDS,
    fieldId: addPasskeyFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      const name = values.name.trim();
      setStatus(TEXT.adding);
      try {
        const ceremony = await passkeyRegistrationOptions(values.code.trim());
        setValues((current) => ({ ...current, code: '' }));
        let response;
        try {
          response = await startRegistration({
            optionsJSON: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON,
          });
        } catch (error) {
          setStatus('');
          setFormMessage(CEREMONY_FAILURES[ceremonyFailure(error)]);
          return;
        }
        const passkey = await addStaffPasskey({
          ticket: ceremony.ticket,
          name,
          response: { ...response },
        });
        setValues(EMPTY_VALUES);
        fieldErrors.reset();
        onAdded(passkey);
        setStatus(fillTemplate(TEXT.added, { name: passkey.name }));
      } catch (error) {
        setStatus('');
        setValues((current) => ({ ...current, code: '' }));
        throw error;
      }
    },
  });

  return {
    ...formFields({ values, fieldId: addPasskeyFieldId, fieldErrors, setValue }),
    isSubmitting,
    formMessage,
    status,
    submit,
  };
}
