/** Demo log-ins, listed in the README. Invented people; the passwords are public on purpose. */
export const BRAND_DEMO_ACCOUNTS = [
  {
    brandId: 1,
    email: 'demo@teleskin.example',
    password: 'demo-password',
    firstname: 'Avery',
    lastname: 'Demo',
    state: 'CA',
    zipcode: '94110',
    dateOfBirth: '1990-04-12',
  },
  {
    brandId: 2,
    email: 'demo@marlowfinch.example',
    password: 'demo-password',
    firstname: 'Jordan',
    lastname: 'Sample',
    state: 'NY',
    zipcode: '10001',
    dateOfBirth: '1988-09-30',
  },
] as const;
