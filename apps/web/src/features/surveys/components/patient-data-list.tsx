import type { ReactNode } from 'react';
import { MESSAGES } from '@app/domain/messages';
import type { Loaded } from '../../../hooks/use-patient-data';

interface PatientDataListProps<T> {
  state: Loaded<T[]>;
  loadingText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** A list a custom question shows from the patient's data: loading, failed, empty or the items. */
export function PatientDataList<T>({ state, loadingText, emptyText, children }: PatientDataListProps<T>) {
  switch (state.status) {
    case 'loading':
      return <p role="status">{loadingText}</p>;
    case 'error':
      return <p role="alert">{MESSAGES.form.genericServerError}</p>;
    case 'ready':
      return state.data.length === 0 ? <p>{emptyText}</p> : children(state.data);
  }
}
