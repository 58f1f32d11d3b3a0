import { ChecklistPage } from '../features/checklist/checklist-page';
import { GateOccupancy } from '../features/gate-decisions/gate-occupancy';

/**
 * /admin/checklist is the staff dashboard (SPEC: /admin/dashboard redirects here): the pending events,
 * and above them who is inside the garage now (for a role that may read the gate).
 */
export function ChecklistEntry() {
  return <ChecklistPage summary={<GateOccupancy />} />;
}
