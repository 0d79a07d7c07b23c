import type { OrderView } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in patient's orders, newest first, with their lines and invoice totals. */
export async function listOrders(): Promise<OrderView[]> {
  return (await apiRequest<{ data: OrderView[] }>('GET', '/api/patient/orders')).data;
}
