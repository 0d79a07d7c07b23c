import type { FastifyRequest } from 'fastify';
import { isUsStateCode } from '@app/domain/constants';
import type { Shopper } from './shop-cart.service';

/** The visitor's cart cookie: sent only to the shop's calls, never readable by scripts. */
export const CART_COOKIE = 'teleskin_cart';
export const CART_COOKIE_PATH = '/api/shop';

/** Who is shopping: the brand, the account if signed in, the visitor cookie, the state for tax. */
export function shopperOf(request: FastifyRequest): Shopper {
  const patient = request.principal?.role === 'patient' ? request.sessionPatient : undefined;
  const state = patient?.state ?? request.session?.data.eligibility?.state ?? '';
  return {
    brandId: request.brand.id,
    patientId: patient?.id,
    visitorSecret: request.cookies[CART_COOKIE] || undefined,
    taxState: isUsStateCode(state) ? state : undefined,
  };
}

