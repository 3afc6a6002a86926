import { type AccessRule, canAccess, ROUTE_ACCESS, type Viewer } from '../../shared/auth/access';
import { APP_NAME } from '../../shared/config';

export interface MenuItem {
  id: string;
  title: string;
  url: string;
  access: AccessRule;
}

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly MenuItem[];
}

/** The side menu of spec section 2, in its order. Log Out is not an item: it is always there. */
export const MENU: readonly MenuGroup[] = [
  {
    id: 'recruitment',
    title: 'Recruitment Management',
    items: [
      {
        id: 'recruitment-dashboard',
        title: 'Recruitment Dashboard',
        url: '/jobreq',
        access: ROUTE_ACCESS.jobreq,
      },
      {
        id: 'recruitment-manager',
        title: 'Recruitment Manager',
        url: '/recruitmentManager',
        access: ROUTE_ACCESS.recruitmentManager,
      },
      {
        id: 'recruitment-tracking',
        title: 'Recruitment Tracking',
        url: '/reqsch',
        access: ROUTE_ACCESS.reqsch,
      },
      { id: 'applicant-tracking', title: 'Applicant Tracking', url: '/appsch', access: ROUTE_ACCESS.appsch },
      {
        id: 'applicant-onboarding',
        title: 'Applicant Onboarding',
        url: '/appfrm',
        access: ROUTE_ACCESS.appfrm,
      },
    ],
  },
  {
    id: 'human-resources',
    title: 'Human Resource Management',
    items: [
      {
        id: 'learning-management',
        title: 'Learning Management',
        url: '/reqsum',
        access: ROUTE_ACCESS.reqsum,
      },
      { id: 'leave-management', title: 'Leave Management', url: '/appsrn', access: ROUTE_ACCESS.appsrn },
      { id: 'hr-reports', title: 'Human Resource Reports', url: '/canprf', access: ROUTE_ACCESS.canprf },
      {
        id: 'employee-management',
        title: 'Employee Management',
        url: '/apponb',
        access: ROUTE_ACCESS.apponb,
      },
      { id: 'hr-module', title: 'HR module', url: '/hr-modules', access: ROUTE_ACCESS.hrModules },
    ],
  },
  {
    id: 'documents',
    title: 'Document Management',
    items: [
      {
        id: 'employee-pack',
        title: 'Employee Pack',
        url: '/employeePack',
        access: ROUTE_ACCESS.employeePack,
      },
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    items: [
      {
        id: 'notifications',
        title: 'Notifications',
        url: '/notifications',
        access: ROUTE_ACCESS.notifications,
      },
      {
        id: 'reference-data',
        title: 'Reference Data',
        url: '/referenceData',
        access: ROUTE_ACCESS.referenceData,
      },
      { id: 'outbox', title: 'Outbox', url: '/outbox', access: ROUTE_ACCESS.outbox },
      { id: 'users', title: 'Users', url: '/users', access: ROUTE_ACCESS.users },
      { id: 'audit', title: 'Audit', url: '/audit', access: ROUTE_ACCESS.audit },
      {
        id: 'leave-settings',
        title: 'Leave Settings',
        url: '/leave-settings',
        access: ROUTE_ACCESS.leaveSettings,
      },
    ],
  },
];

/** Layout pages that are not menu entries but still need a top-bar title. */
const EXTRA_ITEMS: readonly MenuItem[] = [
  {
    id: 'recruitment-officer',
    title: 'Recruitment Officer',
    url: '/recruitmentOfficer',
    access: ROUTE_ACCESS.recruitmentOfficer,
  },
];

/** Pages that belong to a menu entry with another URL: the entry stays active on them. */
const ALIASES: readonly { url: string; itemId: string }[] = [
  { url: '/selreq', itemId: 'recruitment-tracking' },
  { url: '/employee', itemId: 'employee-management' },
];

/** The groups and items the viewer may open; a group with no visible item is left out. */
export function visibleMenu(viewer: Viewer | null): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => canAccess(viewer, item.access)),
  })).filter((group) => group.items.length > 0);
}

/** The drawer's active item (spec section 2: id, title, url, canAccess with default true). */
export interface ActiveItem {
  id: string;
  title: string;
  url: string;
  canAccess: boolean;
}

const ALL_ITEMS: readonly MenuItem[] = [...MENU.flatMap((group) => group.items), ...EXTRA_ITEMS];

const matches = (pathname: string, url: string) => pathname === url || pathname.startsWith(`${url}/`);

/** The item the URL belongs to (/jobreq/5 -> Recruitment Dashboard); the product name on other pages. */
export function activeItemFor(pathname: string, viewer: Viewer | null): ActiveItem {
  const alias = ALIASES.find((a) => matches(pathname, a.url));
  const item = alias
    ? ALL_ITEMS.find((i) => i.id === alias.itemId)
    : ALL_ITEMS.find((i) => matches(pathname, i.url));
  if (!item) return { id: 'none', title: APP_NAME, url: pathname, canAccess: true };
  return { id: item.id, title: item.title, url: item.url, canAccess: canAccess(viewer, item.access) };
}
