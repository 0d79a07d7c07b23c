import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { PatientSearchResult } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PATIENT_SEARCH_MAX_LENGTH, PATIENT_SEARCH_MIN_LENGTH, patientSearchTermsOf } from '@app/domain/operations';
import { Button } from '../../../components/ui/button';
import { LoadStatus } from '../../../components/ui/load-status';
import { TextField } from '../../../components/ui/text-field';
import { usePatientData } from '../../../hooks/use-patient-data';
import { failureMessages } from '../../../lib/failure-messages';
import { browserTimeZone } from '../../../lib/time-zones';
import { searchPatients } from '../api/operator-console-api';
import { brandName, consoleDate } from '../utils/console-text';
import { ScrollTable } from '../../../components/ui/scroll-table';
import './operator-console.css';

const TEXT = STAFF_MESSAGES.opsSearch;
const BRAND_OPTIONS = Object.keys(STAFF_MESSAGES.opsCommon.brands).map((id) => ({
  value: id,
  label: brandName(Number(id)),
}));
const brandOf = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * `/ops`: find a patient by part of an email, a name or a phone number (ADR 119, 121), of both
 * brands or one. The search lives in the address (`?q=…&brand=…`), so a reload or Back shows it
 * again; the server's rule for the shortest search is checked before asking.
 */
export function PatientSearchPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const [text, setText] = useState(query);
  const [brandChoice, setBrandChoice] = useState(brand);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    // Back or Forward to another search: the form shows that search.
    setText(query);
    setBrandChoice(brand);
  }, [query, brand]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!patientSearchTermsOf(text)) {
      setError(STAFF_MESSAGES.operatorConsole.searchTooShort);
      document.getElementById('ops-search-q')?.focus();
      return;
    }
    setError(undefined);
    setParams({ q: text.trim(), ...(brandChoice ? { brand: brandChoice } : {}) });
  }

  return (
    <section className="page page--wide" aria-labelledby="ops-search-heading">
      <h1 id="ops-search-heading">{TEXT.heading}</h1>
      <p className="page__intro">{TEXT.intro}</p>
      <form
        className="form ops-search"
        role="search"
        aria-label={TEXT.heading}
        noValidate
        onSubmit={submit}
      >
        <TextField
          id="ops-search-q"
          name="q"
          type="search"
          label={TEXT.query}
          autoComplete="off"
          spellCheck={false}
          minLength={PATIENT_SEARCH_MIN_LENGTH}
          maxLength={PATIENT_SEARCH_MAX_LENGTH}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="field">
          <label htmlFor="ops-search-brand" className="field__label">
            {TEXT.brand}
          </label>
          {/* Not the shared SelectField: "Both brands" is a choice here, not a placeholder. */}
          <select
            id="ops-search-brand"
            name="brand"
            className="field__input field__select"
            value={brandChoice}
            onChange={(event) => setBrandChoice(event.target.value)}
          >
            <option value="">{TEXT.allBrands}</option>
            {BRAND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{TEXT.submit}</Button>
      </form>
      {patientSearchTermsOf(query) ? (
        <SearchResults
          key={`${query}|${brand}`}
          query={query}
          brandId={brandOf(brand)}
          timeZone={timeZone}
        />
      ) : null}
    </section>
  );
}

function SearchResults({
  query,
  brandId,
  timeZone,
}: {
  query: string;
  brandId: number | undefined;
  timeZone: string;
}) {
  const load = useCallback(() => searchPatients(query, brandId), [query, brandId]);
  const results = usePatientData(load);
  const errorText =
    results.status === 'error'
      ? failureMessages(results.error, TEXT.loadError).join(' ')
      : TEXT.loadError;
  return (
    <section
      className="ops-results"
      aria-labelledby="ops-results-heading"
      aria-busy={results.status === 'loading'}
    >
      <h2 id="ops-results-heading">
        {fillTemplate(TEXT.results, {
          count: results.status === 'ready' ? results.data.patients.length : '…',
        })}
      </h2>
      <LoadStatus
        status={results.status}
        loadingText={TEXT.loading}
        errorText={errorText}
        retryText={STAFF_MESSAGES.opsCommon.retry}
        onRetry={results.reload}
      />
      {results.status === 'ready' ? (
        <ResultsTable result={results.data} query={query} timeZone={timeZone} />
      ) : null}
    </section>
  );
}

function ResultsTable({
  result,
  query,
  timeZone,
}: {
  result: PatientSearchResult;
  query: string;
  timeZone: string;
}) {
  const { pathname, search } = useLocation();
  if (result.patients.length === 0) {
    return <p>{fillTemplate(TEXT.empty, { query })}</p>;
  }
  const columns = TEXT.columns;
  return (
    <>
      <ScrollTable id="ops-results" caption={fillTemplate(TEXT.caption, { query })} isCaptionHidden>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.phone}</th>
            <th scope="col">{columns.brand}</th>
            <th scope="col">{columns.state}</th>
            <th scope="col">{columns.joined}</th>
          </tr>
        </thead>
        <tbody>
          {result.patients.map((patient) => (
            <tr key={patient.id}>
              <th scope="row">
                <Link to={`/ops/patients/${patient.id}`} state={{ searchPath: pathname + search }}>
                  {patient.name}
                </Link>
              </th>
              <td>{patient.email}</td>
              <td>{patient.phone ?? STAFF_MESSAGES.opsCommon.none}</td>
              <td>{brandName(patient.brandId)}</td>
              <td>{patient.state ?? STAFF_MESSAGES.opsCommon.none}</td>
              <td>{consoleDate(patient.createdAt, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {result.hasMore ? <p className="ops-warning">{TEXT.hasMore}</p> : null}
    </>
  );
}
