import type { FlowStep } from '@app/domain/flows';

/** How each step is named in progress lists. */
export const STEP_TITLES: Record<FlowStep, string> = {
  bundle: 'Free trial',
  welcome: 'Eligibility',
  'make-sure-youre-eligible': 'Eligibility',
  'confirm-eligibility': 'Eligibility',
  quiz: 'Questionnaire',
  register: 'Account',
  'verify-email': 'Email verification',
  'legal-name': 'Legal name',
  guardian: 'Parent or guardian',
  'sms-verification': 'Phone number',
  'photo-id': 'Photo ID',
  photos: 'Photos',
  'schedule-consultation': 'Consultation',
  'product-selection': 'Your routine',
  'body-cleanse-upsell': 'Body Cleanse',
  'special-offer-upsell': 'Special offer',
  checkout: 'Checkout',
  'payment-method': 'Payment method',
  'shipping-address': 'Shipping',
  'skincare-goals': 'Skincare goals',
  complete: 'Finish',
};
