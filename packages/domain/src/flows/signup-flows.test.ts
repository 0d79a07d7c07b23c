import { describe, expect, it } from 'vitest';
import { SIGNUP_FLOWS, nextStepPath, previousStepPath } from './signup-flows';

describe('signup flows', () => {
  it('start at the spec default steps', () => {
    expect(SIGNUP_FLOWS.skin.defaultStep).toBe('welcome');
    expect(SIGNUP_FLOWS.hair.defaultStep).toBe('make-sure-youre-eligible');
  });
  it('walk every step forwards and backwards', () => {
    for (const category of ['skin', 'hair'] as const) {
      const steps = SIGNUP_FLOWS[category].steps;
      steps.forEach((step, index) => {
        const next = steps[index + 1];
        expect(nextStepPath(category, step)).toBe(next ? `/get-started/${category}/${next}` : SIGNUP_FLOWS[category].completionUrl);
        const previous = steps[index - 1];
        expect(previousStepPath(category, step)).toBe(previous ? `/get-started/${category}/${previous}` : undefined);
      });
    }
  });
  it('registration follows eligibility, with hair registering at /get-started/hair/register', () => {
    expect(nextStepPath('skin', 'welcome')).toBe('/get-started/skin/register');
    expect(nextStepPath('hair', 'make-sure-youre-eligible')).toBe('/get-started/hair/register');
  });
  it('knows no unknown step', () => {
    expect(nextStepPath('skin', 'nope')).toBeUndefined();
  });
});
