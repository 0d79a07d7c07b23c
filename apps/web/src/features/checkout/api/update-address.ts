import type { ShippingAddressUpdateAnswer, ShippingAddressUpdateRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Address update (001 §7.2): PATCH /app/users/self/address; answers the user and addressValidation. */
export async function updateAddress(
  body: ShippingAddressUpdateRequest,
): Promise<ShippingAddressUpdateAnswer> {
  return (
    await apiRequest<{ data: ShippingAddressUpdateAnswer }>(
      'PATCH',
      '/app/users/self/address',
      body,
    )
  ).data;
}
