import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi';

describe('operationIdOf', () => {
  it('reads the method, then each segment of the url after /api, a parameter as By<Name>', () => {
    expect(operationIdOf('GET', '/api/visits/:uuid/photos')).toBe('getVisitsByUuidPhotos');
    expect(operationIdOf('DELETE', '/api/patient/subscriptions/:subscriptionId/items/:itemId')).toBe(
      'deletePatientSubscriptionsBySubscriptionIdItemsByItemId',
    );
  });

  it('keeps a url outside /api whole, and joins kebab-case and camelCase words', () => {
    expect(operationIdOf('POST', '/logout')).toBe('postLogout');
    expect(operationIdOf('POST', '/app/patient/payment/activate-express-checkout-trial')).toBe('postAppPatientPaymentActivateExpressCheckoutTrial');
    expect(operationIdOf('GET', '/api/data-gateway/surveys/hair-data/get/whatChanges')).toBe('getDataGatewaySurveysHairDataGetWhatChanges');
  });
});
