import { defaultAuthorityCodes, ROLES, type RoleName } from '@hr/contracts';
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

  it('hides Applicant Onboarding from the officer (no ONBOARDING authority)', () => {
    expect(groupTitles(officer)).toHaveLength(4);
    expect(titles(officer)).not.toContain('Applicant Onboarding');
    expect(titles(officer)).not.toContain('Outbox');
    expect(titles(officer)).not.toContain('Users');
    expect(titles(officer)).not.toContain('Audit');
    expect(titles(officer)).not.toContain('Leave Settings');
    expect(titles(officer)).toEqual(expect.arrayContaining(['Recruitment Manager', 'Applicant Tracking']));
    expect(titles(officer)).toHaveLength(12);
  });

  it('hides the authority-gated recruitment items from an employee without authorities', () => {
    const visible = titles(employee);
    for (const hidden of [
      'Recruitment Manager',
      'Recruitment Tracking',
      'Applicant Tracking',
      'Applicant Onboarding',
    ]) {
      expect(visible).not.toContain(hidden);
    }
    expect(visible).toContain('Recruitment Dashboard');
    expect(visible).toContain('Employee Pack');
    expect(visible).not.toContain('Outbox');
    expect(groupTitles(employee)).toHaveLength(4);
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
