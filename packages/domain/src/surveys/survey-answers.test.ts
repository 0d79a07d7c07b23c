import { describe, expect, it } from 'vitest';
import { AnswerValueSchema, SavedResponseEntrySchema } from './answer-schemas';
import { isAnswered, resumePageIndex, visiblePageIndexes } from './survey-answers';
import { TEST_SURVEY } from './test-survey';

describe('survey answers', () => {
  it('accepts strings and lists, and nothing else', () => {
    expect(AnswerValueSchema.safeParse('a').success).toBe(true);
    expect(AnswerValueSchema.safeParse(['a']).success).toBe(true);
    expect(AnswerValueSchema.safeParse(3).success).toBe(false);
    expect(AnswerValueSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(AnswerValueSchema.safeParse('a'.repeat(2001)).success).toBe(false);
  });
  it('checks a saved response entry', () => {
    const entry = { question: 'skin_type', answer: 'oily', text: 'Oily', answeredAt: '2026-01-02T03:04:05.000Z' };
    expect(SavedResponseEntrySchema.parse(entry)).toEqual(entry);
    expect(SavedResponseEntrySchema.safeParse({ ...entry, answeredAt: 'yesterday' }).success).toBe(false);
  });
  it('knows blank from answered', () => {
    expect([isAnswered(undefined), isAnswered(' '), isAnswered([]), isAnswered('a'), isAnswered(['a'])]).toEqual([false, false, false, true, true]);
  });
  it('hides pages whose condition is not met', () => {
    expect(visiblePageIndexes(TEST_SURVEY, { sex: 'male' })).toEqual([0, 1, 2, 4, 5, 6, 7]);
    expect(visiblePageIndexes(TEST_SURVEY, { sex: 'female' })).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('resumes on the first visible unanswered page, or the last visible page', () => {
    expect(resumePageIndex(TEST_SURVEY, {})).toBe(0);
    expect(resumePageIndex(TEST_SURVEY, { skin_type: 'oily', conditions: ['none'], sex: 'male' })).toBe(4);
    const all = { skin_type: 'oily', conditions: ['none'], sex: 'male', meds: 'ab', photos: ['face_front'], phone: '5551234567', goal: 'skin' };
    expect(resumePageIndex(TEST_SURVEY, all)).toBe(7);
  });
});
