import { OperatorConsole } from '../../features/operator-console/components/operator-console';
import { StaffOnly } from './staff-only';

/**
 * `/ops/*`: the operator console (issue 14 item 4), for operators only. Its pages are built in
 * features/operator-console/; this chunk is the seam the staff app loads for them.
 */
export function OperatorConsoleRoutes() {
  return (
    <StaffOnly role="operator">
      <OperatorConsole />
    </StaffOnly>
  );
}
