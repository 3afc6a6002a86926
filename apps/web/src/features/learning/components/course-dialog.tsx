import type { TUploadedFile } from '@hr/contracts';
import { COURSE_DELIVERIES, COURSE_DELIVERY_LABELS, type TCourse, ZCourseInput } from '@hr/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FileUploadField } from '../../../shared/ui/file-upload-field';
import {
  CheckboxField,
  FormDialog,
  MultiSelectField,
  NumberField,
  SelectField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useReferenceLookup } from '../../reference-data';
import { useSaveCourse } from '../api';

const DELIVERY_OPTIONS = COURSE_DELIVERIES.map((value) => ({ value, label: COURSE_DELIVERY_LABELS[value] }));
const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** Adds a course (`course` null) or edits one: HR's catalogue form. */
export function CourseDialog({ course, onClose }: { course: TCourse | null; onClose: () => void }) {
  const save = useSaveCourse();
  const departments = useReferenceLookup('departments');
  const positionTypes = useReferenceLookup('position_type');
  const [material, setMaterial] = useState<TUploadedFile | null>(course?.material ?? null);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ZCourseInput, {
    defaultValues: {
      title: course?.title ?? '',
      provider: course?.provider ?? '',
      delivery: course?.delivery ?? 'ONLINE',
      durationHours: course?.durationHours ?? null,
      mandatory: course?.mandatory ?? false,
      departmentIds: course?.departments.map((d) => d.id) ?? [],
      positionTypeIds: course?.positionTypes.map((p) => p.id) ?? [],
      renewalMonths: course?.renewalMonths ?? null,
      link: course?.link ?? null,
      materialFileId: course?.material?.id ?? null,
    },
  });
  // Departments and position types narrow a mandatory course; an optional one has none.
  const mandatory = form.watch('mandatory') === true;
  return (
    <FormDialog
      form={form}
      title={course ? `Edit '${course.title}'` : 'Add a course'}
      aria-label={course ? 'Edit course' : 'Add course'}
      holdSubmit={uploading}
      onClose={onClose}
      onSubmit={(body) =>
        save.mutateAsync({
          id: course?.id,
          body: body.mandatory ? body : { ...body, departmentIds: [], positionTypeIds: [] },
        })
      }
    >
      <TextInputField name="title" label="Title" required autoFocus />
      <TextInputField name="provider" label="Provider" />
      <SelectField name="delivery" label="Delivery" options={DELIVERY_OPTIONS} required />
      <NumberField name="durationHours" label="Duration (hours)" emptyAs={null} />
      <CheckboxField name="mandatory" label="Mandatory" />
      <MultiSelectField
        name="departmentIds"
        label="Mandatory for departments"
        options={options(departments.data)}
        checkmarks
        disabled={!mandatory}
        helperText="None: every department"
      />
      <MultiSelectField
        name="positionTypeIds"
        label="Mandatory for position types"
        options={options(positionTypes.data)}
        checkmarks
        disabled={!mandatory}
        helperText="None: every position type"
      />
      <NumberField
        name="renewalMonths"
        label="Renewal cycle (months)"
        emptyAs={null}
        helperText="For a certification that expires; empty if it never does"
      />
      <TextInputField name="link" label="Link" emptyAs={null} type="url" />
      <Controller
        name="materialFileId"
        control={form.control}
        render={({ field, fieldState }) => (
          <FileUploadField
            label="Material"
            value={field.value ? material : null}
            onChange={(file) => {
              setMaterial(file);
              field.onChange(file?.id ?? null);
            }}
            error={fieldState.error?.message}
            inputTestId="material-input"
            onUploadingChange={setUploading}
          />
        )}
      />
    </FormDialog>
  );
}
