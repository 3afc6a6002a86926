import { describe, expect, it } from 'vitest';
import { packFormData } from './api';

describe('packFormData', () => {
  it('sends every field, the ids comma-separated (empty to clear), and the file under its name', () => {
    const file = new File(['%PDF-1.7'], 'policy.pdf', { type: 'application/pdf' });
    const form = packFormData({
      name: 'Policy',
      description: null,
      mandatory: true,
      departmentIds: [1, 2],
      positionTypeIds: [],
      file,
    });
    expect(form.get('name')).toBe('Policy');
    expect(form.get('description')).toBe('');
    expect(form.get('mandatory')).toBe('true');
    expect(form.get('departmentIds')).toBe('1,2');
    expect(form.get('positionTypeIds')).toBe('');
    expect((form.get('file') as File).name).toBe('policy.pdf');
  });

  it('sends no file part when none is chosen', () => {
    const form = packFormData({
      name: 'x',
      mandatory: false,
      departmentIds: [],
      positionTypeIds: [],
      file: null,
    });
    expect(form.has('file')).toBe(false);
  });
});
