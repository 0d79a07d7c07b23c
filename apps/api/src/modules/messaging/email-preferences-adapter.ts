import type { Db } from '../../db/client';
import type { UnsubscribeRequest } from '@app/domain/contracts';
import { insertEmailPreferenceChange } from './email-preferences.repository';

/**
 * Where email subscription choices go. The product's email service (Iterable, per the paths of
 * 001 §7.4) would be another adapter calling its API; the default keeps every change in
 * `email_preference_changes`, which is also the record an email service adapter would write.
 */
export interface EmailPreferencesAdapter {
  readonly adapter: 'database';
  doubleOptIn: (change: { brandId: number; email: string; messageTypeId: number; patientId: number }) => Promise<void>;
  unsubscribe: (change: {
    brandId: number;
    email: string;
    subscriptionGroup: UnsubscribeRequest['subscriptionGroup'];
    subscriptionGroupId: number;
    patientId: number | null;
  }) => Promise<void>;
}

export function createDatabaseEmailPreferences(db: Db): EmailPreferencesAdapter {
  return {
    adapter: 'database',
    doubleOptIn: async ({ brandId, email, messageTypeId, patientId }) => {
      await insertEmailPreferenceChange(db, { brandId, email, action: 'double-opt-in', details: { messageTypeId, patientId } });
    },
    unsubscribe: async ({ brandId, email, subscriptionGroup, subscriptionGroupId, patientId }) => {
      await insertEmailPreferenceChange(db, {
        brandId,
        email,
        action: 'unsubscribe',
        details: { subscriptionGroup, subscriptionGroupId, patientId },
      });
    },
  };
}
