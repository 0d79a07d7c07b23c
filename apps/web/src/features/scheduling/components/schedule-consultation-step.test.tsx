import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AvailableSlots, Consultation, Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { ScheduleConsultationStep } from './schedule-consultation-step';

const NY = 'America/New_York';
const s = (iso: string) => Date.parse(iso) / 1000;
const DEC_1 = String(s('2026-12-01T05:00:00Z'));
const SLOTS: AvailableSlots = {
  timezone: NY,
  timeSlots: {
    [DEC_1]: [
      { id: 11, timestamp: s('2026-12-01T14:00:00Z') },
      { id: 12, timestamp: s('2026-12-01T14:15:00Z') },
    ],
  },
  languages: ['en'],
  isPreferredLanguageEnabled: false,
};
const BOOKED: Consultation = {
  scheduledAtDateTimestamp: Number(DEC_1),
  scheduledAtTimestamp: s('2026-12-01T14:00:00Z'),
  preferredLanguage: 'en',
  timezone: NY,
  durationMinutes: 15,
};

type Answer = { status: number; body?: unknown };
type Route = (call: RecordedCall) => Answer | undefined;

/** Answers by method and path (the query string is ignored); `routes` come first. */
function answer(routes: Record<string, Answer | Route>) {
  return (call: RecordedCall): Answer => {
    const key = `${call.method} ${call.url.split('?')[0]?.replace(/visit-1/, ':uuid')}`;
    const route = routes[key];
    const found = typeof route === 'function' ? route(call) : route;
    return found ?? { status: 404, body: { message: 'not found', code: 'NOT_FOUND' } };
  };
}

const defaults = {
  'GET /api/consultations/:uuid': { status: 200, body: { data: null } },
  'GET /api/consultations/:uuid/available-slots': { status: 200, body: { data: SLOTS } },
  'POST /api/consultations/:uuid': { status: 200, body: { data: BOOKED } },
  'GET /api/live-consultations/:uuid/provider': {
    status: 200,
    body: { data: { name: 'Dr. Maya Okafor', profilePhotoUrl: null } },
  },
};

function renderStep(
  options: { routes?: Record<string, Answer | Route>; flow?: Visit['flow'] } = {},
) {
  const fetch = mockFetch(answer({ ...defaults, ...options.routes }));
  const onDone = vi.fn(async () => undefined);
  const visit = { uuid: 'visit-1', brand: 1, flow: options.flow ?? 'skin-signup' } as Visit;
  render(
    <MemoryRouter>
      <BrandContext value={TEST_BRAND}>
        <ScheduleConsultationStep
          visit={visit}
          onDone={onDone}
          backPath="/get-started/skin/photos?revisit=1"
        />
      </BrandContext>
    </MemoryRouter>,
  );
  return { onDone, fetch };
}

describe('ScheduleConsultationStep', () => {
  it('requires a date and a time, books the chosen slot and shows the confirmation', async () => {
    const { onDone, fetch } = renderStep();
    await screen.findByRole('heading', { name: 'Schedule a call with your provider' });
    expect(screen.queryByLabelText('Preferred language')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule your call' }));
    expect(screen.getByText('The date field is required.')).toBeTruthy();
    expect(screen.getByText('The time field is required.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DEC_1 } });
    expect(screen.getByRole('option', { name: 'Tuesday, December 1' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '11' } });
    expect(screen.getByRole('option', { name: '9:15 AM' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule your call' }));

    await screen.findByRole('heading', { name: 'Your call is scheduled' });
    const booking = fetch.apiCalls().find((call) => call.method === 'POST');
    expect(booking?.body).toEqual({ brand: 1, appointmentTimeSlotId: 11, preferredLanguage: 'en' });
    expect(screen.getByText('Tuesday, December 1, 2026')).toBeTruthy();
    expect(screen.getByText('9:00 AM – 9:15 AM EST')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.getByText('Dr. Maya Okafor will call you at this time.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith());
  });

  it('shows the confirmation straight away when the visit is already booked', async () => {
    renderStep({
      routes: { 'GET /api/consultations/:uuid': { status: 200, body: { data: BOOKED } } },
    });
    await screen.findByRole('heading', { name: 'Your call is scheduled' });
    expect(screen.getByText('9:00 AM – 9:15 AM EST')).toBeTruthy();
  });

  it('says when every slot is taken, and offers Go back', async () => {
    renderStep({
      routes: {
        'GET /api/consultations/:uuid/available-slots': {
          status: 200,
          body: { data: { ...SLOTS, timeSlots: {} } },
        },
      },
    });
    expect(await screen.findByText(MESSAGES.scheduling.slotsFull)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule your call' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/get-started/skin/photos?revisit=1',
    );
  });

  it('explains a conflict and reloads the times without the taken one', async () => {
    let slotLoads = 0;
    renderStep({
      routes: {
        'GET /api/consultations/:uuid/available-slots': () => {
          slotLoads += 1;
          const timeSlots =
            slotLoads === 1 ? SLOTS.timeSlots : { [DEC_1]: SLOTS.timeSlots[DEC_1]!.slice(1) };
          return { status: 200, body: { data: { ...SLOTS, timeSlots } } };
        },
        'POST /api/consultations/:uuid': {
          status: 409,
          body: { code: 'CONFLICT', message: MESSAGES.scheduling.slotTaken },
        },
      },
    });
    await screen.findByLabelText('Date');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DEC_1 } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule your call' }));
    expect(await screen.findByText(MESSAGES.scheduling.slotTaken)).toBeTruthy();
    await waitFor(() => expect(slotLoads).toBe(2));
    await waitFor(() => expect(screen.queryByRole('option', { name: '9:00 AM' })).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>('Time').value).toBe('');
  });

  it('offers the language select behind the flag and reloads times for the chosen language', async () => {
    const { fetch } = renderStep({
      routes: {
        'GET /api/consultations/:uuid/available-slots': {
          status: 200,
          body: { data: { ...SLOTS, languages: ['en', 'es'], isPreferredLanguageEnabled: true } },
        },
      },
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('Preferred language');
    expect(select.value).toBe('en');
    fireEvent.change(select, { target: { value: 'es' } });
    await waitFor(() =>
      expect(fetch.apiCalls().some((call) => call.url.includes('language=es'))).toBe(true),
    );
  });

  it("sends a resubscription's Continue after booking to the manage-subscription customize page (000 §2)", async () => {
    const fetch = mockFetch(answer({ ...defaults, 'GET /api/consultations/:uuid': { status: 200, body: { data: BOOKED } } }));
    const onDone = vi.fn(async () => undefined);
    const visit = { uuid: 'visit-1', brand: 1, flow: 'resubscription' } as Visit;
    render(
      <MemoryRouter initialEntries={['/renewal/schedule-consultation']}>
        <BrandContext value={TEST_BRAND}>
          <Routes>
            <Route path="/renewal/schedule-consultation" element={<ScheduleConsultationStep visit={visit} onDone={onDone} backPath={undefined} />} />
            <Route path="/patient-dashboard/manage-subscription/customize" element={<h1>Customize page</h1>} />
          </Routes>
        </BrandContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Customize page' });
    expect(onDone).not.toHaveBeenCalled();
    expect(fetch.apiCalls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets resubscription flows skip the call', async () => {
    const { onDone } = renderStep({ flow: 'resubscription' });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ recordStep: true }));
    expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
  });
});
