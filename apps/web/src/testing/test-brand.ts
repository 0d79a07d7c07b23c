import type { Brand } from '@app/domain/contracts';

export const TEST_BRAND: Brand = {
  id: 1,
  key: 'main',
  name: 'Test Brand',
  pageTitle: 'Test Brand',
  logoText: 'testbrand',
  colors: { primary: '#1f4e5f', primaryText: '#ffffff', accent: '#e8a87c', background: '#fbf8f4' },
  legalLinks: { privacy: '/privacy', telehealthConsent: '/telehealth-consent', terms: '/terms', doNotSell: '/donotsell' },
  supportEmail: 'care@example.test',
};
