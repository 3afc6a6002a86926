import { landingRoute, MY_APPLICATIONS_PAGE, parseRoles, ROLES, SET_PASSWORD_PAGE } from '@hr/contracts';
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteObject,
  useLocation,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
import { type AccessRule, canAccess, LAYOUT, needs, ROUTE_ACCESS } from '../shared/auth/access';
import { useAuth } from '../shared/auth/auth-context';
import { RequireAccess } from '../shared/auth/guards';
import { type LazyPage, lazyPage } from '../shared/ui/lazy-page';
import { PageFrame, PageLoading } from '../shared/ui/page-frame';
import { LayoutLoading } from './layout/layout-loading';

/**
 * A lazy page or layout that reads or saves data: its chunk and the query cache and toasts
 * (data-providers.tsx) load side by side, and the page renders inside those providers.
 */
const withData = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(() =>
    Promise.all([load(), import('./data-providers')]).then(([{ default: Page }, { DataProviders }]) => ({
      default: function WithData() {
        return (
          <DataProviders>
            <Page />
          </DataProviders>
        );
      },
    })),
  );

// Every page and both layouts are chunks of their own: the entry holds only the router and providers,
// so the login page loads none of the shell.
const AppLayout = withData(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const ApplicantLayout = withData(() =>
  import('./layout/applicant-layout').then((m) => ({ default: m.ApplicantLayout })),
);
const HomePage = lazyPage(() => import('../features/home/pages/home-page'));
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'));
const NotFoundPage = lazyPage(() => import('../shared/ui/not-found-page'));
const RequisitionsPage = lazyPage(
  () => import('../features/requisitions/pages/requisitions-page'),
  'Recruitment Dashboard',
);
const RequisitionPage = lazyPage(() => import('../features/requisitions/pages/requisition-page'));
const RecruitmentTrackingPage = lazyPage(() => import('../features/dashboards/pages/tracking-page'));
const ManagerDashboardPage = lazyPage(
  () => import('../features/dashboards/pages/manager-dashboard-page'),
  'Recruitment Manager',
);
const OfficerDashboardPage = lazyPage(
  () => import('../features/dashboards/pages/officer-dashboard-page'),
  'Recruitment Officer',
);
const ApplicantTrackingPage = lazyPage(
  () => import('../features/applications/pages/applicant-tracking-page'),
);
const OnboardingRequisitionsPage = lazyPage(
  () => import('../features/applications/pages/applicant-onboarding-page'),
);
const ApplicationRecordPage = lazyPage(() => import('../features/applications/pages/application-record'));
const ApplicationScreeningPage = lazyPage(
  () => import('../features/applications/pages/application-screening'),
);
const HrModulePage = lazyPage(() => import('../features/applications/pages/hr-module-page'));
const LearningLayout = lazyPage(
  () => import('../features/learning/pages/learning-layout'),
  'Learning Management',
);
const LearningHomePage = lazyPage(() => import('../features/learning/pages/learning-home-page'));
const MyLearningPage = lazyPage(() => import('../features/learning/pages/my-learning-page'));
const CoursesPage = lazyPage(() => import('../features/learning/pages/courses-page'));
const AssignmentsPage = lazyPage(() => import('../features/learning/pages/assignments-page'));
const CompliancePage = lazyPage(() => import('../features/learning/pages/compliance-page'));
const LeavePage = lazyPage(() => import('../features/leave/pages/leave-page'));
const LeaveSettingsPage = lazyPage(() => import('../features/leave/pages/leave-settings-page'));
const LeaveDecisionPage = withData(() => import('../features/leave/pages/leave-decision-page'));
const ReportsPage = lazyPage(
  () => import('../features/reports/pages/reports-page'),
  'Human Resource Reports',
);
const EmployeesPage = lazyPage(
  () => import('../features/employees/pages/employees-page'),
  'Employee Management',
);
const EmployeePage = lazyPage(() => import('../features/employees/pages/employee-page'));
const EmployeePackPage = lazyPage(() => import('../features/employee-pack/pages/employee-pack-page'));
const NotificationsPage = lazyPage(() => import('../features/email/pages/notifications-page'));
const ReferenceDataPage = lazyPage(() => import('../features/reference-data/pages/reference-data-page'));
const OutboxPage = lazyPage(() => import('../features/email/pages/outbox-page'));
const OfferLetterPage = lazyPage(() => import('../features/letters/pages/offer-letter-page'));
const MyApplicationsPage = lazyPage(() => import('../features/my-applications/pages/my-applications-page'));
const ContractLetterPage = lazyPage(() => import('../features/letters/pages/contract-letter-page'));
// Outside both layouts, so it brings the query cache itself.
const MyPapersPage = withData(() => import('../features/employees/pages/my-papers-page'));
const ApprovalLinkPage = withData(() => import('../features/approvals/pages/approval-link-page'));
const UsersPage = lazyPage(() => import('../features/users/pages/users-page'));
const AuditPage = lazyPage(() => import('../features/audit/pages/audit-page'));
const SetPasswordPage = withData(() => import('../features/auth/pages/set-password-page'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page'));

/** A top-level page outside any layout, with its own loading and error frame. */
const standalone = (Page: ComponentType) => (
  <PageFrame>
    <Page />
  </PageFrame>
);

/** A page that needs more than the layout's own rule; the layout already frames it. */
const guarded = (rule: AccessRule, Page: ComponentType) => (
  <RequireAccess rule={rule}>
    <Page />
  </RequireAccess>
);

/**
 * A route's handle is its lazy page or layout: `preloadRoute` starts loading its chunk before React
 * reaches it, and its fixed heading (`title`) shows while the app layout's code loads.
 */
type RouteHandle = Pick<LazyPage, 'preload' | 'title'>;

const page = (path: string, rule: AccessRule, Page: LazyPage): RouteObject => ({
  path,
  element: guarded(rule, Page),
  handle: Page,
});

/**
 * A layout route's content, rendered once the browser has painted its loading frame: only then do the
 * layout's and the page's chunks start loading, side by side (`preloadRoute`). Lighthouse's simulated
 * slow phone counts every request that ended before a paint as that paint's dependency, so the frame
 * and the page's heading (the largest paint) were charged with some 45 chunk requests they never
 * waited for. The cost: those requests start one frame later.
 */
function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame callback runs before that frame's paint; the timers after it. Requesting the chunks
    // (preloadRoute's timers) and rendering the layout are tasks of their own (a slow phone's main
    // thread is free between them), and the render is a transition, in slices.
    const frame = requestAnimationFrame(() => {
      preloadRoute(window.location.pathname);
      setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? children : fallback;
}

/** The app layout's loading frame, with the heading of the page the URL names. */
function AppLayoutLoading() {
  const { pathname } = useLocation();
  const titled = matchRoutes(routes, pathname)?.findLast(
    (match) => (match.route.handle as RouteHandle | undefined)?.title,
  );
  return <LayoutLoading title={(titled?.route.handle as RouteHandle | undefined)?.title} />;
}
const standaloneRoute = (path: string, Page: LazyPage): RouteObject => ({
  path,
  element: standalone(Page),
  handle: Page,
});

/** `/`: the home page for visitors, the landing route for signed-in users. */
function RootRoute() {
  const { token, roles } = useAuth();
  return token ? <Navigate to={landingRoute(roles)} replace /> : standalone(HomePage);
}

/**
 * `/login`: the form for visitors; a signed-in user goes to their landing page (issue 31). Decided
 * here, in the entry, so the login chunk gains nothing.
 */
function LoginRoute() {
  const { token, roles } = useAuth();
  return token ? <Navigate to={landingRoute(roles)} replace /> : standalone(LoginPage);
}

/**
 * The applicant's letter pages (ROUTE_ACCESS.offerLetter). A visitor with the emailed `?code=` gets
 * the layout too: the page registers them first, and the layout (with its toasts) stays mounted as
 * they sign in. One without a code signs in at /login (which lands applicants on /offer-letter);
 * an Employee (a hired applicant following an old link) goes to the letters on their record; other
 * signed-in users see the denied page.
 */
function ApplicantRoutes() {
  const { viewer } = useAuth();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // A link whose code was cut to nothing still opens the page, which says the link is damaged.
  // "Your applications" signs a registered applicant in on the page itself (their emailed link has no code).
  if (!viewer && !params.has('code') && pathname !== MY_APPLICATIONS_PAGE)
    return <Navigate to="/login" replace />;
  if (viewer && !canAccess(viewer, ROUTE_ACCESS.offerLetter)) {
    const denied = <RequireAccess rule={ROUTE_ACCESS.offerLetter} />;
    // A hired applicant's old letter links lead to the letters on their employee record.
    if (!parseRoles(viewer.roles).includes(ROLES.EMPLOYEE)) return denied;
    return (
      <PageFrame>
        <MyPapersPage />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <AfterFirstPaint fallback={<PageLoading />}>
        <ApplicantLayout />
      </AfterFirstPaint>
    </PageFrame>
  );
}

/** Spec section 2. Layout routes are blocked for the applicant-only kind by the layout guard. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRoute /> },
  standaloneRoute('/homePage', HomePage),
  { path: '/login', element: <LoginRoute />, handle: LoginPage },
  // ROUTE_ACCESS.approvalLink (public): the emailed one-time token is the proof, no sign-in needed.
  standaloneRoute('/approval/:token', ApprovalLinkPage),
  // ROUTE_ACCESS.leaveDecisionLink (public): the manager's emailed one-time link for a leave request.
  standaloneRoute('/leave-decision/:token', LeaveDecisionPage),
  // ROUTE_ACCESS.setPassword and forgotPassword (public): an invitation's or reset's one-time link.
  standaloneRoute(SET_PASSWORD_PAGE, SetPasswordPage),
  standaloneRoute('/forgot-password', ForgotPasswordPage),
  {
    element: (
      <RequireAccess rule={LAYOUT}>
        <PageFrame fallback={<AppLayoutLoading />}>
          <AfterFirstPaint fallback={<AppLayoutLoading />}>
            <AppLayout />
          </AfterFirstPaint>
        </PageFrame>
      </RequireAccess>
    ),
    handle: AppLayout,
    children: [
      page('/jobreq', ROUTE_ACCESS.jobreq, RequisitionsPage),
      // Creating a requisition needs JOB_POSTING, as the server's create call does.
      page('/jobreq/new', needs('JOB_POSTING'), RequisitionPage),
      page('/jobreq/:id', ROUTE_ACCESS.jobreq, RequisitionPage),
      page('/recruitmentManager', ROUTE_ACCESS.recruitmentManager, ManagerDashboardPage),
      page('/recruitmentOfficer', ROUTE_ACCESS.recruitmentOfficer, OfficerDashboardPage),
      page('/reqsch', ROUTE_ACCESS.reqsch, RecruitmentTrackingPage),
      page('/selreq', ROUTE_ACCESS.selreq, RecruitmentTrackingPage),
      {
        path: '/reqsum',
        element: guarded(ROUTE_ACCESS.reqsum, LearningLayout),
        handle: LearningLayout,
        // Each tab is a chunk of its own; a tab's own rule (HR's assignments) guards it as the server does.
        children: [
          { index: true, element: <LearningHomePage />, handle: LearningHomePage },
          page('mine', ROUTE_ACCESS.reqsum, MyLearningPage),
          page('courses', ROUTE_ACCESS.reqsum, CoursesPage),
          page('assignments', needs('ONBOARDING'), AssignmentsPage),
          page('compliance', ROUTE_ACCESS.reqsum, CompliancePage),
        ],
      },
      page('/appsch', ROUTE_ACCESS.appsch, ApplicantTrackingPage),
      page('/appsch/:id', ROUTE_ACCESS.appschRecord, ApplicationScreeningPage),
      page('/appsrn', ROUTE_ACCESS.appsrn, LeavePage),
      page('/appfrm', ROUTE_ACCESS.appfrm, OnboardingRequisitionsPage),
      page('/appfrm/:id', ROUTE_ACCESS.appfrm, ApplicationRecordPage),
      page('/canprf', ROUTE_ACCESS.canprf, ReportsPage),
      page('/apponb', ROUTE_ACCESS.apponb, EmployeesPage),
      page('/hr-modules', ROUTE_ACCESS.hrModules, HrModulePage),
      page('/employeePack', ROUTE_ACCESS.employeePack, EmployeePackPage),
      page('/notifications', ROUTE_ACCESS.notifications, NotificationsPage),
      page('/referenceData', ROUTE_ACCESS.referenceData, ReferenceDataPage),
      page('/outbox', ROUTE_ACCESS.outbox, OutboxPage),
      page('/users', ROUTE_ACCESS.users, UsersPage),
      page('/audit', ROUTE_ACCESS.audit, AuditPage),
      page('/employee/:employeId', ROUTE_ACCESS.employee, EmployeePage),
      page('/leave-settings', ROUTE_ACCESS.leaveSettings, LeaveSettingsPage),
    ],
  },
  {
    element: <ApplicantRoutes />,
    handle: ApplicantLayout,
    children: [
      { path: '/offer-letter', element: <OfferLetterPage />, handle: OfferLetterPage },
      { path: MY_APPLICATIONS_PAGE, element: <MyApplicationsPage />, handle: MyApplicationsPage },
      {
        path: '/contract-letter/:contractId',
        element: <ContractLetterPage />,
        handle: ContractLetterPage,
      },
    ],
  },
  standaloneRoute('*', NotFoundPage),
];

/**
 * The routes in declarative mode (inside main.tsx's BrowserRouter): the app uses no loaders, actions
 * or fetchers, and without createBrowserRouter the data router stays out of the login page's bundle.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the chunks of every route matching `pathname` at once: React reaches a page only
 * after its layout's chunk has loaded and rendered, which on a slow network is a second round trip
 * before the page can paint.
 */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    // Each in a task of its own: inserting a chunk's modulepreload links (some 20 for the layout, 25
    // for a list page) is main-thread work a slow phone feels.
    setTimeout(() => (match.route.handle as RouteHandle | undefined)?.preload());
  }
}
