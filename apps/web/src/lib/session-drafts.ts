const DRAFT_PREFIX = 'teleskin.draft.';

/** Reads a form draft kept for this tab, so a reload does not lose typed values. */
export function readDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_PREFIX + key);
    if (raw === null) {
      return undefined;
    }
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : undefined;
  } catch {
    // Storage can be disabled (private mode, policies); a draft is only a convenience.
    return undefined;
  }
}

export function writeDraft(key: string, value: object): void {
  try {
    window.sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    // See readDraft.
  }
}

/** Drops every draft: drafts hold personal data (a birthdate) that must not outlive a logout. */
export function clearDrafts(): void {
  try {
    const storage = window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) {
        keys.push(key);
      }
    }
    for (const key of keys) {
      window.sessionStorage.removeItem(key);
    }
  } catch {
    // See readDraft.
  }
}
