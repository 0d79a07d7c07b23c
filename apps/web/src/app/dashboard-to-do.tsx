import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages/en';
import type { Visit } from '@app/domain/contracts/visits';
import type { SubscriptionsState } from '../features/subscriptions/hooks/use-subscriptions';
import { subscriptionTasksOf } from '../features/subscriptions/utils/subscription-tasks';
import { visitTasksOf } from '../features/visits/utils/visit-tasks';

const TEXT = MESSAGES.subscriptionDashboard;

/**
 * The dashboard's "What you still need to do" (issue 13 item 4), from what the API already says:
 * the open steps of unfinished visits (photos, phone, consultation…) and a new card for a box
 * whose payment failed.
 */
export function DashboardToDo({ visits, subscriptions }: { visits: readonly Visit[]; subscriptions: SubscriptionsState }) {
  const tasks = [...(subscriptions.status === 'ready' ? subscriptionTasksOf(subscriptions.subscriptions) : []), ...visitTasksOf(visits)];
  return (
    <section className="to-do" aria-labelledby="to-do-heading">
      <h2 id="to-do-heading">{TEXT.toDoHeading}</h2>
      {tasks.length === 0 ? (
        <p>{TEXT.toDoNone}</p>
      ) : (
        <ul>
          {tasks.map((task) => (
            <li key={task.key}>
              {task.href.startsWith('#') ? <a href={task.href}>{task.text}</a> : <Link to={task.href}>{task.text}</Link>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
