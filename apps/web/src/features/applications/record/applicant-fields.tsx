// Every field of the applicant object (spec section 3), under `applicant.` of the surrounding form.
import { CANDIDATE_SOURCES, type TApplicant, type TApplicantInput } from '@hr/contracts';
import Grid from '@mui/material/Grid';
import { DateField, NumberField, SelectField, TextAreaField, TextInputField } from '../../../shared/ui/form';
import { ReferenceMultiSelectField, ReferenceSelectField } from '../../reference-data';

const SALARY_OPTIONS = ['ANNUAL', 'MONTHLY', 'HOURLY'].map((v) => ({ value: v, label: v.toLowerCase() }));
const SOURCE_OPTIONS = CANDIDATE_SOURCES.map((s) => ({ value: s, label: s }));

/** The form values of an applicant (the record's read, or empty for a new one). */
export function applicantValues(a?: TApplicant): TApplicantInput {
  return {
    title: a?.title ?? '',
    firstName: a?.firstName ?? '',
    middleName: a?.middleName ?? '',
    surName: a?.surName ?? '',
    email: a?.email ?? '',
    mobile: a?.mobile ?? '',
    phone: a?.phone ?? '',
    totalExperience: a?.totalExperience ?? null,
    currentSalary: a?.currentSalary ?? null,
    expectedSalary: a?.expectedSalary ?? null,
    minExperience: a?.minExperience ?? null,
    maxExperience: a?.maxExperience ?? null,
    currentSalOption: a?.currentSalOption ?? null,
    expectedSalOption: a?.expectedSalOption ?? null,
    disciplineId: a?.disciplineId ?? null,
    industryId: a?.industryId ?? null,
    dateReceived: a?.dateReceived ?? null,
    cvReference: a?.cvReference ?? '',
    cvNotes: a?.cvNotes ?? '',
    reference: a?.reference ?? '',
    source: a?.source ?? null,
    qualificationIds: a?.qualificationIds ?? [],
    lifecycleIds: a?.lifecycleIds ?? [],
    skillIds: a?.skillIds ?? [],
    computerSkillIds: a?.computerSkillIds ?? [],
    languageIds: a?.languageIds ?? [],
  };
}

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 4 } as const;

export function ApplicantFields({ disabled = false }: { disabled?: boolean }) {
  const f = (name: keyof TApplicantInput) => `applicant.${name}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 2 }}>
        <TextInputField name={f('title')} label="Title" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInputField name={f('firstName')} label="First name" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextInputField name={f('middleName')} label="Middle name" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <TextInputField name={f('surName')} label="Surname" required disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <TextInputField name={f('email')} label="Email" type="email" required disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <TextInputField name={f('mobile')} label="Mobile" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <TextInputField name={f('phone')} label="Phone" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <NumberField name={f('totalExperience')} label="Total experience (years)" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <NumberField name={f('minExperience')} label="Minimum experience (years)" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <NumberField name={f('maxExperience')} label="Maximum experience (years)" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <NumberField name={f('currentSalary')} label="Current salary" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <SelectField
          name={f('currentSalOption')}
          label="Per"
          options={SALARY_OPTIONS}
          emptyLabel="—"
          disabled={disabled}
        />
      </Grid>
      <Grid size={third}>
        <NumberField name={f('expectedSalary')} label="Expected salary" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <SelectField
          name={f('expectedSalOption')}
          label="Per"
          options={SALARY_OPTIONS}
          emptyLabel="—"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <ReferenceSelectField kind="industry" name={f('industryId')} label="Industry" disabled={disabled} />
      </Grid>
      <Grid size={half}>
        <ReferenceSelectField
          kind="industry_discipline"
          name={f('disciplineId')}
          label="Discipline"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <ReferenceMultiSelectField
          kind="job_qualification"
          name={f('qualificationIds')}
          label="Qualifications"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <ReferenceMultiSelectField
          kind="lifecycle"
          name={f('lifecycleIds')}
          label="Lifecycles"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <ReferenceMultiSelectField kind="job_skill" name={f('skillIds')} label="Skills" disabled={disabled} />
      </Grid>
      <Grid size={half}>
        <ReferenceMultiSelectField
          kind="computer-skill"
          name={f('computerSkillIds')}
          label="Computer skills"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <ReferenceMultiSelectField
          kind="language"
          name={f('languageIds')}
          label="Languages"
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          name={f('source')}
          label="Source"
          options={SOURCE_OPTIONS}
          emptyLabel="—"
          disabled={disabled}
        />
      </Grid>
      <Grid size={third}>
        <DateField name={f('dateReceived')} label="Date received" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <TextInputField name={f('cvReference')} label="CV reference" disabled={disabled} />
      </Grid>
      <Grid size={third}>
        <TextInputField name={f('reference')} label="Reference" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <TextAreaField name={f('cvNotes')} label="CV notes" disabled={disabled} />
      </Grid>
    </Grid>
  );
}
