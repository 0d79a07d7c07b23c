import { describe, expect, it } from 'vitest';
import { routineAnswersOf } from './routine-answers';

describe('routineAnswersOf', () => {
  it('reads answers by their meaning, the newest first, and adds the concerns of formulas', () => {
    const answers = routineAnswersOf(
      [
        { semanticMeaning: 'skin_type', answer: 'dry' },
        { semanticMeaning: 'skin_concerns', answer: ['acne'] },
        { semanticMeaning: 'skin_type', answer: 'oily' },
        { semanticMeaning: 'side_effects', answer: ['dryness', 'redness'] },
        { answer: 'no meaning' },
      ],
      ['Dark spots', 'Fine lines and wrinkles', 'Something unknown', 'Acne'],
    );
    expect(answers).toEqual({ skinType: 'dry', concerns: ['acne', 'dark_spots', 'wrinkles'], sideEffects: ['dryness', 'redness'] });
  });

  it('knows nothing when nothing was answered', () => {
    expect(routineAnswersOf([])).toEqual({ concerns: [], sideEffects: [] });
  });
});
