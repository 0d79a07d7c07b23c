import { useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ProviderAvailability } from '@app/domain/contracts';
import { Button } from '../../../components/ui/button';
import { HoursSectionMessages } from './hours-section-messages';

/** One listed override or time off: its words and its Remove button's name. */
export interface HoursEntry {
  key: string;
  text: ReactNode;
  removeLabel: string;
}

interface HoursEntriesSectionProps {
  headingId: string;
  heading: string;
  intro?: string;
  empty: string;
  removeText: string;
  entries: readonly HoursEntry[];
  removal: EntryRemoval;
  change: {
    status: string;
    problems: readonly string[];
    sectionRef: RefObject<HTMLElement | null>;
  };
  /** The form that adds an entry. */
  children: ReactNode;
}

/**
 * A section of the hours page that lists entries, each with its Remove, above the form that adds
 * one (date overrides, time off; ADR 171), with the section's status and refusals.
 */
export function HoursEntriesSection(props: HoursEntriesSectionProps) {
  const { headingId, removal, change } = props;
  return (
    <section
      ref={change.sectionRef}
      className="card care-hours__section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={removal.headingRef} tabIndex={-1}>
        {props.heading}
      </h2>
      {props.intro ? <p className="card__note">{props.intro}</p> : null}
      <HoursSectionMessages status={change.status} problems={change.problems} />
      {props.entries.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="care-hours__entries">
          {props.entries.map((entry) => (
            <li key={entry.key} className="care-hours__entry">
              <span>{entry.text}</span>
              <Button
                variant="secondary"
                isLoading={removal.removing === entry.key}
                aria-label={entry.removeLabel}
                onClick={() => void removal.onRemove(entry.key)}
              >
                {props.removeText}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {props.children}
    </section>
  );
}

export interface EntryRemoval {
  removing: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRemove: (key: string) => Promise<void>;
}

/**
 * Removing a listed entry through the section's change: while it is sent its button spins, and
 * once it is gone (its button with it) the section's heading takes the focus, so the reader goes
 * on from the section's start.
 */
export function useEntryRemoval(
  run: (
    change: () => Promise<ProviderAvailability>,
    done: string,
  ) => Promise<ProviderAvailability | null>,
  removeOne: (key: string) => { call: () => Promise<ProviderAvailability>; done: string },
): EntryRemoval {
  const [removing, setRemoving] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  async function onRemove(key: string) {
    const { call, done } = removeOne(key);
    setRemoving(key);
    const view = await run(call, done);
    setRemoving(null);
    if (view) {
      headingRef.current?.focus();
    }
  }
  return { removing, headingRef, onRemove };
}
