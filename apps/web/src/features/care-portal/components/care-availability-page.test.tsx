import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProviderAvailability } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { CareAvailabilityPage } from './care-availability-page';

const TEXT = STAFF_MESSAGES.careAvailability;
const URL = '/api/care/availability';

const HOURS: ProviderAvailability = {
  timeZone: 'America/New_York',
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 3, start: '20:00', end: '24:00' },
  ],
  overrides: [],
  timeOff: [],
  languages: ['en'],
  licensedStates: ['OR', 'VT'],
  conflicts: [],
  horizonDays: 60,
  today: '2026-11-20',
};

/** The page on an API that answers `answer` for the changes and the hours for the first read. */
async function showPage(
  first: ProviderAvailability,
  answer: (call: RecordedCall) => { status: number; body?: unknown } = () => ({
    status: 200,
    body: { data: first },
  }),
) {
  const fetches = mockFetch((call) =>
    call.method === 'GET' ? { status: 200, body: { data: first } } : answer(call),
  );
  await act(async () => {
    render(
      <MemoryRouter>
        <CareAvailabilityPage />
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 2, name: TEXT.weeklyHeading });
  return fetches;
}

const day = (name: string) => within(screen.getByRole('group', { name }));
const valuesOf = (name: string) =>
  day(name)
    .queryAllByLabelText(/: (from|until)$/)
    .map((input) => (input as HTMLInputElement).value);
const press = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};

