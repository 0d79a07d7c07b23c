import type { AcceptedUpsell, UpsellDecisionResponse, UpsellView } from '@app/domain/contracts';
import type { UpsellOfferId } from '@app/domain/upsells';
import { apiRequest } from '../../../lib/api-client';

const upsellsPath = (uuid: string) => `/api/visits/${encodeURIComponent(uuid)}/upsells`;

/** The offers made to the visit's saved box, with their prices and answers (ADR 108). */
export async function getUpsells(uuid: string): Promise<UpsellView[]> {
  return (await apiRequest<{ data: { upsells: UpsellView[] } }>('GET', upsellsPath(uuid))).data.upsells;
}

/** Accepts or skips an offer; answers the stored answer and the success notice, if any. */
export async function decideUpsell(uuid: string, offer: UpsellOfferId, decision: 'accepted' | 'declined'): Promise<UpsellDecisionResponse> {
  return (await apiRequest<{ data: UpsellDecisionResponse }>('POST', upsellsPath(uuid), { offer, decision })).data;
}

/** The offers on the patient's later boxes (the dashboard). */
export async function listAcceptedUpsells(): Promise<AcceptedUpsell[]> {
  return (await apiRequest<{ data: AcceptedUpsell[] }>('GET', '/api/patient/upsells')).data;
}

/** Takes an offer off the box, until the next box bills. */
export async function undoUpsell(uuid: string, offer: UpsellOfferId): Promise<void> {
  await apiRequest('DELETE', `${upsellsPath(uuid)}/${offer}`);
}
