// The employee record as one form with a section per part of the spec's Employee (section 3): each
// section an accordion, expanded at first; a refused save opens the section of the first field in
// error, focuses it and names it under 'Failed! Make sure you filled all fields' (the form layer's).
import {
  AU_STATES,
  applicationRecordRoute,
  EMPLOYEE_STATUS_LABELS,
  LICENSE_CLASSES,
  MESSAGES,
  REMOVABLE_EMPLOYEE_SECTIONS,
  RESIDENCY_STATUSES,
  type SensitiveEmployeeField,
  type TEmployeeRecord,
  type TEmployeeSave,
  ZEmployeeSave,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import {
  CheckboxField,
  DateField,
  Form,
  FormSection,
  SelectField,
  SwitchField,
  TextAreaField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { formatDate } from '../../../shared/ui/format';
import { ReferenceSelectField, type TRefLookupKind } from '../../reference-data';
import { useRevealField, useSaveEmployee } from '../api';

/** Signed-in employees read their own record: every input disabled, no save. */
const ReadOnly = createContext(false);

const SECTION_KEYS = [
  'contactOne',
  'contactTwo',
  'superanuationFund',
  'bankDetail',
  'taxDetail',
  'disability',
  'driversLicense',
] as const;

const blank = (value: unknown): boolean =>
  value === '' || value === null || value === undefined || value === false;
const isBlankObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).every(blank);

/**
 * What the form sends: a section left empty is not sent when the employee has none yet (kept empty),
 * and sent as null (removed) when it is removable and was stored; an empty address is null; the postal
 * address goes with the "different postal address" switch.
 */
function bodyOf(values: Record<string, unknown>, stored: TEmployeeRecord): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const key of SECTION_KEYS) {
    if (!isBlankObject(values[key])) continue;
    const removable = (REMOVABLE_EMPLOYEE_SECTIONS as readonly string[]).includes(key);
    body[key] = stored[key] && removable ? null : undefined;
  }
  const personal = values.personalDetails as Record<string, unknown> | undefined;
  if (personal) {
    body.personalDetails = {
      ...personal,
      physicalAddress: isBlankObject(personal.physicalAddress) ? null : personal.physicalAddress,
      postalAddress:
        personal.differentAddress && !isBlankObject(personal.postalAddress) ? personal.postalAddress : null,
    };
  }
  return body;
}

const address = (a: TEmployeeRecord['physicalAddress']) => ({
  line1: a?.line1 ?? '',
  line2: a?.line2 ?? '',
  suburb: a?.suburb ?? '',
  state: a?.state ?? '',
  postcode: a?.postcode ?? '',
  country: a?.country ?? '',
});
const contact = (c: TEmployeeRecord['contactOne']) => ({
  name: c?.name ?? '',
  relationship: c?.relationship ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  address: c?.address ?? '',
});

