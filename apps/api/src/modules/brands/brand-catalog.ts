import type { Brand } from '@app/domain/contracts';

/**
 * The two demo brands. Names, colours and copy are invented and are configuration: production
 * replaces this catalogue, the code never names a brand.
 */
export const DEMO_BRANDS: readonly Brand[] = [
  {
    id: 1,
    key: 'main',
    name: 'Teleskin',
    pageTitle: 'Teleskin | Prescription skin care from licensed dermatology providers',
    logoText: 'teleskin',
    colors: { primary: '#1f4e5f', primaryText: '#ffffff', accent: '#e8a87c', background: '#fbf8f4' },
    legalLinks: {
      privacy: '/privacy',
      telehealthConsent: '/telehealth-consent',
      terms: '/terms',
      doNotSell: '/donotsell',
    },
    supportEmail: 'care@teleskin.example',
  },
  {
    id: 2,
    key: 'agency',
    name: 'Marlow & Finch',
    pageTitle: 'Marlow & Finch | Your dermatology agency',
    logoText: 'marlow & finch',
    colors: { primary: '#3d2c5e', primaryText: '#ffffff', accent: '#c9b6e4', background: '#f7f5fb' },
    legalLinks: {
      privacy: '/privacy',
      telehealthConsent: '/telehealth-consent',
      terms: '/terms',
      doNotSell: '/donotsell',
    },
    supportEmail: 'hello@marlowfinch.example',
  },
];
