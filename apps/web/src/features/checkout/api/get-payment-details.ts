import type { Patient, PaymentConfig, PaymentMethodSummary } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getPaymentConfig } from './get-payment-config';

/** What any checkout needs of the patient, visit or not: names and address, the processors to load and the method on file. */
export interface PaymentDetails {
  patient: Patient;
  config: PaymentConfig;
  method: PaymentMethodSummary | null;
}

export async function getPaymentDetails(): Promise<PaymentDetails> {
  const [patient, config, method] = await Promise.all([
    apiRequest<{ data: Patient }>('GET', '/api/patient'),
    getPaymentConfig(),
    apiRequest<{ data: PaymentMethodSummary | null }>('GET', '/api/patient/payment/method'),
  ]);
  return { patient: patient.data, config, method: method.data };
}
