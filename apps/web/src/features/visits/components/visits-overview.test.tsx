import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrescriptionView, Visit, VisitReview } from '@app/domain/contracts';
import { VisitsOverview } from './visits-overview';

// Issue 29 item 1 (ADR 136): after the review the dashboard says what became of each visit.

const DECIDED = '2027-03-02T15:00:00.000Z';
const sentVisit = (review: VisitReview): Visit =>
  ({ uuid: '0f5e8a2c-1111-4222-8333-444455556666', flow: 'skin-signup', treatmentCategory: 1, photos: [], isMinor: false, completedAt: '2027-03-01T10:00:00.000Z', progress: { currentStep: null, resumePath: '/', steps: [] }, review }) as unknown as Visit;
const rx = (id: number, status: PrescriptionView['status'], itemName: string): PrescriptionView => ({
  id,
  itemName,
  ingredients: status === 'active' ? [{ name: 'Tretinoin', strength: '0.025%' }] : [],
  providerName: 'Dr. Maya Okafor',
  status,
  declineReason: status === 'declined' ? 'Start with the formula alone for the first weeks.' : null,
  prescribedAt: DECIDED,
});
const review = (overrides: Partial<VisitReview>): VisitReview => ({ decidedAt: null, prescriptions: [], photoRequest: null, shipment: { status: 'pending', trackingNumber: null, shippedAt: null, deliveredAt: null }, ...overrides });
const show = (visit: Visit) =>
  render(
    <MemoryRouter>
      <VisitsOverview visits={[visit]} />
    </MemoryRouter>,
  );
const WAITING_INTRO = "Your visit is on its way to your provider. We'll let you know as soon as they have reviewed it.";

describe('VisitsOverview after the review', () => {
  it('says the visit waits while it does, and that the box is being prepared', () => {
    show(sentVisit(review({})));
    expect(screen.getByText(WAITING_INTRO)).toBeTruthy();
    expect(screen.getByText('Your box is being prepared. We will email you its tracking number as soon as it ships.')).toBeTruthy();
  });

  it('shows what was prescribed, by whom and when, with its ingredients, what was declined beside it, and when the box ships', () => {
    const shipment = { status: 'shipped' as const, trackingNumber: '9400SIM0000000012', shippedAt: '2027-03-04T15:00:00.000Z', deliveredAt: null };
    show(sentVisit(review({ decidedAt: DECIDED, prescriptions: [rx(1, 'active', 'Future-Proof Formula'), rx(2, 'declined', 'Deep Cleanse')], shipment })));
    expect(screen.queryByText(WAITING_INTRO)).toBeNull();
    expect(screen.getByText('Dr. Maya Okafor reviewed your visit on March 2, 2027 and prescribed:')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your prescription' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ingredients of Future-Proof Formula' }).textContent).toBe('Tretinoin 0.025%');
    expect(screen.getByText('Not prescribed: Deep Cleanse. Why: Start with the formula alone for the first weeks.')).toBeTruthy();
    expect(screen.getByText(/^Your box shipped on March 4, 2027\. Tracking number: 9400SIM0000000012$/)).toBeTruthy();
  });

  it('says a declined visit was declined, why, and what the patient can do', () => {
    show(sentVisit(review({ decidedAt: DECIDED, prescriptions: [rx(2, 'declined', 'Deep Cleanse')] })));
    expect(screen.getByText('Dr. Maya Okafor reviewed your visit on March 2, 2027 and did not prescribe Deep Cleanse.')).toBeTruthy();
    expect(screen.getByText('Why: Start with the formula alone for the first weeks.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message your care team' }).getAttribute('href')).toBe('/dashboard/message-provider');
  });

  it('says the provider asked for photos, and where to send them', () => {
    show(sentVisit(review({ photoRequest: { note: 'A closer photo, please.', requestedAt: DECIDED } })));
    expect(screen.getByText('Your provider asked for more photos on March 2, 2027.')).toBeTruthy();
    expect(screen.getByText(/^Send them under “What you still need to do” below/)).toBeTruthy();
  });
});

describe('VisitsOverview without a visit', () => {
  it('offers to start one and says nothing about where visits stand (a shop account has none)', () => {
    render(
      <MemoryRouter>
        <VisitsOverview visits={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You have no visits yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a skin visit' }).getAttribute('href')).toBe('/new-treatment/skin');
    expect(screen.queryByText('Here is where each of your visits stands.')).toBeNull();
  });
});
