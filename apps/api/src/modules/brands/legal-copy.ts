import type { LegalDocument, LegalPageKey } from '@app/domain/contracts';

/**
 * Demo legal copy per brand. It is configuration, written for invented companies, and must be
 * replaced by counsel-approved text before any real patient sees it.
 */
function legalDocuments(company: string, email: string): Record<LegalPageKey, LegalDocument> {
  return {
    privacy: {
      title: 'Privacy Policy',
      updated: '2026-11-01',
      sections: [
        { heading: 'What we collect', body: `${company} collects the information you give us to provide care: your contact details, date of birth, answers to medical questions, photos and the identity document you upload.` },
        { heading: 'How we use it', body: 'Your information is used to let a licensed provider evaluate you, to prescribe and ship treatment, and to keep in touch about your care. Health information is protected health information and is never sold.' },
        { heading: 'Who sees it', body: 'Your provider and the care team see your health information. Service providers who host our systems or send messages on our behalf are bound by agreements that protect it.' },
        { heading: 'Your choices', body: `You can see, correct or delete your information, and opt out of marketing, by writing to ${email}.` },
      ],
    },
    'telehealth-consent': {
      title: 'Telehealth Consent',
      updated: '2026-11-01',
      sections: [
        { heading: 'Care at a distance', body: `With ${company}, telehealth means a licensed provider evaluates you using the information, photos and messages you send, and sometimes a live video or phone consultation, instead of an office visit.` },
        { heading: 'Benefits and limits', body: 'Telehealth is convenient, but a provider cannot examine you in person. If your provider decides that telehealth is not right for you, they will tell you and you will not be charged for treatment.' },
        { heading: 'Emergencies', body: 'Telehealth is not for emergencies. If you have a medical emergency, call 911.' },
        { heading: 'Minors', body: 'Patients aged 13 to 17 need a parent or guardian, who consents on their behalf and provides their own photo ID.' },
      ],
    },
    terms: {
      title: 'Terms of Service',
      updated: '2026-11-01',
      sections: [
        { heading: 'The service', body: `${company} connects you with independent licensed dermatology providers who may prescribe treatment. Prescriptions are at the provider's discretion.` },
        { heading: 'Subscriptions', body: 'Treatment is sold as a subscription. A trial box is followed by full-size shipments at the interval shown at checkout. You can cancel any time before the next shipment.' },
        { heading: 'Your account', body: 'You must give true information about yourself and your health, keep your password private, and be at least 13 years old.' },
        { heading: 'Contact', body: `Questions about these terms: ${email}.` },
      ],
    },
    donotsell: {
      title: 'Do Not Sell or Share My Personal Information',
      updated: '2026-11-01',
      sections: [
        { heading: 'Your right to opt out', body: `${company} does not sell health information. Browsing information may be shared with analytics partners; you can opt out of that here, and we also honor the Global Privacy Control signal of your browser.` },
      ],
    },
  };
}

export const LEGAL_COPY: Record<number, Record<LegalPageKey, LegalDocument>> = {
  1: legalDocuments('Teleskin', 'care@teleskin.example'),
  2: legalDocuments('Marlow & Finch', 'hello@marlowfinch.example'),
};