describe('CareAvailabilityPage', () => {
  it('shows the week’s hours by day, the zone, the languages, the licences and that nothing is planned or in conflict', async () => {
    await showPage(HOURS);
    expect(valuesOf('Monday')).toEqual(['09:00', '12:00', '13:00', '17:00']);
    expect(
      day('Monday').getByRole('button', { name: 'Remove 13:00–17:00 on Monday' }),
    ).toBeTruthy();
    // Midnight ends the day: a time field shows it as 00:00.
    expect(valuesOf('Wednesday')).toEqual(['20:00', '00:00']);
    expect(
      day('Wednesday').getByRole('button', { name: 'Remove 20:00–24:00 on Wednesday' }),
    ).toBeTruthy();
    expect(day('Tuesday').getByText(TEXT.unavailable)).toBeTruthy();
    expect((screen.getByLabelText(TEXT.timeZone) as HTMLSelectElement).value).toBe(
      'America/New_York',
    );
    expect(
      screen.getAllByLabelText('Monday: from').map((input) => input.getAttribute('step')),
    ).toEqual(['900', '900']);
    const languages = within(screen.getByRole('group', { name: TEXT.languages }));
    expect((languages.getByLabelText('English') as HTMLInputElement).checked).toBe(true);
    expect((languages.getByLabelText('Spanish') as HTMLInputElement).checked).toBe(false);
    expect(
      within(screen.getByRole('region', { name: TEXT.licensedHeading }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oregon (OR)', 'Vermont (VT)']);
    expect(screen.getByText(TEXT.conflictsNone)).toBeTruthy();
    expect(screen.getByText(TEXT.overridesEmpty)).toBeTruthy();
    expect(screen.getByText(TEXT.timeOffEmpty)).toBeTruthy();
    expect(screen.queryByText(TEXT.notSetUp)).toBeNull();
    expect(screen.getByText(/up to 60 days ahead/)).toBeTruthy();
  });

  it('saves the week as edited, sends midnight as 24:00 and says it is saved', async () => {
    const saved: ProviderAvailability = {
      ...HOURS,
      timeZone: 'America/Chicago',
      languages: ['en', 'es'],
    };
    const fetches = await showPage(HOURS, () => ({ status: 200, body: { data: saved } }));
    fireEvent.change(screen.getByLabelText(TEXT.timeZone), {
      target: { value: 'America/Chicago' },
    });
    fireEvent.change(day('Monday').getAllByLabelText('Monday: until')[1]!, {
      target: { value: '18:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 09:00–12:00 on Monday' }));
    // The removed range's button is gone: focus stays in the day.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add hours on Monday' }),
    );
    fireEvent.click(screen.getByLabelText('Spanish'));
    expect(valuesOf('Tuesday')).toEqual(['09:00', '17:00']);
    await press(screen.getByRole('button', { name: TEXT.saveWeekly }));
    expect(await screen.findByText(TEXT.weeklySaved)).toBeTruthy();
    expect(
      within(screen.getByRole('form', { name: TEXT.weeklyHeading })).getByRole('status')
        .textContent,
    ).toBe(TEXT.weeklySaved);
    expect(fetches.apiCalls().at(-1)).toMatchObject({
      method: 'PUT',
      url: `${URL}/weekly`,
      body: {
        timeZone: 'America/Chicago',
        weekly: [
          { weekday: 1, start: '13:00', end: '18:00' },
          { weekday: 2, start: '09:00', end: '17:00' },
          { weekday: 3, start: '20:00', end: '24:00' },
        ],
        languages: ['en', 'es'],
      },
    });
    // The form now shows the hours as the server keeps them.
    expect(valuesOf('Monday')).toEqual(['09:00', '12:00', '13:00', '17:00']);
    expect(valuesOf('Tuesday')).toEqual([]);
  });

  it('shows the server’s refusal of Monday’s hours under Monday, and checks the languages before sending', async () => {
    const fetches = await showPage(HOURS, () => ({
      status: 422,
      body: {
        message: 'Check the fields.',
        code: 'VALIDATION_FAILED',
        errors: { 'weekly.1': [TEXT.errors.weekly.overlap] },
      },
    }));
    await press(screen.getByRole('button', { name: TEXT.saveWeekly }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(await within(monday).findByText(TEXT.errors.weekly.overlap)).toBeTruthy();
    expect(monday.getAttribute('aria-describedby')).toBe('care-hours-day-1-error');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(monday).getAllByLabelText('Monday: from')[0]),
    );
    expect(
      within(monday)
        .getAllByLabelText('Monday: from')
        .every((input) => input.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
    expect(
      screen.getByRole('group', { name: 'Tuesday' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(screen.queryByText(TEXT.weeklySaved)).toBeNull();

    fireEvent.click(screen.getByLabelText('English'));
    const calls = fetches.apiCalls().length;
    await press(screen.getByRole('button', { name: TEXT.saveWeekly }));
    expect(
      within(screen.getByRole('group', { name: TEXT.languages })).getByText(TEXT.errors.languages),
    ).toBeTruthy();
    expect(fetches.apiCalls()).toHaveLength(calls);
  });

  it('sets a day as not available, lists it, and removes it again', async () => {
    const withOverride: ProviderAvailability = {
      ...HOURS,
      overrides: [{ day: '2026-12-24', hours: [] }],
    };
    const fetches = await showPage(HOURS, (call) => ({
      status: 200,
      body: { data: call.method === 'PUT' ? withOverride : HOURS },
    }));
    const overrides = within(screen.getByRole('region', { name: TEXT.overridesHeading }));
    expect(overrides.getByLabelText(TEXT.overrideDay).getAttribute('min')).toBe('2026-11-20');
    fireEvent.change(overrides.getByLabelText(TEXT.overrideDay), {
      target: { value: '2026-12-24' },
    });
    expect(overrides.getByLabelText('Dec 24, 2026: from')).toBeTruthy();
    fireEvent.click(overrides.getByLabelText(TEXT.overrideUnavailable));
    await press(overrides.getByRole('button', { name: TEXT.saveOverride }));
    expect(await overrides.findByText('Your hours on Dec 24, 2026 are saved.')).toBeTruthy();
    expect(fetches.apiCalls().at(-1)).toMatchObject({
      method: 'PUT',
      url: `${URL}/overrides/2026-12-24`,
      body: { hours: [] },
    });
    expect(overrides.getByRole('listitem').textContent).toContain(
      `Dec 24, 2026: ${TEXT.overrideUnavailable}`,
    );

    await press(overrides.getByRole('button', { name: 'Remove the override of Dec 24, 2026' }));
    expect(
      await overrides.findByText('Dec 24, 2026 follows your weekly hours again.'),
    ).toBeTruthy();
    expect(fetches.apiCalls().at(-1)).toMatchObject({
      method: 'DELETE',
      url: `${URL}/overrides/2026-12-24`,
    });
    expect(overrides.getByText(TEXT.overridesEmpty)).toBeTruthy();
  });

  it('adds time off, lists it, and removes it again', async () => {
    const withTimeOff: ProviderAvailability = {
      ...HOURS,
      timeOff: [{ id: 7, from: '2026-12-01', to: '2026-12-05' }],
    };
    const fetches = await showPage(HOURS, (call) => ({
      status: 200,
      body: { data: call.method === 'POST' ? withTimeOff : HOURS },
    }));
    const timeOff = within(screen.getByRole('region', { name: TEXT.timeOffHeading }));
    fireEvent.change(timeOff.getByLabelText(TEXT.timeOffFrom), { target: { value: '2026-12-01' } });
    fireEvent.change(timeOff.getByLabelText(TEXT.timeOffTo), { target: { value: '2026-12-05' } });
    await press(timeOff.getByRole('button', { name: TEXT.addTimeOff }));
    expect(
      await timeOff.findByText('Time off from Dec 1, 2026 to Dec 5, 2026 is saved.'),
    ).toBeTruthy();
    expect(fetches.apiCalls().at(-1)).toMatchObject({
      method: 'POST',
      url: `${URL}/time-off`,
      body: { from: '2026-12-01', to: '2026-12-05' },
    });
    expect(timeOff.getByRole('listitem').textContent).toContain('Dec 1, 2026 – Dec 5, 2026');

    await press(
      timeOff.getByRole('button', { name: 'Remove the time off from Dec 1, 2026 to Dec 5, 2026' }),
    );
    expect(await timeOff.findByText(TEXT.timeOffRemoved)).toBeTruthy();
    expect(fetches.apiCalls().at(-1)).toMatchObject({ method: 'DELETE', url: `${URL}/time-off/7` });
    expect(timeOff.getByText(TEXT.timeOffEmpty)).toBeTruthy();
  });

  it('lists the booked consultations the hours leave out, in the provider’s zone', async () => {
    await showPage({
      ...HOURS,
      conflicts: [
        { consultationId: 3, startsAt: '2026-12-01T14:00:00.000Z' },
        { consultationId: 4, startsAt: '2026-12-02T23:30:00.000Z' },
      ],
    });
    const conflicts = within(screen.getByRole('region', { name: TEXT.conflictsHeading }));
    expect(conflicts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tuesday, December 1, 2026, 9:00 AM – 9:15 AM EST',
      'Wednesday, December 2, 2026, 6:30 PM – 6:45 PM EST',
    ]);
    expect(conflicts.queryByText(TEXT.conflictsNone)).toBeNull();
  });

  it('says the hours were set up for a provider who never saved any, and shows the server’s refusal of an override until they do', async () => {
    const notSetUp: ProviderAvailability = { ...HOURS, timeZone: null, weekly: [], languages: [] };
    await showPage(notSetUp, () => ({
      status: 422,
      body: { message: TEXT.errors.notSetUp, code: 'VALIDATION_FAILED' },
    }));
    expect(screen.getByText(TEXT.notSetUp)).toBeTruthy();
    for (const name of TEXT.weekdays) {
      expect(day(name).getByText(TEXT.unavailable)).toBeTruthy();
    }
    const overrides = within(screen.getByRole('region', { name: TEXT.overridesHeading }));
    fireEvent.change(overrides.getByLabelText(TEXT.overrideDay), {
      target: { value: '2026-12-24' },
    });
    await press(overrides.getByRole('button', { name: TEXT.saveOverride }));
    expect(await overrides.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(TEXT.errors.notSetUp),
    );
  });

  it('says the hours could not be loaded, and loads them on Try again', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown
        ? { status: 500, body: { message: 'Down.', code: 'INTERNAL' } }
        : { status: 200, body: { data: HOURS } },
    );
    await act(async () => {
      render(<CareAvailabilityPage />);
    });
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await press(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: TEXT.weeklyHeading })).toBeTruthy();
  });
});
