import {
  CERTIFICATION_DEFAULTS,
  COMPLIANCE_DEFAULTS,
  COMPLIANCE_SOURCES,
  DESIGNATION_DEFAULTS,
  EXPERIENCE_DEFAULTS,
  JOB_POSITION_PATHS,
  QUALIFICATION_DEFAULTS,
  SKILL_DEFAULTS,
  SKILL_LEVELS,
  SPEC_TABLES,
  type TSpecTable,
  WORK_AUTH_DEFAULTS,
  ZComplianceDocumentInput,
} from '@hr/contracts';
import { type SpecEndpoints, type SpecField, SpecTable } from './spec-table';

const specEndpoints = (table: TSpecTable): SpecEndpoints => ({
  part: table,
  list: (positionId) => JOB_POSITION_PATHS.specList(table, positionId),
  add: JOB_POSITION_PATHS.specAdd(table),
  update: (rowId) => JOB_POSITION_PATHS.specRow(table, rowId),
  remove: (rowId) => JOB_POSITION_PATHS.specRow(table, rowId),
  schema: SPEC_TABLES[table].input,
});

const COMPLIANCE_ENDPOINTS: SpecEndpoints = {
  part: 'compliance',
  list: JOB_POSITION_PATHS.complianceOf,
  add: JOB_POSITION_PATHS.complianceAdd,
  update: JOB_POSITION_PATHS.complianceUpdate,
  remove: JOB_POSITION_PATHS.complianceDelete,
  schema: ZComplianceDocumentInput,
};

const MANDATORY: SpecField = { key: 'mandatory', label: 'Mandatory', kind: 'bool' };
const WEIGHT: SpecField = { key: 'weight', label: 'Weight', kind: 'number' };
const COMPLIANCE_DOC: SpecField = { key: 'complianceDocument', label: 'Compliance document', kind: 'bool' };

interface StepConfig {
  title: string;
  noun: string;
  endpoints: SpecEndpoints;
  fields: readonly SpecField[];
  defaults: Record<string, unknown>;
}

/** The form's table steps, keyed by their sub-tab value. */
export const TABLE_STEPS = {
  'job-qual': {
    title: 'Qualifications',
    noun: 'qualification',
    endpoints: specEndpoints('job_qual_spec'),
    fields: [
      { key: 'jobQualityRefId', label: 'Qualification', kind: 'ref', lookup: 'job_qualification' },
      MANDATORY,
      WEIGHT,
      COMPLIANCE_DOC,
    ],
    defaults: QUALIFICATION_DEFAULTS,
  },
  'job-cert': {
    title: 'Certifications',
    noun: 'certification',
    endpoints: specEndpoints('job_certification_spec'),
    fields: [
      { key: 'jobCertRefId', label: 'Certification', kind: 'ref', lookup: 'certification_ref' },
      MANDATORY,
      WEIGHT,
      COMPLIANCE_DOC,
    ],
    defaults: CERTIFICATION_DEFAULTS,
  },
  'work-auth': {
    title: 'Work authorisations',
    noun: 'work authorisation',
    endpoints: specEndpoints('work_auth'),
    fields: [
      { key: 'workAuthRefId', label: 'Work authorisation', kind: 'ref', lookup: 'work_auth' },
      MANDATORY,
      WEIGHT,
    ],
    defaults: WORK_AUTH_DEFAULTS,
  },
  'job-des': {
    title: 'Designations and role responsibilities',
    noun: 'designation',
    endpoints: specEndpoints('job_role_res'),
    fields: [
      { key: 'designationTypeId', label: 'Designation', kind: 'ref', lookup: 'job_designation' },
      {
        key: 'responsibilityIds',
        label: 'Role responsibilities',
        kind: 'responsibilities',
        designationKey: 'designationTypeId',
      },
      MANDATORY,
      WEIGHT,
    ],
    defaults: DESIGNATION_DEFAULTS,
  },
  'job-exp': {
    title: 'Experience',
    noun: 'experience',
    endpoints: specEndpoints('job_experience'),
    fields: [
      { key: 'industryId', label: 'Industry', kind: 'ref', lookup: 'industry' },
      { key: 'industryDisciplineId', label: 'Discipline', kind: 'discipline', industryKey: 'industryId' },
      { key: 'jobPositionTypeId', label: 'Position type', kind: 'ref', lookup: 'position_type' },
      { key: 'minYears', label: 'Minimum years', kind: 'number' },
      { key: 'maxYears', label: 'Maximum years', kind: 'number', optional: true },
      MANDATORY,
      WEIGHT,
    ],
    defaults: EXPERIENCE_DEFAULTS,
  },
  'job-skill': {
    title: 'Skills',
    noun: 'skill',
    endpoints: specEndpoints('job_skill'),
    fields: [
      { key: 'skillTypeId', label: 'Skill', kind: 'ref', lookup: 'job_skill' },
      { key: 'level', label: 'Level', kind: 'enum', options: SKILL_LEVELS, optional: true },
      MANDATORY,
      WEIGHT,
    ],
    defaults: SKILL_DEFAULTS,
  },
  'job-comp': {
    title: 'Compliance documents',
    noun: 'compliance document',
    endpoints: COMPLIANCE_ENDPOINTS,
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'description', label: 'Description', kind: 'text', multiline: true },
      { key: 'source', label: 'Source', kind: 'enum', options: COMPLIANCE_SOURCES },
      { key: 'mandatory', label: 'Mandatory', kind: 'bool' },
    ],
    defaults: { ...COMPLIANCE_DEFAULTS, name: '' },
  },
} as const satisfies Record<string, StepConfig>;
export type TableStep = keyof typeof TABLE_STEPS;

export function TableStepPanel({
  step,
  positionId,
  locked,
}: {
  step: TableStep;
  positionId: number;
  locked: boolean;
}) {
  const config: StepConfig = TABLE_STEPS[step];
  return <SpecTable key={step} positionId={positionId} locked={locked} {...config} />;
}
