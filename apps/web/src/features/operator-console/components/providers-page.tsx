import { useState } from 'react';
import type { ProviderLicences } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listProviders } from '../api/operator-console-api';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { LicencesDialog } from './licences-dialog';
import './operator-console.css';

const TEXT = STAFF_MESSAGES.opsProviders;

/**
 * `/ops/providers`: every provider with the states they are licensed in (ADR 115, 119), and the
 * change of a provider's states with a reason. Booking and the review queue follow at once.
 */
export function ProvidersPage() {
  const providers = usePatientData(listProviders);
  const [editing, setEditing] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = providers.status === 'ready' ? providers.data : [];
  const edited = list.find((provider) => provider.providerId === editing);

  function saved(next: ProviderLicences) {
    providers.replace(
      list.map((provider) => (provider.providerId === next.providerId ? next : provider)),
    );
    setAnnouncement(fillTemplate(TEXT.saved, { name: next.name, count: next.states.length }));
    setEditing(null);
  }

  return (
    <DashboardPage
      isWide
      headingId="ops-providers-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={providers}
      text={{ ...TEXT, retry: STAFF_MESSAGES.opsCommon.retry }}
    >
      <div role="status" className="ops-notice">
        {announcement}
      </div>
      {list.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ScrollTable id="ops-providers" caption={TEXT.caption} isCaptionHidden>
          <thead>
            <tr>
              <th scope="col">{TEXT.columns.name}</th>
              <th scope="col">{TEXT.columns.states}</th>
              <th scope="col">{TEXT.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((provider) => (
              <tr key={provider.providerId}>
                <th scope="row">
                  {provider.name}{' '}
                  {provider.isActive ? null : <span className="card__note">{TEXT.inactive}</span>}
                </th>
                <td className="ops-states">
                  {provider.states.length > 0 ? provider.states.join(', ') : TEXT.noStates}
                </td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setAnnouncement('');
                      setEditing(provider.providerId);
                    }}
                  >
                    {fillTemplate(TEXT.edit, { name: provider.name })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {edited ? (
        <LicencesDialog provider={edited} onSaved={saved} onClose={() => setEditing(null)} />
      ) : null}
    </DashboardPage>
  );
}
