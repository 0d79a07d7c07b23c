import { useEffect, useState } from 'react';
import { getHairWhatChanges } from '../api/get-hair-what-changes';

/** The new-treatment hair flow's what-changes list (001 §2.1, §7.2); undefined elsewhere or while loading. */
export function useHairWhatChanges(isAsked: boolean): string[] | undefined {
  const [names, setNames] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (!isAsked) {
      return;
    }
    let isCurrent = true;
    getHairWhatChanges()
      .then((fetched) => isCurrent && setNames(fetched))
      // Without the list the card keeps its "Made for" tags.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isAsked]);
  return names;
}
