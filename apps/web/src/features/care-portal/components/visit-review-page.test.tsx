import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { CareVisitView, FormularyItem } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { VisitReviewPage } from './visit-review-page';

const TEXT = STAFF_MESSAGES.careDecision;
const UUID = '6f1c2c1e-8a52-4f43-9d7a-1b2c3d4e5f60';
const FORMULARY: FormularyItem[] = [
  { itemId: 16, name: 'Future-Proof Formula', ingredients: [{ name: 'Tretinoin', strengths: ['0.025%', '0.05%'] }, { name: 'Niacinamide', strengths: ['2%', '4%'] }] },
  { itemId: 17, name: 'Deep Cleanse', ingredients: [{ name: 'Salicylic acid', strengths: ['0.5%', '2%'] }] },
];
const VIEW: CareVisitView = {
  uuid: UUID,
  treatment: 'Skin',
  completedAt: '2026-11-20T15:00:00.000Z',
  patient: { name: 'Oona Queue', dateOfBirth: '1990-04-12', age: 36, sex: 'female', state: 'OR', isMinor: false },
  guardian: null,
  answers: [{ question: 'How sensitive is your skin?', answer: 'Somewhat sensitive' }],
  healthHistory: [{ title: 'Allergies', value: 'None' }],
  photos: [{ id: 3, url: '/api/care/photos/3/file?sig=x', perspective: 'face_front', isIdentity: false }],
  consultation: null,
  requestedRx: [
    { itemId: 16, name: 'Future-Proof Formula' },
    { itemId: 17, name: 'Deep Cleanse' },
  ],
  decision: null,
  photoRequest: null,
};

function visitApi(onDecision: (call: RecordedCall) => { status: number; body?: unknown }) {
  return mockFetch((call) => {
    if (call.url === '/api/care/formulary') {
      return { status: 200, body: { data: FORMULARY } };
    }
    if (call.url.endsWith('/decision')) {
      return onDecision(call);
    }
    return { status: 200, body: { data: VIEW } };
  });
}

