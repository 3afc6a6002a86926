// What an Employee (a staff user with no authority) may reach: the requisition list and the
// position form read-only, never financials, the audit log, approvers, interviewers, templates,
// the PDF, comments or any change.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories.js';
import { type TestUser, useTestApp } from './test-app.js';

const t = useTestApp();
const make = factories(t);
let employee: TestUser;
let officer: TestUser;
let id: number;

beforeAll(async () => {
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  id = await make.requisition({ complete: true });
});

describe('the Employee role', () => {
  it('reads the requisition list and the position form', async () => {
    const list = await t.request('GET', '/api/v1/requisitions', { token: employee.token });
    expect(list.status).toBe(200);
    expect(list.body.responseDataList.map((row: { id: number }) => row.id)).toContain(id);
    // The list rows carry no financials.
    expect(Object.keys(list.body.responseDataList[0]).join(',')).not.toMatch(/salary|budget|compensation/i);
    const criteria = await t.request('POST', '/api/v1/requisitions/criteria', {
      token: employee.token,
      body: { page: 1, columns: ['id'], operators: ['NUM_EQUAL'], values: [String(id)] },
    });
    expect(criteria.status).toBe(200);
    expect((await t.request('GET', `/api/v1/job_position/${id}`, { token: employee.token })).status).toBe(
      200,
    );
    expect((await t.request('GET', `/api/v1/location/${id}`, { token: employee.token })).status).toBe(200);
  });

  it('is refused financials, audit log, approvals, interviewers, templates, the PDF and comments (403)', async () => {
    const denied: [string, string, unknown?][] = [
      ['GET', `/api/v1/financial/${id}`],
      ['GET', `/api/v1/audit-log/${id}`],
      ['GET', `/api/v1/approval?positionId=${id}`],
      ['GET', '/api/v1/approval/approver'],
      ['GET', `/api/v1/approval/comments/${id}`],
      ['POST', `/api/v1/approval/${id}/export`, { format: 'csv' }],
      ['POST', `/api/v1/approval/post_comment/${id}`, { comment: 'Looks fine' }],
      ['GET', `/api/v1/selection_process?positionId=${id}`],
      ['GET', '/api/v1/selection_process/templates'],
      ['GET', '/api/v1/selection_process/user'],
      ['GET', '/api/v1/email-template'],
      ['POST', '/api/v1/job_position/pdf', { ids: [id] }],
      ['POST', '/api/v1/job_position/pdfdata', { ids: [id] }],
      ['POST', `/api/v1/job_position/${id}/status`, { status: 'CN' }],
      ['POST', `/api/v1/job_position?positionId=${id}`, {}],
    ];
    for (const [method, path, body] of denied) {
      const res = await t.request(method, path, { token: employee.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      // The officer, who recruits, still reads them (writes aside).
      if (method === 'GET') {
        const allowed = await t.request(method, path, { token: officer.token });
        expect(allowed.status, `officer ${method} ${path}`).toBe(200);
      }
    }
  });
});
