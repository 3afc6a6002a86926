import { type TPackDocument, ZPackChangeForm, ZPackUploadForm } from '@hr/contracts';
import {
  CheckboxField,
  FormDialog,
  MultiSelectField,
  TextAreaField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useReferenceLookup } from '../../reference-data';
import { type PackFormValues, useSavePackDocument } from '../api';
import { PackFileField } from './pack-file-field';

/**
 * Upload a document (`document` null) or rename, describe, retarget and replace one: the file is
 * required for an upload and optional for a change (a new one keeps the old as a version).
 */
export function PackDocumentDialog({
  document,
  onClose,
}: {
  document: TPackDocument | null;
  onClose: () => void;
}) {
  const save = useSavePackDocument();
  const departments = useReferenceLookup('departments');
  const positionTypes = useReferenceLookup('position_type');
  const form = useZodForm(document ? ZPackChangeForm : ZPackUploadForm, {
    defaultValues: {
      name: document?.name ?? '',
      description: document?.description ?? '',
      mandatory: document?.mandatory ?? false,
      departmentIds: document?.departments.map((d) => d.id) ?? [],
      positionTypeIds: document?.positionTypes.map((p) => p.id) ?? [],
      file: null,
    },
  });
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <FormDialog
      form={form}
      title={document ? `Rename or replace '${document.name}'` : 'Upload a document'}
      aria-label={document ? 'Rename or replace document' : 'Upload document'}
      submitLabel={document ? 'Save' : 'Upload'}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ id: document?.id, values: values as PackFormValues })}
    >
      <TextInputField name="name" label="Name" required autoFocus />
      <TextAreaField name="description" label="Description" minRows={2} />
      <CheckboxField name="mandatory" label="Must be returned signed" />
      <MultiSelectField
        name="departmentIds"
        label="Departments"
        options={options(departments.data)}
        checkmarks
        helperText="None: every department"
      />
      <MultiSelectField
        name="positionTypeIds"
        label="Position types"
        options={options(positionTypes.data)}
        checkmarks
        helperText="None: every position type"
      />
      <PackFileField
        name="file"
        label={
          document
            ? `Replace the file (now version ${document.version}: ${document.file.originalName})`
            : 'File'
        }
        required={!document}
      />
    </FormDialog>
  );
}