/** The stored record as form values; a sensitive input starts empty (empty keeps the stored value). */
function formValues(r: TEmployeeRecord): TEmployeeSave {
  const p = r.personalDetails;
  return {
    employeeId: r.id,
    personalDetails: {
      title: p?.title ?? '',
      firstName: p?.firstName ?? '',
      middleName: p?.middleName ?? '',
      lastName: p?.lastName ?? '',
      preferredName: p?.preferredName ?? '',
      dateOfBirth: p?.dateOfBirth ?? null,
      gender: p?.gender ?? '',
      personalEmail: p?.personalEmail ?? '',
      personalPhone: p?.personalPhone ?? '',
      workPhone: p?.workPhone ?? '',
      differentAddress: p?.differentAddress ?? false,
      physicalAddress: address(r.physicalAddress),
      postalAddress: address(r.postalAddress),
    },
    contactOne: contact(r.contactOne),
    contactTwo: contact(r.contactTwo),
    superanuationFund: {
      fundName: r.superanuationFund?.fundName ?? '',
      fundAbn: r.superanuationFund?.fundAbn ?? '',
      usi: r.superanuationFund?.usi ?? '',
      memberNumber: r.superanuationFund?.memberNumber ?? '',
    },
    bankDetail: {
      accountName: r.bankDetail?.accountName ?? '',
      bankName: r.bankDetail?.bankName ?? '',
      bsb: r.bankDetail?.bsb ?? '',
      accountNumber: '',
    },
    taxDetail: {
      taxFileNumber: '',
      residencyStatus: (r.taxDetail?.residencyStatus ?? null) as never,
      taxFreeThreshold: r.taxDetail?.taxFreeThreshold ?? false,
      studyLoanDebt: r.taxDetail?.studyLoanDebt ?? false,
    },
    disability: { hasDisability: r.disability?.hasDisability ?? false, details: '' },
    driversLicense: {
      licenseNumber: '',
      state: (r.driversLicense?.state ?? null) as never,
      licenseClass: (r.driversLicense?.licenseClass ?? null) as never,
      issueDate: r.driversLicense?.issueDate ?? null,
      expiryDate: r.driversLicense?.expiryDate ?? (null as never),
    },
    employment: {
      departmentId: r.employment.departmentId,
      positionTypeId: r.employment.positionTypeId,
      industryId: r.employment.industryId,
      disciplineId: r.employment.disciplineId,
      employmentStartDate: r.employment.employmentStartDate,
      managerId: r.employment.managerId,
      approved: r.approved,
    },
  };
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

function Text(props: Parameters<typeof TextInputField>[0]) {
  const readOnly = useContext(ReadOnly);
  return <TextInputField {...props} disabled={readOnly || props.disabled} />;
}
function DateInput(props: Parameters<typeof DateField>[0]) {
  const readOnly = useContext(ReadOnly);
  return <DateField {...props} disabled={readOnly} />;
}
function Choice(props: Parameters<typeof SelectField>[0]) {
  const readOnly = useContext(ReadOnly);
  return <SelectField {...props} disabled={readOnly} />;
}
function Toggle({
  name,
  label,
  control = 'switch',
}: {
  name: string;
  label: string;
  control?: 'check' | 'switch';
}) {
  const readOnly = useContext(ReadOnly);
  return control === 'check' ? (
    <CheckboxField name={name} label={label} disabled={readOnly} />
  ) : (
    <SwitchField name={name} label={label} disabled={readOnly} />
  );
}
function Ref({ name, label, kind }: { name: string; label: string; kind: TRefLookupKind }) {
  const readOnly = useContext(ReadOnly);
  // An employee reading their own record sees the names from the record; the lists are staff reads.
  return (
    <ReferenceSelectField name={name} label={label} kind={kind} lookup={!readOnly} disabled={readOnly} />
  );
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * A sensitive field: the stored value masked ("•••••789") with Reveal for ONBOARDING holders (the
 * value then shows in place until the page is left); the input takes a new value, empty keeps it.
 */
function Sensitive({
  name,
  label,
  stored,
  employeeId,
  canReveal,
  multiline = false,
}: {
  name: SensitiveEmployeeField;
  label: string;
  stored: string | null | undefined;
  employeeId: number;
  canReveal: boolean;
  multiline?: boolean;
}) {
  const readOnly = useContext(ReadOnly);
  const reveal = useRevealField(employeeId);
  const [shown, setShown] = useState<string | null>(null);
  const Input = multiline ? TextAreaField : TextInputField;
  return (
    <Box sx={{ gridColumn: multiline ? '1 / -1' : undefined }}>
      {!readOnly && (
        <Input
          name={name}
          label={stored ? `New ${label.toLowerCase()}` : label}
          autoComplete="off"
          helperText={stored ? 'Leave empty to keep the stored value' : undefined}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {readOnly ? label : 'Stored'}:
        </Typography>
        <Typography variant="body2" data-testid={`stored-${name}`} sx={{ fontFamily: 'monospace' }}>
          {shown ?? stored ?? 'none'}
        </Typography>
        {canReveal && stored && shown === null && (
          <Button
            size="small"
            disabled={reveal.isPending}
            aria-label={`Reveal ${label.toLowerCase()}`}
            onClick={() => reveal.mutate(name, { onSuccess: (answer) => setShown(answer.value) })}
          >
            Reveal
          </Button>
        )}
      </Box>
    </Box>
  );
}

function AddressFields({ prefix, title }: { prefix: string; title: string }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={grid}>
        <Text name={`${prefix}.line1`} label="Street address" />
        <Text name={`${prefix}.line2`} label="Address line 2" />
        <Text name={`${prefix}.suburb`} label="Suburb or town" />
        <Text name={`${prefix}.state`} label="State" />
        <Text name={`${prefix}.postcode`} label="Postcode" />
        <Text name={`${prefix}.country`} label="Country" />
      </Box>
    </Box>
  );
}

function ContactFields({ prefix }: { prefix: 'contactOne' | 'contactTwo' }) {
  return (
    <Box sx={grid}>
      <Text name={`${prefix}.name`} label="Contact name" />
      <Text name={`${prefix}.relationship`} label="Relationship" />
      <Text name={`${prefix}.phone`} label="Contact phone" />
      <Text name={`${prefix}.email`} label="Contact email" type="email" />
      <Text name={`${prefix}.address`} label="Contact address" />
    </Box>
  );
}

function PostalAddress() {
  const different = useWatch({ name: 'personalDetails.differentAddress' }) as boolean;
  // The whole address is missing: no input of its own carries the message.
  const { errors } = useFormState({ name: 'personalDetails.postalAddress' });
  const missing = (errors.personalDetails as { postalAddress?: { message?: string } } | undefined)
    ?.postalAddress?.message;
  if (!different) return null;
  return (
    <>
      {missing && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {missing}
        </Alert>
      )}
      <AddressFields prefix="personalDetails.postalAddress" title="Postal address" />
    </>
  );
}

function DisabilityDetails(props: Omit<Parameters<typeof Sensitive>[0], 'name' | 'label'>) {
  const has = useWatch({ name: 'disability.hasDisability' }) as boolean;
  if (!has) return null;
  return <Sensitive {...props} name="disability.details" label="Disability details" multiline />;
}

/**
 * The form checks the body it will send (empty sections left out) with the contract's own schema; the
 * cast keeps the form typed by the schema's input (the preprocess step takes the same shape).
 */
const formSchema = (stored: TEmployeeRecord) =>
  z.preprocess(
    (values) => bodyOf(values as Record<string, unknown>, stored),
    ZEmployeeSave,
  ) as unknown as typeof ZEmployeeSave;

export function EmployeeForm({
  record,
  readOnly,
  canReveal,
}: {
  record: TEmployeeRecord;
  readOnly: boolean;
  canReveal: boolean;
}) {
  const contractId = record.contractId ?? 0;
  const save = useSaveEmployee(contractId);
  const form = useZodForm(formSchema(record), { values: formValues(record) });
  const sensitive = { employeeId: record.id, canReveal };
  const app = record.application;
  return (
    <ReadOnly.Provider value={readOnly}>
      <Form
        form={form}
        aria-label="Employee record"
        hidden={['employeeId']}
        invalidTitle={MESSAGES.failedFillAllFields}
        onSubmit={(body) => save.mutateAsync(body as TEmployeeSave)}
      >
        <FormSection title="Personal details">
          <Box sx={grid}>
            <Text name="personalDetails.title" label="Title" />
            <Text name="personalDetails.firstName" label="First name" required />
            <Text name="personalDetails.middleName" label="Middle name" />
            <Text name="personalDetails.lastName" label="Last name" required />
            <Text name="personalDetails.preferredName" label="Preferred name" />
            <DateInput name="personalDetails.dateOfBirth" label="Date of birth" />
            <Text name="personalDetails.gender" label="Gender" />
            <Text name="personalDetails.personalEmail" label="Personal email" type="email" />
            <Text name="personalDetails.personalPhone" label="Personal phone" />
            <Text name="personalDetails.workPhone" label="Work phone" />
          </Box>
          <AddressFields prefix="personalDetails.physicalAddress" title="Physical address" />
          <Toggle name="personalDetails.differentAddress" label="Different postal address" />
          <PostalAddress />
        </FormSection>
        <FormSection title="Emergency contact one">
          <ContactFields prefix="contactOne" />
        </FormSection>
        <FormSection title="Emergency contact two">
          <ContactFields prefix="contactTwo" />
        </FormSection>
        <FormSection title="Superannuation fund">
          <Box sx={grid}>
            <Text name="superanuationFund.fundName" label="Fund name" />
            <Text name="superanuationFund.fundAbn" label="Fund ABN" />
            <Text name="superanuationFund.usi" label="Fund USI" />
            <Text name="superanuationFund.memberNumber" label="Member number" />
          </Box>
        </FormSection>
        <FormSection title="Bank details">
          <Box sx={grid}>
            <Text name="bankDetail.accountName" label="Account name" />
            <Text name="bankDetail.bankName" label="Bank name" />
            <Text name="bankDetail.bsb" label="BSB" />
            <Sensitive
              {...sensitive}
              name="bankDetail.accountNumber"
              label="Account number"
              stored={record.bankDetail?.accountNumber}
            />
          </Box>
        </FormSection>
        <FormSection title="Tax details">
          <Box sx={grid}>
            <Sensitive
              {...sensitive}
              name="taxDetail.taxFileNumber"
              label="Tax file number"
              stored={record.taxDetail?.taxFileNumber}
            />
            <Choice
              name="taxDetail.residencyStatus"
              label="Residency for tax purposes"
              options={Object.entries(RESIDENCY_STATUSES).map(([value, label]) => ({ value, label }))}
            />
          </Box>
          <Toggle name="taxDetail.taxFreeThreshold" label="Claims the tax-free threshold" control="check" />
          <Toggle
            name="taxDetail.studyLoanDebt"
            label="Has a study or training loan (HELP) debt"
            control="check"
          />
        </FormSection>
        <FormSection title="Disability">
          <Toggle name="disability.hasDisability" label="Has a disability or needs adjustments" />
          <Box sx={grid}>
            <DisabilityDetails {...sensitive} stored={record.disability?.details} />
          </Box>
        </FormSection>
        <FormSection title="Driver's licence">
          <Box sx={grid}>
            <Sensitive
              {...sensitive}
              name="driversLicense.licenseNumber"
              label="Licence number"
              stored={record.driversLicense?.licenseNumber}
            />
            <Choice name="driversLicense.state" label="Licence state" options={options(AU_STATES)} />
            <Choice
              name="driversLicense.licenseClass"
              label="Licence class"
              options={options(LICENSE_CLASSES)}
            />
            <DateInput name="driversLicense.issueDate" label="Issue date" />
            <DateInput name="driversLicense.expiryDate" label="Expiry date" />
          </Box>
        </FormSection>
        <FormSection title="Employment">
          {readOnly ? (
            <Typography>
              {[record.employment.departmentName, record.employment.positionTypeName]
                .filter(Boolean)
                .join(' · ') || '—'}
              {' · starts '}
              {formatDate(record.employment.employmentStartDate)}
            </Typography>
          ) : (
            <Box sx={grid}>
              <Ref name="employment.departmentId" label="Department" kind="departments" />
              <Ref name="employment.positionTypeId" label="Position type" kind="position_type" />
              <Ref name="employment.industryId" label="Industry" kind="industry" />
              <Ref name="employment.disciplineId" label="Discipline" kind="industry_discipline" />
              <DateInput name="employment.employmentStartDate" label="Employment start date" />
            </Box>
          )}
          {!readOnly && <Toggle name="employment.approved" label="Approved" />}
          {record.employment.managerName && <Typography>Manager: {record.employment.managerName}</Typography>}
        </FormSection>
        <FormSection title="Application">
          {app ? (
            <Typography>
              {readOnly ? (
                `Application #${app.id}`
              ) : (
                <Link component={RouterLink} to={applicationRecordRoute(app.id)}>
                  Application #{app.id}
                </Link>
              )}{' '}
              to {app.positionTitle} (requisition #{app.requisitionId}) · {app.applicantEmail}
            </Typography>
          ) : (
            <Typography>No application is linked.</Typography>
          )}
        </FormSection>
        {!readOnly && (
          <Paper
            elevation={3}
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              p: 2,
              mt: 2,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
            }}
          >
            <Button
              type="submit"
              variant="contained"
              disabled={form.formState.isSubmitting}
              startIcon={
                form.formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              Save employee
            </Button>
            <Typography variant="body2" color="text.secondary">
              Status: {EMPLOYEE_STATUS_LABELS[record.status]}
            </Typography>
          </Paper>
        )}
      </Form>
    </ReadOnly.Provider>
  );
}
