import { useState } from 'react';

/**
 * What an admin list page has open over its list (a form or an action on a row), and the words it
 * announces once a change is done: opening another clears the last words, a done change closes
 * what was open and says what it did.
 */
export function useConsoleList<Editing>() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  return {
    editing,
    announcement,
    open: (next: Editing) => {
      setAnnouncement('');
      setEditing(next);
    },
    close: () => setEditing(null),
    done: (words: string) => {
      setAnnouncement(words);
      setEditing(null);
    },
  };
}
