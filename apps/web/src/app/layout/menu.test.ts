import {
  AUTHORITY_CODES,
  type AuthorityName,
  defaultAuthorityCodes,
  ROLES,
  type RoleName,
} from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../shared/auth/access';
import { activeItemFor, MENU, visibleMenu } from './menu';

const viewerOf = (...roles: RoleName[]): Viewer => ({
  roles: roles.join(','),
  authorities: defaultAuthorityCodes(roles),
});

const titles = (viewer: Viewer | null) => visibleMenu(viewer).flatMap((g) => g.items.map((i) => i.title));
const groupTitles = (viewer: Viewer | null) => visibleMenu(viewer).map((g) => g.title);

const manager = viewerOf(ROLES.RECRUITMENT_MANAGER);
const officer = viewerOf(ROLES.RECRUITMENT_OFFICER);
const employee = viewerOf(ROLES.EMPLOYEE);
const applicant = viewerOf(ROLES.APPLICANT);

describe('visibleMenu', () => {
  it('shows the manager all four groups and every item', () => {
    expect(groupTitles(manager)).toEqual([
      'Recruitment Management',
      'Human Resource Management',
      'Document Management',
      'Settings',
    ]);
    expect(titles(manager)).toEqual(MENU.flatMap((g) => g.items.map((i) => i.title)));
    expect(titles(manager)).toHaveLength(17);
    expect(
      visibleMenu(manager)
        .at(-1)
        ?.items.map((i) => i.title),
    ).toEqual(['Notifications', 'Reference Data', 'Outbox', 'Users', 'Audit', 'Leave Settings']);
  });

  it('hides the onboarding pages from the officer (no ONBOARDING authority)', () => {
    expect(groupTitles(officer)).not.toContain('Document Management');
    expect(titles(officer)).not.toContain('Employee Management');
    expect(titles(officer)).not.toContain('Employee Pack');
    expect(titles(officer)).not.toContain('Applicant Onboarding');
    expect(titles(officer)).not.toContain('Outbox');
    expect(titles(officer)).not.toContain('Users');
    expect(titles(officer)).not.toContain('Audit');
    expect(titles(officer)).not.toContain('Leave Settings');
    expect(titles(officer)).toEqual(expect.arrayContaining(['Recruitment Manager', 'Applicant Tracking']));
    expect(titles(officer)).toHaveLength(10);
  });

  it('shows the employee only the pages they may use (issue 31: no page that says it is for HR)', () => {
    expect(titles(employee)).toEqual([
      'Recruitment Dashboard',
      'Learning Management',
      'Leave Management',
      'Reference Data',
    ]);
    // Document Management held only the Employee Pack: a group with nothing left is gone.
    expect(groupTitles(employee)).toEqual([
      'Recruitment Management',
      'Human Resource Management',
      'Settings',
    ]);
  });

  it('shows HR module to candidate access, Employee Management and Employee Pack to onboarding', () => {
    const only = (...authorities: AuthorityName[]): Viewer => ({
      roles: ROLES.EMPLOYEE,
      authorities: authorities.map((name) => AUTHORITY_CODES[name]),
    });
    expect(titles(only('CANDIDATE_ACCESS'))).toEqual(
      expect.arrayContaining(['HR module', 'Human Resource Reports', 'Notifications']),
    );
    expect(titles(only('CANDIDATE_ACCESS'))).not.toContain('Employee Management');
    expect(titles(only('ONBOARDING'))).toEqual(
      expect.arrayContaining(['Employee Management', 'Employee Pack', 'Applicant Onboarding']),
    );
    expect(titles(only('ONBOARDING'))).not.toContain('HR module');
    expect(titles(only('ONBOARDING'))).not.toContain('Notifications');
    expect(titles(only('JOB_POSTING'))).toContain('Notifications');
  });

  it('shows nothing to the applicant-only user or when signed out', () => {
    expect(visibleMenu(applicant)).toEqual([]);
    expect(visibleMenu(null)).toEqual([]);
  });

  it('treats an applicant who also holds another role as a layout user', () => {
    expect(titles(viewerOf(ROLES.APPLICANT, ROLES.EMPLOYEE))).toContain('Recruitment Dashboard');
  });
});

describe('activeItemFor', () => {
  it.each([
    ['/jobreq', 'Recruitment Dashboard'],
    ['/jobreq/5', 'Recruitment Dashboard'],
    ['/recruitmentOfficer', 'Recruitment Officer'],
    ['/recruitmentManager', 'Recruitment Manager'],
    ['/selreq', 'Recruitment Tracking'],
    ['/appfrm/12', 'Applicant Onboarding'],
    ['/appsch/12', 'Applicant Tracking'],
    ['/employee/3', 'Employee Management'],
    ['/hr-modules', 'HR module'],
    ['/outbox', 'Outbox'],
    ['/audit', 'Audit'],
  ])('titles %s as %s', (pathname, title) => {
    expect(activeItemFor(pathname, manager).title).toBe(title);
  });

  it('does not confuse a URL that only shares a prefix', () => {
    expect(activeItemFor('/jobreqx', manager).id).toBe('none');
  });

  it('reports whether the viewer may open the active item', () => {
    expect(activeItemFor('/appfrm', manager).canAccess).toBe(true);
    expect(activeItemFor('/appfrm', officer).canAccess).toBe(false);
    expect(activeItemFor('/outbox', manager).canAccess).toBe(true);
    expect(activeItemFor('/outbox', officer).canAccess).toBe(false);
    expect(activeItemFor('/audit', officer).canAccess).toBe(false);
  });
});
