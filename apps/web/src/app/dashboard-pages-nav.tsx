import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '@app/domain/formatting';
import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@app/domain/messages';
import { getUnreadCareMessageCount } from '../features/care-messages/api/care-messages-api';
import './dashboard-pages-nav.css';

const TEXT = MESSAGES.dashboardPages;

/**
 * The dashboard's links to its pages (issue 13 item 4), the messages link with the count of
 * care-team messages not read yet. The count is a hint: when it cannot load, the link stays.
 */
export function DashboardPagesNav() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    getUnreadCareMessageCount().then(
      (count) => isCurrent && setUnread(count),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const unreadText = unread > 0 ? fillTemplate(TEXT.unread, { count: unread }) : null;
  return (
    <nav className="dashboard-pages" aria-labelledby="dashboard-pages-heading">
      <h2 id="dashboard-pages-heading">{TEXT.heading}</h2>
      <ul className="dashboard-pages__list">
        <li>
          <Link to="/dashboard/shipments">{TEXT.shipments}</Link>
        </li>
        <li>
          <Link to="/dashboard/prescriptions">{TEXT.prescriptions}</Link>
        </li>
        <li>
          <Link to="/dashboard/message-provider">
            {TEXT.messages}
            {unreadText ? <span className="dashboard-pages__badge"> ({unreadText})</span> : null}
          </Link>
        </li>
        <li>
          <Link to="/dashboard/account">{ACCOUNT_SECURITY_MESSAGES.accountSecurity.navLink}</Link>
        </li>
      </ul>
    </nav>
  );
}
