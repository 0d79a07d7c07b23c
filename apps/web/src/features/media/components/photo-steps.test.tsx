import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { photoTypesFor } from '@app/domain/photos';
import type { FlowStepProps } from '../../../lib/flow-step';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { PhotoIdStep } from './photo-id-step';
import { PhotosStep } from './photos-step';

const UUID = '0f5e8a2c-1111-4222-8333-444455556666';
const photo = (id: number, perspective: string) => ({
  id,
  localUrl: `/api/photos/${id}/file?expires=1&signature=s`,
  metadata: { photo_perspective: perspective, treatment_category: 1 },
});

function visitWith(photos: Visit['photos'] = []): Visit {
  return { uuid: UUID, flow: 'skin-signup', treatmentCategory: 1, photos, isMinor: false } as Visit;
}

type Answer = { status: number; body?: unknown };

function renderStep(Screen: (props: FlowStepProps) => React.ReactNode, visit: Visit, answers: Record<string, Answer | (() => Answer)>) {
  const fetch = mockFetch((call: RecordedCall) => {
    const key = `${call.method} ${call.url.split('?')[0]}`;
    const found = answers[key];
    return typeof found === 'function' ? found() : (found ?? { status: 404, body: { message: 'nope', code: 'NOT_FOUND' } });
  });
  const onDone = vi.fn(async () => undefined);
  render(
    <MemoryRouter>
      <BrandContext value={TEST_BRAND}>
        <Screen visit={visit} onDone={onDone} backPath="/get-started/skin/sms-verification?revisit=1" />
      </BrandContext>
    </MemoryRouter>,
  );
  return { fetch, onDone };
}

const types = { status: 200, body: { data: photoTypesFor('skin', 'initial-treatment', { isMinor: false }) } };
const pick = (label: RegExp | string, name = 'id.jpg') =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })] } });

describe('PhotoIdStep', () => {
  it('keeps Send disabled until the ID is uploaded, then records the step', async () => {
    const { fetch, onDone } = renderStep(PhotoIdStep, visitWith(), {
      'GET /app/photos/required/skin': types,
      'POST /api/visits/0f5e8a2c-1111-4222-8333-444455556666/photos': { status: 200, body: { data: photo(7, 'photo_id') } },
      'GET /api/visits/0f5e8a2c-1111-4222-8333-444455556666': { status: 200, body: { data: visitWith([photo(7, 'photo_id')]) } },
    });
    await screen.findByRole('heading', { name: 'Your photo ID' });
    const send = screen.getByRole('button', { name: MESSAGES.photos.sendPhotoId });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByRole('img', { name: /driver's license/ })).toBeTruthy();

    pick('Upload your ID');
    await screen.findByRole('img', { name: 'Your photo: Your photo ID' });
    expect(fetch.apiCalls().map((call) => `${call.method} ${call.url}`)).toContain(`POST /api/visits/${UUID}/photos`);
    expect(send).toHaveProperty('disabled', false);
    fireEvent.click(send);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ recordStep: true }));
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/get-started/skin/sms-verification?revisit=1');
  });

  it("shows a refused file's first error, and 'Error uploading photo' for anything unknown", async () => {
    let attempt = 0;
    renderStep(PhotoIdStep, visitWith(), {
      'GET /app/photos/required/skin': types,
      [`POST /api/visits/${UUID}/photos`]: () =>
        attempt++ === 0
          ? { status: 422, body: { message: MESSAGES.photos.unsupportedType, code: 'VALIDATION_FAILED', errors: { file: [MESSAGES.photos.unsupportedType] } } }
          : { status: 500, body: { message: MESSAGES.form.genericServerError, code: 'INTERNAL' } },
    });
    await screen.findByRole('heading', { name: 'Your photo ID' });
    pick('Upload your ID', 'notes.jpg');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.photos.unsupportedType);
    pick('Upload your ID');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.photos.simpleUploadFailed));
  });

  it('deletes the photo and opens the ID help modal', async () => {
    const { fetch } = renderStep(PhotoIdStep, visitWith([photo(3, 'photo_id')]), {
      'GET /app/photos/required/skin': types,
      [`DELETE /api/visits/${UUID}/photos/3`]: { status: 200, body: { data: { id: 3 } } },
      [`GET /api/visits/${UUID}`]: { status: 200, body: { data: visitWith([]) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo: Your photo ID' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Your photo: Your photo ID' })).toBeNull());
    expect(fetch.apiCalls().some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.getByRole('button', { name: MESSAGES.photos.sendPhotoId })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Which IDs can I use?' }));
    expect(await screen.findByText('Warehouse-club cards')).toBeTruthy();
    expect(screen.getByText('Passport')).toBeTruthy();
  });

  it('asks for a refresh when the photo types cannot be loaded', async () => {
    renderStep(PhotoIdStep, visitWith(), { 'GET /app/photos/required/skin': { status: 500 } });
    expect(await screen.findByText(MESSAGES.photos.pageLoadFailed)).toBeTruthy();
  });
});

describe('PhotosStep', () => {
  const threeFaces = [photo(1, 'face_front'), photo(2, 'face_left'), photo(3, 'face_right')];

  it('labels each section Required or Optional and enables Send once every required type has a photo', async () => {
    const { onDone } = renderStep(PhotosStep, visitWith([photo(1, 'face_front'), photo(2, 'face_left')]), {
      'GET /app/photos/required/skin': types,
      [`POST /api/visits/${UUID}/photos`]: { status: 200, body: { data: photo(3, 'face_right') } },
      [`GET /api/visits/${UUID}`]: { status: 200, body: { data: visitWith(threeFaces) } },
    });
    await screen.findByRole('heading', { name: MESSAGES.photos.photosTitle });
    expect(screen.getByRole('button', { name: /Right side of your face\s*Required/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Close-ups of specific concerns\s*Optional/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /photo ID/ })).toBeNull();
    const send = screen.getByRole('button', { name: MESSAGES.photos.sendPhotos });
    expect(send).toHaveProperty('disabled', true);

    pick('Upload right side photo', 'right.jpg');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ recordStep: true }));
  });

  it('shows the server message for a refused upload, and the generic one otherwise', async () => {
    let attempt = 0;
    renderStep(PhotosStep, visitWith(), {
      'GET /app/photos/required/skin': types,
      [`POST /api/visits/${UUID}/photos`]: () =>
        attempt++ === 0 ? { status: 413, body: { message: MESSAGES.photos.tooLarge, code: 'PAYLOAD_TOO_LARGE' } } : { status: 502 },
    });
    await screen.findByRole('heading', { name: MESSAGES.photos.photosTitle });
    pick('Upload front photo');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.photos.tooLarge);
    pick('Upload front photo');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.photos.uploadFailed));
  });

  it('texts a phone link, or shows why it cannot', async () => {
    let attempt = 0;
    const { fetch } = renderStep(PhotosStep, visitWith(threeFaces), {
      'GET /app/photos/required/skin': types,
      'POST /api/patient/sms-message': () =>
        attempt++ === 0
          ? { status: 200, body: { message: 'sent' } }
          : { status: 422, body: { message: 'Please confirm your phone number first.', code: 'VALIDATION_FAILED' } },
    });
    const action = await screen.findByRole('button', { name: MESSAGES.photos.phoneLinkAction });
    fireEvent.click(action);
    expect(await screen.findByText(MESSAGES.photos.phoneLinkSent)).toBeTruthy();
    expect(fetch.apiCalls().find((call) => call.url === '/api/patient/sms-message')?.body).toEqual({ type: 'photo_upload_link', visitUuid: UUID });
    fireEvent.click(action);
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm your phone number first.');
  });
});
