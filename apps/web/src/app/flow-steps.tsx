import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlowStep } from '@app/domain/flows';
import type { FlowStepProps } from '../lib/flow-step';

type StepScreen = LazyExoticComponent<ComponentType<FlowStepProps>>;

/** A step screen as its own chunk (our components are named exports, React.lazy wants a default). */
export function lazyStep(load: () => Promise<ComponentType<FlowStepProps>>): StepScreen {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The screen of each flow step. Steps handled by their own routes (eligibility, register) are
 * absent; a step with no screen shows the not-found page. Add one line per step, e.g.
 * `'legal-name': lazyStep(() => import('../features/legal-name/components/legal-name-step').then((m) => m.LegalNameStep)),`
 */
export const FLOW_STEP_SCREENS: Partial<Record<FlowStep, StepScreen>> = {
  'photo-id': lazyStep(() => import('../features/media/components/photo-id-step').then((m) => m.PhotoIdStep)),
  photos: lazyStep(() => import('./photos-step-screen').then((m) => m.PhotosStepScreen)),
  'legal-name': lazyStep(() => import('../features/legal-name/components/legal-name-step').then((m) => m.LegalNameStep)),
  guardian: lazyStep(() => import('../features/guardian/components/guardian-step').then((m) => m.GuardianStep)),
  checkout: lazyStep(() => import('./checkout-step-screen').then((m) => m.CheckoutStepScreen)),
  bundle: lazyStep(() => import('./product-detail-step-screens').then((m) => m.BundleStepScreen)),
  'payment-method': lazyStep(() => import('./product-detail-step-screens').then((m) => m.PaymentMethodStepScreen)),
  'shipping-address': lazyStep(() => import('./product-detail-step-screens').then((m) => m.ShippingAddressStepScreen)),
  'product-selection': lazyStep(() => import('./selection-step-screen').then((m) => m.SelectionStepScreen)),
  'body-cleanse-upsell': lazyStep(() => import('./upsell-step-screens').then((m) => m.BodyCleanseUpsellScreen)),
  'special-offer-upsell': lazyStep(() => import('./upsell-step-screens').then((m) => m.SpecialOfferUpsellScreen)),
  'schedule-consultation': lazyStep(() => import('../features/scheduling/components/schedule-consultation-step').then((m) => m.ScheduleConsultationStep)),
  'skincare-goals': lazyStep(() => import('../features/completion/components/skincare-goals-step').then((m) => m.SkincareGoalsStep)),
  complete: lazyStep(() => import('../features/completion/components/complete-step').then((m) => m.CompleteStep)),
  'sms-verification': lazyStep(() => import('../features/messaging/components/sms-verification-step').then((m) => m.SmsVerificationStep)),
  'verify-email': lazyStep(() => import('../features/messaging/components/verify-email-step').then((m) => m.VerifyEmailStep)),
  'confirm-eligibility': lazyStep(() => import('../features/eligibility/components/visit-eligibility-step').then((m) => m.VisitEligibilityStep)),
  quiz: lazyStep(() => import('./routes/survey-routes').then((m) => m.QuizStep)),
};
