import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SafetyCheckView } from '@app/domain/contracts';
import { SAFETY_QUESTIONS } from '@app/domain/subscriptions';
import { mockFetch } from '../../../testing/fetch-mock';
import { SafetyCheckPage } from './safety-check-page';

const CHECK: SafetyCheckView = {
  billDate: 'Tuesday, January 12, 2027',
  questions: SAFETY_QUESTIONS.map(({ id, text }) => ({ id, text })),
  answers: null,
  isFlagged: false,
  canAnswer: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (question: string, value: 'Yes' | 'No') => fireEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: value }));

describe('SafetyCheckPage', () => {
  it('asks every question, refuses a partial answer, and says the box is held after a yes', async () => {
    const fetches = mockFetch((call) =>
      call.method === 'PUT' ? { status: 200, body: { data: { ...CHECK, answers: (call.body as { answers: unknown }).answers, isFlagged: true } } } : { status: 200, body: { data: CHECK } },
    );
    render(<SafetyCheckPage subscriptionId={4} />);
    expect(await screen.findByText('Your box bills on Tuesday, January 12, 2027. Please answer these questions for your provider first.')).toBeTruthy();
    answer(SAFETY_QUESTIONS[0].text, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Please answer every question.')).toBeTruthy();
    answer(SAFETY_QUESTIONS[1].text, 'Yes');
    answer(SAFETY_QUESTIONS[2].text, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText(/We will hold your box until your provider has reviewed your answers/)).toBeTruthy();
    const sent = fetches.apiCalls().find((call) => call.method === 'PUT');
    expect(sent).toMatchObject({ url: '/api/patient/subscriptions/4/safety-check', body: { answers: { pregnancy: false, newMedicines: true, irritation: false } } });
  });

  it('says the questions are closed once the box has billed', async () => {
    mockFetch(() => ({ status: 200, body: { data: { ...CHECK, canAnswer: false } } }));
    render(<SafetyCheckPage subscriptionId={4} />);
    expect(await screen.findByText(/so its questions are closed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
  });
});
