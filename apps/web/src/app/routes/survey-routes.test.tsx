import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { mockFetch, type RecordedCall } from '../../testing/fetch-mock';
import { surveyState } from '../../testing/survey-fixtures';
import { renderAppAt } from '../../testing/render-app';

// The first render of a page downloads (here: transforms) its lazy chunk, which can take a while.
const LAZY_PAGE = { timeout: 10_000 };
const UNAUTHENTICATED = { status: 401, body: { message: MESSAGES.account.unauthenticated, code: 'UNAUTHENTICATED' } };

function renderAt(path: string, respond: (call: RecordedCall) => { status: number; body?: unknown }) {
  const fetch = mockFetch((call) => (call.url === '/api/patient' ? UNAUTHENTICATED : respond(call)));
  const location = renderAppAt(path);
  return { location, fetch };
}

describe('survey routes', () => {
  it('lets an anonymous visitor answer the hair quiz through the flow survey API, then register', async () => {
    const answers = { skin_type: 'oily', concerns: ['acne'], pregnancy: 'no' };
    const { location, fetch } = renderAt('/get-started/hair/quiz', (call) =>
      call.url.startsWith('/api/surveys/hair-signup/quiz')
        ? { status: 200, body: { data: surveyState(answers, { nextPath: '/get-started/hair/register' }) } }
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    );
    await screen.findByRole('heading', { level: 1, name: 'Anything else?' }, LAZY_PAGE);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.survey.skip }));
    // Leaving the quiz loads the register page's lazy chunk before the location changes.
    await waitFor(() => expect(location.current.pathname).toBe('/get-started/hair/register'), LAZY_PAGE);
    const completion = fetch.calls.find((call) => call.method === 'POST' && call.url.startsWith('/api/surveys/'));
    expect(completion?.url).toBe('/api/surveys/hair-signup/quiz/responses');
    expect(completion?.body).toMatchObject({ context: 'runner-test-v1', complete: true });
  });

  it('starts an anonymous one-time visitor at the quiz, and others at login', async () => {
    const { location } = renderAt('/get-started-one-time/skin', () => ({ status: 200, body: { data: surveyState() } }));
    await screen.findByRole('heading', { level: 1, name: 'How would you describe your skin type?' }, LAZY_PAGE);
    expect(location.current.pathname).toBe('/get-started-one-time/skin/quiz');
    cleanup();
    const other = renderAt('/survey/medical-history-update', () => ({ status: 404 }));
    await waitFor(() => expect(other.location.current.pathname).toBe('/auth/login'), LAZY_PAGE);
  });

  it('shows the not-found page for /survey/{x} other than the medical history update', async () => {
    renderAt('/survey/something-else', () => ({ status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY_PAGE)).toBeTruthy();
  });
});
