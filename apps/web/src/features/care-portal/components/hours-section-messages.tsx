import { FormErrorBox } from '../../../components/ui/form-error-box';

/**
 * A section's live status ("Saving…", then what was saved) and the box of the server's refusals
 * that no field shows; the box takes focus when nothing else is in error (use-hours-change.ts).
 */
export function HoursSectionMessages({
  status,
  problems,
}: {
  status: string;
  problems: readonly string[];
}) {
  return (
    <>
      <p role="status" className="care-status">
        {status}
      </p>
      {problems.length > 0 ? (
        <div className="care-hours__problems" tabIndex={-1}>
          <FormErrorBox>
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </FormErrorBox>
        </div>
      ) : null}
    </>
  );
}