async function openVisit() {
  await act(async () => {
    render(
      <MemoryRouter>
        <VisitReviewPage uuid={UUID} />
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Oona Queue: Skin visit' });
}

const decisionFor = (item: string) => within(screen.getByRole('group', { name: `Decision for ${item}` }));

describe('VisitReviewPage', () => {
  it('shows the answers and history as questions and answers, and the photos through their signed links', async () => {
    visitApi(() => ({ status: 500 }));
    await openVisit();
    const answers = within(screen.getByRole('region', { name: 'Survey answers' }));
    expect(answers.getByText('How sensitive is your skin?')).toBeTruthy();
    expect(answers.getByText('Somewhat sensitive')).toBeTruthy();
    // Dates as staff read them (ADR 144): the date of birth as the day it names, a time with its zone.
    expect(within(screen.getByRole('region', { name: 'Patient' })).getByText('Apr 12, 1990')).toBeTruthy();
    expect(screen.getByText(/^Completed Nov 2\d, 2026, \d{1,2}:\d{2} [AP]M \S+$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Photo: face front large' }));
    expect(screen.getByRole('img', { name: 'Photo: face front' }).getAttribute('src')).toBe('/api/care/photos/3/file?sig=x');
  });

  it('checks the decision with the server’s rules first, then sends each product’s choice and shows the decision', async () => {
    const fetches = visitApi((call) => ({
      status: 200,
      body: {
        data: {
          ...VIEW,
          decision: {
            decidedAt: '2026-11-21T10:00:00.000Z',
            providerName: 'Dr. Ada Lee',
            prescriptions: [
              { id: 1, itemName: 'Future-Proof Formula', ingredients: (call.body as { prescribe: [{ ingredients: unknown[] }] }).prescribe[0].ingredients, providerName: 'Dr. Ada Lee', status: 'active', declineReason: null, prescribedAt: '2026-11-21T10:00:00.000Z' },
              { id: 2, itemName: 'Deep Cleanse', ingredients: [], providerName: 'Dr. Ada Lee', status: 'declined', declineReason: 'Not yet.', prescribedAt: '2026-11-21T10:00:00.000Z' },
            ],
          },
        },
      },
    }));
    await openVisit();
    fireEvent.click(decisionFor('Future-Proof Formula').getByRole('radio', { name: TEXT.prescribe }));
    fireEvent.click(decisionFor('Deep Cleanse').getByRole('radio', { name: TEXT.decline }));
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    // No strength chosen, no reason given: the domain's words, and nothing sent.
    expect(await screen.findByText(STAFF_MESSAGES.carePortal.decision.ingredientsNeeded.replace('{item}', 'Future-Proof Formula'))).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.carePortal.decision.declineReasonNeeded)).toBeTruthy();
    expect(fetches.apiCalls().some((call) => call.url.endsWith('/decision'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Strength of Tretinoin'), { target: { value: '0.05%' } });
    fireEvent.change(screen.getByLabelText('Why you decline Deep Cleanse (the patient reads this)'), { target: { value: 'Not yet.' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByText(TEXT.saved)).toBeTruthy();
    expect(fetches.apiCalls().find((call) => call.url.endsWith('/decision'))?.body).toEqual({
      prescribe: [{ itemId: 16, ingredients: [{ name: 'Tretinoin', strength: '0.05%' }] }],
      decline: [{ itemId: 17, reason: 'Not yet.' }],
    });
    const decided = within(screen.getByRole('region', { name: TEXT.decidedHeading }));
    expect(decided.getByText('(Tretinoin 0.05%)')).toBeTruthy();
    expect(decided.getByText('Reason: Not yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXT.submit })).toBeNull();
  });

  it('shows another provider’s decision first in the server’s words, with a way to see it', async () => {
    visitApi(() => ({ status: 409, body: { message: STAFF_MESSAGES.carePortal.alreadyDecided, code: 'CONFLICT' } }));
    await openVisit();
    fireEvent.click(decisionFor('Future-Proof Formula').getByRole('radio', { name: TEXT.prescribe }));
    fireEvent.change(screen.getByLabelText('Strength of Niacinamide'), { target: { value: '4%' } });
    fireEvent.click(decisionFor('Deep Cleanse').getByRole('radio', { name: TEXT.prescribe }));
    fireEvent.change(screen.getByLabelText('Strength of Salicylic acid'), { target: { value: '2%' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByText(STAFF_MESSAGES.carePortal.alreadyDecided)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.reload })).toBeTruthy();
  });

  it('says in the server’s words why a visit outside the provider’s states cannot be opened', async () => {
    mockFetch((call) => (call.url === '/api/care/formulary' ? { status: 200, body: { data: FORMULARY } } : { status: 403, body: { message: STAFF_MESSAGES.carePortal.outsideLicence, code: 'FORBIDDEN' } }));
    await act(async () => {
      render(
        <MemoryRouter>
          <VisitReviewPage uuid={UUID} />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.careVisit.refusedHeading })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.carePortal.outsideLicence);
  });

  it('asks the patient for more photos and shows the open request; the server’s refusals in its words', async () => {
    const note = 'A closer photo of your left cheek, please.';
    const answers = [
      { status: 422, body: { message: STAFF_MESSAGES.carePortal.photoRequestNoteNeeded, code: 'VALIDATION_FAILED', errors: { note: [STAFF_MESSAGES.carePortal.photoRequestNoteNeeded] } } },
      { status: 200, body: { data: { ...VIEW, photoRequest: { note, requestedAt: '2026-11-21T09:00:00.000Z', answeredAt: null } } } },
    ];
    const fetches = mockFetch((call) => {
      if (call.url === '/api/care/formulary') {
        return { status: 200, body: { data: FORMULARY } };
      }
      return call.url.endsWith('/photo-request') ? answers.shift()! : { status: 200, body: { data: VIEW } };
    });
    await openVisit();
    fireEvent.click(screen.getByRole('button', { name: STAFF_MESSAGES.carePhotoRequest.submit }));
    expect(await screen.findByText(STAFF_MESSAGES.carePortal.photoRequestNoteNeeded)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(STAFF_MESSAGES.carePhotoRequest.note), { target: { value: note } });
    fireEvent.click(screen.getByRole('button', { name: STAFF_MESSAGES.carePhotoRequest.submit }));
    expect(await screen.findByText(STAFF_MESSAGES.carePhotoRequest.sent)).toBeTruthy();
    const panel = within(screen.getByRole('region', { name: STAFF_MESSAGES.carePhotoRequest.openHeading }));
    expect(panel.getByText(/A closer photo of your left cheek, please\./)).toBeTruthy();
    expect(panel.getByText(STAFF_MESSAGES.carePhotoRequest.waiting)).toBeTruthy();
    // While the request is open, no second one can be made.
    expect(screen.queryByRole('button', { name: STAFF_MESSAGES.carePhotoRequest.submit })).toBeNull();
    expect(fetches.apiCalls().filter((call) => call.url.endsWith('/photo-request')).map((call) => call.body)).toEqual([{ note: '' }, { note }]);
  });
});
