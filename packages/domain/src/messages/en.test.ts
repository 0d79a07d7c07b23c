import { describe, expect, it } from 'vitest';
import { MESSAGE_SECTIONS_BY_MODULE, MESSAGES, PAGE_MESSAGE_SECTIONS_BY_MODULE } from './en';
import { STAFF_MESSAGE_SECTIONS_BY_MODULE, STAFF_MESSAGES } from './staff-en';

/** Each section's modules, over every module of both catalogues. */
function ownersOfSections(...lists: Record<string, object>[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const list of lists) {
    for (const [module, sections] of Object.entries(list)) {
      for (const section of Object.keys(sections)) {
        owners.set(section, [...(owners.get(section) ?? []), module]);
      }
    }
  }
  return owners;
}

function sectionsOf(list: Record<string, object>): string[] {
  return Object.values(list)
    .flatMap((sections) => Object.keys(sections))
    .sort();
}

describe('the English catalogues', () => {
  it('join every module file without one section hiding another, in either catalogue', () => {
    // Across all: the API reads both catalogues, and a section moved from one to another must not clash.
    const owners = ownersOfSections(MESSAGE_SECTIONS_BY_MODULE, STAFF_MESSAGE_SECTIONS_BY_MODULE, PAGE_MESSAGE_SECTIONS_BY_MODULE);
    const clashes = [...owners].filter(([, modules]) => modules.length > 1);
    expect(clashes).toEqual([]);
    expect(Object.keys(MESSAGES).sort()).toEqual(sectionsOf(MESSAGE_SECTIONS_BY_MODULE));
    expect(Object.keys(STAFF_MESSAGES).sort()).toEqual(sectionsOf(STAFF_MESSAGE_SECTIONS_BY_MODULE));
  });

  it('keep the spec-quoted texts verbatim', () => {
    expect(MESSAGES.account.registered).toBe('Success! You’re one step closer to your personalized Treatment Plan.');
    expect(MESSAGES.form.genericServerError).toBe('A system error occurred. Please try again.');
  });
});
