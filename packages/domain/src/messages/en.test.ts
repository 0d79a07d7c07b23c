import { describe, expect, it } from 'vitest';
import { MESSAGE_SECTIONS_BY_MODULE, MESSAGES } from './en';

describe('the English catalogue', () => {
  it('joins every module file without one section hiding another', () => {
    const owners = new Map<string, string[]>();
    for (const [module, sections] of Object.entries(MESSAGE_SECTIONS_BY_MODULE)) {
      for (const section of Object.keys(sections)) {
        owners.set(section, [...(owners.get(section) ?? []), module]);
      }
    }
    const clashes = [...owners].filter(([, modules]) => modules.length > 1);
    expect(clashes).toEqual([]);
    expect(Object.keys(MESSAGES).sort()).toEqual([...owners.keys()].sort());
  });

  it('keeps the spec-quoted texts verbatim', () => {
    expect(MESSAGES.account.registered).toBe('Success! You’re one step closer to your personalized Treatment Plan.');
    expect(MESSAGES.form.genericServerError).toBe('A system error occurred. Please try again.');
  });
});
