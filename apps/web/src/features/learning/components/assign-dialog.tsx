import { ZAssignInput } from '@hr/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { DateField, FormDialog, MultiSelectField, RefSelectField, useZodForm } from '../../../shared/ui/form';
import { useReferenceLookup } from '../../reference-data';
import { useAssign, useCourseOptions } from '../api';
import { EmployeePicker } from './employee-picker';

type Target = 'rule' | 'employees';
const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/**
 * Assigns a course with a due date to everyone of some departments or position types (a rule: new
 * employees who match get it too) or to chosen employees.
 */
export function AssignDialog({ onClose }: { onClose: () => void }) {
  const assign = useAssign();
  const courses = useCourseOptions();
  const departments = useReferenceLookup('departments');
  const positionTypes = useReferenceLookup('position_type');
  const [target, setTarget] = useState<Target>('rule');
  const form = useZodForm(ZAssignInput, {
    defaultValues: {
      courseId: undefined,
      dueDate: '',
      departmentIds: [],
      positionTypeIds: [],
      employeeIds: [],
    },
  });
  const choose = (next: Target) => {
    setTarget(next);
    // Only the chosen way's values are sent.
    if (next === 'rule') form.setValue('employeeIds', []);
    else {
      form.setValue('departmentIds', []);
      form.setValue('positionTypeIds', []);
    }
  };
  return (
    <FormDialog
      form={form}
      title="Assign a course"
      aria-label="Assign course"
      submitLabel="Assign"
      onClose={onClose}
      onSubmit={(body) => assign.mutateAsync(body)}
    >
      <RefSelectField
        name="courseId"
        label="Course"
        required
        items={courses.data?.map((course) => ({ id: course.id, name: course.title }))}
        loading={courses.isPending}
      />
      <DateField name="dueDate" label="Due date" required />
      <div>
        <FormLabel id="assign-target">Assign to</FormLabel>
        <RadioGroup
          row
          aria-labelledby="assign-target"
          value={target}
          onChange={(event) => choose(event.target.value as Target)}
        >
          <FormControlLabel value="rule" control={<Radio />} label="Departments or position types" />
          <FormControlLabel value="employees" control={<Radio />} label="Chosen employees" />
        </RadioGroup>
      </div>
      {target === 'rule' ? (
        <>
          <MultiSelectField
            name="departmentIds"
            label="Departments"
            options={options(departments.data)}
            checkmarks
          />
          <MultiSelectField
            name="positionTypeIds"
            label="Position types"
            options={options(positionTypes.data)}
            checkmarks
          />
        </>
      ) : (
        <EmployeePicker name="employeeIds" label="Employees" />
      )}
    </FormDialog>
  );
}
