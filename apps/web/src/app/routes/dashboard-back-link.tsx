import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages';

/** The way back from a dashboard page (shipments, prescriptions, messages) to `/dashboard`. */
export function DashboardBackLink() {
  return (
    <Link className="dashboard-page__back" to="/dashboard">
      <span aria-hidden="true">← </span>
      {MESSAGES.dashboardPages.backToDashboard}
    </Link>
  );
}
