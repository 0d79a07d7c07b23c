import type { CareVisitView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { staffCalendarDate, staffTime } from '../../../lib/dates';
import { languageName } from '../utils/calendar-days';
import { Badges } from './badges';

const TEXT = STAFF_MESSAGES.careVisit;

/** Terms and their details as a description list (the patient's facts, answers, health history). */
export function TermList({ items, empty }: { items: readonly { term: string; detail: string }[]; empty: string }) {
  if (items.length === 0) {
    return <p>{empty}</p>;
  }
  return (
    <dl className="care-terms">
      {items.map((item, index) => (
        <div key={`${index}-${item.term}`} className="care-terms__row">
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the patient is, their guardian when a minor, and the booked consultation. */
export function VisitPatient({ view }: { view: CareVisitView }) {
  const { patient, guardian, consultation } = view;
  const orNot = (value: string | null) => value ?? TEXT.notGiven;
  return (
    <section className="card care-visit__section" aria-labelledby="care-patient-heading">
      <h2 id="care-patient-heading">{TEXT.patientHeading}</h2>
      <Badges items={[{ isShown: patient.isMinor, label: TEXT.minor, tone: 'notice' }]} />
      <TermList
        empty={TEXT.notGiven}
        items={[
          { term: TEXT.name, detail: patient.name },
          { term: TEXT.dateOfBirth, detail: patient.dateOfBirth ? staffCalendarDate(patient.dateOfBirth) : TEXT.notGiven },
          { term: TEXT.age, detail: patient.age === null ? TEXT.notGiven : String(patient.age) },
          { term: TEXT.sex, detail: orNot(patient.sex) },
          { term: TEXT.state, detail: orNot(patient.state) },
        ]}
      />
      {patient.isMinor ? (
        <>
          <h3>{TEXT.guardianHeading}</h3>
          {guardian ? (
            <TermList
              empty={TEXT.guardianMissing}
              items={[
                { term: TEXT.name, detail: guardian.name },
                { term: TEXT.email, detail: guardian.email },
                { term: TEXT.phone, detail: guardian.phone },
              ]}
            />
          ) : (
            <p>{TEXT.guardianMissing}</p>
          )}
        </>
      ) : null}
      <h3>{TEXT.consultationHeading}</h3>
      <p>
        {consultation
          ? fillTemplate(TEXT.consultationWith, { time: staffTime(consultation.startsAt), provider: consultation.providerName, language: languageName(consultation.language) })
          : TEXT.consultationNone}
      </p>
    </section>
  );
}
