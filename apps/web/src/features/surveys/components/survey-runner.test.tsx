import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyState } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { SurveyAnswers } from '@app/domain/surveys';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { fragmentOf, surveyState } from '../../../testing/survey-fixtures';
import { TEST_BRAND } from '../../../testing/test-brand';
import { SurveyRunner } from './survey-runner';

type Reply = { status: number; body?: unknown };

interface Setup {
  saved?: SurveyAnswers;
  state?: Partial<SurveyState>;
  hash?: string;
  /** Answers POST …/response; the default echoes a continuing state. */
  onSave?: (call: RecordedCall) => Reply;
  onComplete?: (call: RecordedCall) => Reply;
}

function IneligiblePage() {
  const location = useLocation();
  return <p>Ineligible: {(location.state as { userMessage?: string } | null)?.userMessage}</p>;
}

function renderRunner({ saved = {}, state = {}, hash = '', onSave, onComplete }: Setup = {}) {
  const fetch = mockFetch((call) => {
    if (call.method === 'GET' && call.url === '/api/visits/v1/survey') {
      return { status: 200, body: { data: surveyState(saved, state) } };
    }
    if (call.method === 'POST' && call.url === '/api/visits/v1/response') {
      return onSave?.(call) ?? { status: 200, body: { data: surveyState(saved, state) } };
    }
    if (call.method === 'POST' && call.url === '/api/visits/v1/responses') {
      return onComplete?.(call) ?? { status: 200, body: { data: surveyState(saved, { ...state, completedAt: '2026-11-21T10:05:00.000Z' }) } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  const onCompleted = vi.fn(async () => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/quiz',
        element: (
          <BrandContext value={TEST_BRAND}>
            <SurveyRunner source={{ kind: 'visit', uuid: 'v1' }} onCompleted={onCompleted} />
          </BrandContext>
        ),
      },
      { path: '/ineligible/:reason', element: <IneligiblePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/quiz${hash}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, fetch, onCompleted };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const nextButton = (name = 'Next') => screen.getByRole<HTMLButtonElement>('button', { name });
const saves = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/visits/v1/response');

describe('SurveyRunner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the page in the url fragment, and the history walks the pages', async () => {
    const { router } = renderRunner();
    await heading('How would you describe your skin type?');
    await waitFor(() => expect(router.state.location.hash).toBe(fragmentOf(0)));
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.survey.back })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Dry' }));
    await heading('What would you like to improve?');
    expect(router.state.location.hash).toBe(fragmentOf(1));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('What would you like to improve?'));

    await act(() => router.navigate(-1));
    await heading('How would you describe your skin type?');
    await act(() => router.navigate(1));
    await heading('What would you like to improve?');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.survey.back }));
    await heading('How would you describe your skin type?');
  });

  it('auto-advances a single-choice answer only after the survey’s delay, saving it first', async () => {
    const { router, fetch } = renderRunner();
    await heading('How would you describe your skin type?');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('radio', { name: 'Dry' }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.hash).toBe(fragmentOf(0));
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(router.state.location.hash).toBe(fragmentOf(1));
    const [save] = saves(fetch.calls);
    expect(save?.body).toMatchObject({ context: 'runner-test-v1', response: { question: 'skin_type', answer: 'dry' } });
    expect(typeof (save?.body as { response: { answeredAt: string } }).response.answeredAt).toBe('string');
  });

  it('shows the chosen option’s selection text and stays on the page so it can be read', async () => {
    const { router, fetch } = renderRunner();
    await heading('How would you describe your skin type?');
    fireEvent.click(screen.getByRole('radio', { name: 'Oily' }));
    expect(await screen.findByText('Oily skin is common.')).toBeTruthy();
    await waitFor(() => expect(saves(fetch.calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.hash).toBe(fragmentOf(0));
  });

  it('keeps Next disabled while a required question is unanswered, and clears exclusive options', async () => {
    const { fetch } = renderRunner({ saved: { skin_type: 'oily' } });
    await heading('What would you like to improve?');
    expect(nextButton().disabled).toBe(true);
    const acne = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Acne' });
    const none = screen.getByRole<HTMLInputElement>('checkbox', { name: 'None of these' });
    fireEvent.click(acne);
    expect(nextButton().disabled).toBe(false);
    fireEvent.click(none);
    expect(acne.checked).toBe(false);
    expect(none.checked).toBe(true);
    fireEvent.click(acne);
    expect(none.checked).toBe(false);
    expect(acne.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Breakouts' })).toBeTruthy();
    // Each click is saved, one after another, in the order given.
    await waitFor(() => expect(saves(fetch.calls).map((call) => (call.body as { response: { answer: unknown } }).response.answer)).toEqual([['acne'], ['none'], ['acne']]));
  });

  it.each([
    [25, ['Acne', 'Clogged pores', 'Fine lines', 'None of these']],
    [40, ['Clogged pores', 'Acne', 'Fine lines', 'None of these']],
  ])('orders the options for a patient aged %i (categories keep their written order)', async (age, expected) => {
    renderRunner({ saved: { skin_type: 'oily' }, state: { patientAge: age } });
    await heading('What would you like to improve?');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(expected);
  });

  it('offers Skip for an optional unanswered question, Next (its own text) once answered, and checks text on blur', async () => {
    renderRunner({ saved: { skin_type: 'oily', concerns: ['acne'], pregnancy: 'no' } });
    await heading('Anything else?');
    expect(screen.getByText('Only your provider reads this.')).toBeTruthy();
    expect(nextButton(MESSAGES.survey.skip).disabled).toBe(false);
    const field = screen.getByRole('textbox', { name: 'Anything else?' });
    fireEvent.change(field, { target: { value: 'Taking 2 pills' } });
    expect(screen.queryByText(MESSAGES.textInput.invalid)).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText(MESSAGES.textInput.invalid)).toBeTruthy();
    expect(nextButton('Finish').disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Nothing else' } });
    expect(nextButton('Finish').disabled).toBe(false);
  });

  it('keeps the patient on the page with an error when a save fails', async () => {
    const { router } = renderRunner({ onSave: () => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }) });
    await heading('How would you describe your skin type?');
    fireEvent.click(screen.getByRole('radio', { name: 'Oily' }));
    expect(await screen.findByText(MESSAGES.form.genericServerError)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.hash).toBe(fragmentOf(0));
    expect(screen.getByRole('heading', { level: 1, name: 'How would you describe your skin type?' })).toBeTruthy();
  });

  it('shows the server’s own message for a refused answer', async () => {
    renderRunner({
      onSave: () => ({ status: 422, body: { message: 'Invalid', code: 'VALIDATION', errors: { skin_type: [MESSAGES.survey.optionNotOffered] } } }),
    });
    await heading('How would you describe your skin type?');
    fireEvent.click(screen.getByRole('radio', { name: 'Oily' }));
    expect(await screen.findByText(MESSAGES.survey.optionNotOffered)).toBeTruthy();
  });

  it('goes to the ineligible page with the server’s message when an answer makes the patient ineligible', async () => {
    const userMessage = 'We cannot treat you while pregnant or nursing.';
    const { router } = renderRunner({
      saved: { skin_type: 'oily', concerns: ['acne'] },
      onSave: () => ({
        status: 200,
        body: {
          data: surveyState(
            { skin_type: 'oily', concerns: ['acne'], pregnancy: 'pregnant' },
            { outcome: { kind: 'ineligible', reason: 'ineligible_obgyn', userMessage, path: '/ineligible/ineligible_obgyn?category=skin' } },
          ),
        },
      }),
    });
    await heading('Are you pregnant or nursing?');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText(`Ineligible: ${userMessage}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ineligible/ineligible_obgyn');
    expect(router.state.location.search).toBe('?category=skin');
  });

  it('resumes on the first open page, and ignores a fragment past it', async () => {
    const { router } = renderRunner({ saved: { skin_type: 'oily', concerns: ['acne'] }, hash: fragmentOf(3) });
    await heading('Are you pregnant or nursing?');
    await waitFor(() => expect(router.state.location.hash).toBe(fragmentOf(2)));
    expect(screen.getByText('Question 3 of 4')).toBeTruthy();
  });

  it('opens an earlier page the fragment names, and the last page when everything is answered', async () => {
    renderRunner({ saved: { skin_type: 'oily', concerns: ['acne'], pregnancy: 'no', notes: 'none' }, hash: fragmentOf(1) });
    await heading('What would you like to improve?');
    cleanup();
    renderRunner({ saved: { skin_type: 'oily', concerns: ['acne'], pregnancy: 'no', notes: 'none' }, hash: '#not-base64!' });
    await heading('Anything else?');
  });

  it('completes with every answer on the last page, and stays there when completion fails', async () => {
    let isFailing = true;
    const saved = { skin_type: 'oily', concerns: ['acne'], pregnancy: 'no' };
    const { fetch, onCompleted } = renderRunner({
      saved,
      onComplete: () =>
        isFailing
          ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
          : { status: 200, body: { data: surveyState(saved, { completedAt: '2026-11-21T10:05:00.000Z' }) } },
    });
    await heading('Anything else?');
    fireEvent.click(nextButton(MESSAGES.survey.skip));
    expect(await screen.findByText(MESSAGES.form.genericServerError)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Anything else?' })).toBeTruthy();
    expect(onCompleted).not.toHaveBeenCalled();

    isFailing = false;
    fireEvent.click(nextButton(MESSAGES.survey.skip));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    const completion = fetch.calls.filter((call) => call.url === '/api/visits/v1/responses').pop();
    expect(completion?.body).toMatchObject({
      context: 'runner-test-v1',
      responses: [
        { question: 'skin_type', answer: 'oily' },
        { question: 'concerns', answer: ['acne'] },
        { question: 'pregnancy', answer: 'no' },
      ],
    });
  });

  it('shows loading for the hair-growth time on a redirect answer, then completes and follows it', async () => {
    const saved = { skin_type: 'oily', concerns: ['acne'] };
    const redirect = { outcome: { kind: 'redirect', path: '/get-started/hair/register' } } as const;
    const { router, fetch, onCompleted } = renderRunner({
      saved,
      onSave: () => ({ status: 200, body: { data: surveyState({ ...saved, pregnancy: 'no' }, redirect) } }),
    });
    await heading('Are you pregnant or nursing?');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_800));
    expect(fetch.calls.some((call) => call.url === '/api/visits/v1/responses')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetch.calls.some((call) => call.url === '/api/visits/v1/responses')).toBe(true);
    expect(router.state.location.pathname).toBe('/get-started/hair/register');
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
