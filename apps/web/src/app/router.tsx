import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { FlowId } from '@app/domain/flows/flow-definitions';
import { LEGAL_PAGE_KEYS } from '@app/domain/constants/legal-pages';
import { signupEntryStep } from '@app/domain/flows/flow-definitions';
import { TREATMENT_CATEGORY_NAMES } from '@app/domain/constants/treatment-categories';
import { RouteErrorPage } from '../components/ui/route-error-page';
import { RootLayout } from './layout/root-layout';

// Every page is its own chunk (React.lazy wants a default export, ours are named), which keeps the
// entry chunk to the shell.
const HomeRedirectRoute = lazy(() =>
  import('./routes/home-redirect-route').then((m) => ({ default: m.HomeRedirectRoute })),
);
const GetStartedRedirectRoute = lazy(() =>
  import('./routes/get-started-redirect-route').then((m) => ({ default: m.GetStartedRedirectRoute })),
);
const EligibilityRoute = lazy(() =>
  import('./routes/eligibility-route').then((m) => ({ default: m.EligibilityRoute })),
);
const RegisterRoute = lazy(() => import('./routes/register-route').then((m) => ({ default: m.RegisterRoute })));
const SignupRoute = lazy(() => import('./routes/signup-route').then((m) => ({ default: m.SignupRoute })));
const IneligibleRoute = lazy(() =>
  import('./routes/ineligible-route').then((m) => ({ default: m.IneligibleRoute })),
);
const LoginRoute = lazy(() => import('./routes/login-route').then((m) => ({ default: m.LoginRoute })));
const LogoutRoute = lazy(() => import('./routes/logout-route').then((m) => ({ default: m.LogoutRoute })));
const SignupStepRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.SignupStepRoute })));
const FixedFlowStepRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.FixedFlowStepRoute })));
const FlowEntryRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.FlowEntryRoute })));
const VisitRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.VisitRoute })));
const VisitStartRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.VisitStartRoute })));
const VisitAuthRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.VisitAuthRoute })));
const LegacySmsVerificationRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.LegacySmsVerificationRoute })));
const VisitStatusRoute = lazy(() => import('./routes/flow-routes').then((m) => ({ default: m.VisitStatusRoute })));
const AllSetPage = lazy(() => import('../features/completion/components/all-set-page').then((m) => ({ default: m.AllSetPage })));
const DashboardRoute = lazy(() => import('./routes/dashboard-route').then((m) => ({ default: m.DashboardRoute })));
const LegalRoute = lazy(() => import('./routes/legal-route').then((m) => ({ default: m.LegalRoute })));
const DevOutboxPage = lazy(() => import('../features/messaging/components/dev-outbox-page').then((m) => ({ default: m.DevOutboxPage })));
const GuardianRoute = lazy(() => import('./routes/guardian-route').then((m) => ({ default: m.GuardianRoute })));
const NiceToSeeYouAgainRoute = lazy(() =>
  import('./routes/nice-to-see-you-again-route').then((m) => ({ default: m.NiceToSeeYouAgainRoute })),
);
const WelcomeRoute = lazy(() => import('./routes/brand-transfer-routes').then((m) => ({ default: m.WelcomeRoute })));
const WelcomeRegisterRoute = lazy(() => import('./routes/brand-transfer-routes').then((m) => ({ default: m.WelcomeRegisterRoute })));
const AvailabilityNoticeRoute = lazy(() => import('./routes/brand-transfer-routes').then((m) => ({ default: m.AvailabilityNoticeRoute })));
const DeletingOldAccountRoute = lazy(() => import('./routes/brand-transfer-routes').then((m) => ({ default: m.DeletingOldAccountRoute })));
const VisitSurveyRoute = lazy(() => import('./routes/survey-routes').then((m) => ({ default: m.VisitSurveyRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found-route').then((m) => ({ default: m.NotFoundRoute })));

/**
 * Routes of 001 §2.7 whose screens are not built yet. They are declared so that the table is
 * complete and each later screen replaces one line; until then they show the not-found page.
 */
const PLANNED_PATHS = [
  // App routes
  '/checkout',
  '/find-your-treatment',
  '/not-found',
  '/product-selection',
  // Legacy pages on the app host
  '/dashboard/message-provider',
  '/dashboard/resubscribe/:category',
  '/dashboard/shipments',
  '/patient-dashboard/manage-subscription/customize',
  // Marketing-site and storefront pages
  '/shop',
  '/auth/signup',
  '/dashboard/prescriptions',
] as const;

// Built per category from the flow table, so a new category or renamed first step needs no edit here.
const signupStepRoutes: RouteObject[] = TREATMENT_CATEGORY_NAMES.flatMap((category) => [
  {
    path: `/get-started/${category}/${signupEntryStep(category)}`,
    element: <EligibilityRoute category={category} />,
  },
  { path: `/get-started/${category}/register`, element: <RegisterRoute category={category} /> },
]);

// Which flow a url segment names; an unknown segment is a not-found page.
const newTreatmentFlow = (x: string): FlowId | undefined => (x === 'skin' || x === 'hair' ? `new-treatment-${x}` : undefined);
const oneTimeFlow = (x: string): FlowId | undefined => (x === 'skin' ? 'one-time-rx-skin' : undefined);
const resubscriptionFlow = (): FlowId => 'resubscription';
const surveyFlow = (x: string): FlowId | undefined => (x === 'medical-history-update' ? x : undefined);

const flowRoutes: RouteObject[] = [
  { path: '/get-started/:category/:step', element: <SignupStepRoute /> },
  { path: '/get-started/skin/all-set', element: <AllSetPage /> },
  { path: '/start/skin', element: <Navigate to="/get-started/skin" replace /> },
  { path: '/new-treatment/:x', element: <FlowEntryRoute flowFor={newTreatmentFlow} /> },
  { path: '/new-treatment/:x/:step', element: <FixedFlowStepRoute flowFor={newTreatmentFlow} /> },
  { path: '/get-started-one-time/:x', element: <FlowEntryRoute flowFor={oneTimeFlow} /> },
  // The one-time Rx survey comes before the account, so its register step is a page of its own.
  { path: '/get-started-one-time/skin/register', element: <RegisterRoute category="skin" flow="one-time-rx-skin" /> },
  { path: '/get-started-one-time/:x/:step', element: <FixedFlowStepRoute flowFor={oneTimeFlow} /> },
  { path: '/renewal', element: <FlowEntryRoute flowFor={resubscriptionFlow} /> },
  { path: '/renewal-ne', element: <FlowEntryRoute flowFor={resubscriptionFlow} /> },
  { path: '/renewal/:step', element: <FixedFlowStepRoute flowFor={resubscriptionFlow} /> },
  { path: '/survey/:x', element: <FlowEntryRoute flowFor={surveyFlow} /> },
  { path: '/survey/:x/:step', element: <FixedFlowStepRoute flowFor={surveyFlow} /> },
  { path: '/c/:x/:y', element: <VisitSurveyRoute /> },
  { path: '/v/:x', element: <VisitRoute /> },
  { path: '/v/start/:x', element: <VisitStartRoute /> },
  { path: '/v/auth/:x', element: <VisitAuthRoute /> },
  { path: '/v/status/:x', element: <VisitStatusRoute /> },
  { path: '/signup/sms-verification', element: <LegacySmsVerificationRoute /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', element: <HomeRedirectRoute /> },
          { path: '/get-started/:category', element: <GetStartedRedirectRoute /> },
          ...signupStepRoutes,
          ...flowRoutes,
          ...LEGAL_PAGE_KEYS.map((page) => ({ path: `/${page}`, element: <LegalRoute page={page} /> })),
          { path: '/ineligible/:reason', element: <IneligibleRoute /> },
          { path: '/auth/login', element: <LoginRoute /> },
          { path: '/guardian', element: <GuardianRoute /> },
          { path: '/auth/nice-to-see-you-again', element: <NiceToSeeYouAgainRoute /> },
          { path: '/auth/welcome', element: <WelcomeRoute /> },
          { path: '/auth/welcome/register', element: <WelcomeRegisterRoute /> },
          { path: '/auth/welcome/availability-notice', element: <AvailabilityNoticeRoute /> },
          { path: '/auth/welcome/deleting-old-account', element: <DeletingOldAccountRoute /> },
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/dev/outbox', element: <DevOutboxPage /> },
          { path: '/logout', element: <LogoutRoute /> },
          { path: '/signup', element: <SignupRoute /> },
          ...PLANNED_PATHS.map((path) => ({ path, element: <NotFoundRoute /> })),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
