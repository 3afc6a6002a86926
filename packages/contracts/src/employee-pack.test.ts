import { describe, expect, it } from 'vitest';
import { packAudience, ZPackDocumentChange, ZPackDocumentFields, ZPackUploadForm } from './employee-pack.js';

describe('employee pack fields', () => {
  it('read multipart text: booleans, comma-separated or repeated ids, an empty description as none', () => {
    expect(
      ZPackDocumentFields.parse({
        name: ' Policy ',
        description: '',
        mandatory: 'true',
        departmentIds: '3, 4',
        positionTypeIds: ['5', '6'],
      }),
    ).toEqual({
      name: 'Policy',
      description: null,
      mandatory: true,
      departmentIds: [3, 4],
      positionTypeIds: [5, 6],
    });
    expect(ZPackDocumentFields.parse({ name: 'Policy', departmentIds: '' })).toMatchObject({
      mandatory: false,
      departmentIds: [],
      positionTypeIds: [],
    });
  });

  it('refuse a missing name, a bad id and a bad boolean, naming the field', () => {
    const paths = (value: unknown) =>
      ZPackDocumentFields.safeParse(value).error?.issues.map((issue) => issue.path[0]);
    expect(paths({ name: '' })).toEqual(['name']);
    expect(paths({ name: 'x', departmentIds: '1,abc' })).toEqual(['departmentIds']);
    expect(paths({ name: 'x', mandatory: 'yes' })).toEqual(['mandatory']);
  });

  it('a change keeps what it does not send', () => {
    expect(ZPackDocumentChange.parse({ mandatory: 'false' })).toEqual({ mandatory: false });
  });

  it('the upload form needs a file', () => {
    const values = { name: 'x', mandatory: false, departmentIds: [], positionTypeIds: [] };
    expect(ZPackUploadForm.safeParse({ ...values, file: null }).error?.issues[0]?.path).toEqual(['file']);
    expect(ZPackUploadForm.safeParse({ ...values, file: new Blob(['%PDF']) }).success).toBe(true);
  });

  it('names its audience', () => {
    expect(packAudience({ departments: [], positionTypes: [] })).toBe('Everyone');
    expect(
      packAudience({ departments: [{ id: 1, name: 'Finance' }], positionTypes: [{ id: 2, name: 'Casual' }] }),
    ).toBe('Finance, Casual');
  });
});
