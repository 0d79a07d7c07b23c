import type { ShipmentView } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in patient's parcels, newest order first (ADR 112). */
export async function listShipments(): Promise<ShipmentView[]> {
  return (await apiRequest<{ data: ShipmentView[] }>('GET', '/api/patient/shipments')).data;
}
