import type { AssignmentStatus, TCourse } from '@hr/contracts';
import { formatDate } from '../../shared/ui/format';

/** Who must take a course: the named departments and position types, everyone, or nobody by rule. */
export function mandatoryFor(course: Pick<TCourse, 'mandatory' | 'departments' | 'positionTypes'>): string {
  if (!course.mandatory) return 'Optional';
  const names = [...course.departments, ...course.positionTypes].map((item) => item.name);
  return names.length > 0 ? names.join(', ') : 'Everyone';
}

const DONE: readonly AssignmentStatus[] = ['COMPLETED', 'EXPIRING_SOON', 'EXPIRED'];

/** The date that matters in a matrix cell: the due date until done, then the expiry. */
export function cellDate(cell: {
  status: AssignmentStatus;
  dueDate: string | null;
  expiresOn: string | null;
}): string | null {
  if (DONE.includes(cell.status)) return cell.expiresOn ? `Expires ${formatDate(cell.expiresOn)}` : null;
  return cell.dueDate ? `Due ${formatDate(cell.dueDate)}` : null;
}
