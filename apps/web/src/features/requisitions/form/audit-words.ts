// The audit log in words: "Status: Submitted -> In review", "Job position changed", the approver
// who answered by emailed link by name. The rows keep codes and field names; only the view words them.
import {
  APPROVAL_RESPONSE_LABELS,
  PRIORITIES,
  REQUISITION_STATUSES,
  type TAuditLogEntry,
} from '@hr/contracts';

const ENTITY_WORDS: Record<string, string> = {
  JobPosition: 'Job position',
  JobLocation: 'Location',
  JobFinancial: 'Financial',
  JobQualificationSpec: 'Qualification',
  JobCertificationSpec: 'Certification',
  WorkAuthorizationSpec: 'Work authorisation',
  JobDesignationSpec: 'Designation',
  JobExperienceSpec: 'Experience',
  JobSkillSpec: 'Skill',
  ComplianceDocument: 'Compliance document',
  JobPositionRegulatory: 'Regulatory items',
  JobRequisitionSummary: 'Summary',
  SelectionProcessStep: 'Selection step',
  SelectionStepInterviewer: 'Step interviewer',
  Approval: 'Approval',
  ApprovalComment: 'Approval comment',
};

const ACTION_WORDS: Record<TAuditLogEntry['action'], string> = {
  CREATE: 'added',
  UPDATE: 'changed',
  DELETE: 'removed',
  STATUS: 'status changed',
};

const FIELD_WORDS: Record<string, string> = {
  status: 'Status',
  reason: 'Reason',
  response: 'Response',
  positionTypeId: 'Position type',
  departmentId: 'Department',
  industryId: 'Industry',
  disciplineId: 'Discipline',
  applicationTypeId: 'Contract type',
  hiringManagerId: 'Hiring manager',
  countryId: 'Country',
  cityId: 'City',
};

/** "positionTitle" -> "Position title". */
export function humanize(name: string): string {
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const VALUE_WORDS: Record<string, Record<string, string>> = {
  status: REQUISITION_STATUSES,
  priority: PRIORITIES,
  response: APPROVAL_RESPONSE_LABELS,
};

const value = (field: string | null, text: string | null): string => {
  if (text === null || text === '') return '—';
  if (text === 'true') return 'Yes';
  if (text === 'false') return 'No';
  return (field && VALUE_WORDS[field]?.[text]) ?? text;
};

/** What changed, in words: the entity and action, and "Field: old -> new". */
export function auditWords(entry: TAuditLogEntry): { what: string; change: string | null } {
  const entity = ENTITY_WORDS[entry.entity] ?? humanize(entry.entity);
  const what = `${entity} ${ACTION_WORDS[entry.action]}`;
  if (!entry.field) return { what, change: null };
  const field = FIELD_WORDS[entry.field] ?? humanize(entry.field);
  const change =
    entry.oldValue === null
      ? `${field}: ${value(entry.field, entry.newValue)}`
      : `${field}: ${value(entry.field, entry.oldValue)} -> ${value(entry.field, entry.newValue)}`;
  return { what, change };
}

/** Who acted: the user's email, or the approver who answered by emailed link. */
export const auditWho = (entry: TAuditLogEntry): string => entry.userEmail ?? entry.actorName ?? 'System';
