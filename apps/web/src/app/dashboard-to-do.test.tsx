import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatientPhotoRequest, Visit } from '@app/domain/contracts';
import { photoTypesFor } from '@app/domain/photos';
import { mockFetch, type RecordedCall } from '../testing/fetch-mock';
import { DashboardToDo } from './dashboard-to-do';

const UUID = '0f5e8a2c-1111-4222-8333-444455556666';
const VISIT = { uuid: UUID, flow: 'skin-signup', treatmentCategory: 1, photos: [], isMinor: false, completedAt: '2027-03-01T10:00:00.000Z' } as unknown as Visit;
const REQUEST: PatientPhotoRequest = {
  id: 5,
  visitUuid: UUID,
  providerName: 'Dr. Maya Okafor',
  note: 'A closer photo of the spot on your left cheek, please.',
  requestedAt: '2027-03-02T15:00:00.000Z',
};
const photo = { id: 8, localUrl: '/api/photos/8/file?expires=1&signature=s', metadata: { photo_perspective: 'skin_close_up', treatment_category: 1 } };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderToDo(openAfterUpload: PatientPhotoRequest[]) {
  const answers: Record<string, { status: number; body?: unknown }> = {
    'GET /app/photos/required/skin': { status: 200, body: { data: photoTypesFor('skin', 'initial-treatment', { isMinor: false }) } },
    [`POST /api/visits/${UUID}/photos`]: { status: 200, body: { data: photo } },
    [`GET /api/visits/${UUID}`]: { status: 200, body: { data: { ...VISIT, photos: [photo] } } },
    'GET /api/patient/photo-requests': { status: 200, body: { data: openAfterUpload } },
  };
  mockFetch((call: RecordedCall) => answers[`${call.method} ${call.url.split('?')[0]}`] ?? { status: 404, body: { message: 'nope', code: 'NOT_FOUND' } });
  const onAnswered = vi.fn();
  render(
    <MemoryRouter>
      <DashboardToDo visits={[VISIT]} subscriptions={{ status: 'ready', subscriptions: [] }} photoRequests={[REQUEST]} onPhotoRequestAnswered={onAnswered} />
    </MemoryRouter>,
  );
  return { onAnswered };
}

const pickPhoto = (label: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cheek.jpg', { type: 'image/jpeg' })] } });

describe('DashboardToDo with a request for more photos', () => {
  it("shows the provider's note and, once a photo is sent, thanks the patient and asks for the list again", async () => {
    const { onAnswered } = renderToDo([]);
    expect(screen.getByText('Your provider asked for more photos for your skin treatment')).toBeTruthy();
    expect(screen.getByText('Dr. Maya Okafor wrote: “A closer photo of the spot on your left cheek, please.”')).toBeTruthy();
    expect(screen.queryByText('Nothing for now. We will let you know when something needs you.')).toBeNull();

    const open = screen.getByRole('button', { name: 'Send more photos' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('heading', { level: 3, name: 'More photos for your provider' })).toBeTruthy();
    expect((await screen.findAllByRole('heading', { level: 4 })).length).toBeGreaterThan(0);
    pickPhoto('Upload a close-up');
    await screen.findByRole('img', { name: /^Your photo: Close-ups/ });
    fireEvent.click(screen.getByRole('button', { name: 'I have sent my photos' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Thank you. Your provider will look at your new photos.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'More photos for your provider' })).toBeNull();
  });

  it('says a new photo is still needed while the server has none after the request', async () => {
    const { onAnswered } = renderToDo([REQUEST]);
    fireEvent.click(screen.getByRole('button', { name: 'Send more photos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'I have sent my photos' }));
    expect(await screen.findByText('Upload at least one new photo first.')).toBeTruthy();
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
