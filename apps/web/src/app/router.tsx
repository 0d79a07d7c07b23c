import { isValidElement, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { type FlowId, signupEntryStep } from '@app/domain/flows';
import { LEGAL_PAGE_KEYS, TREATMENT_CATEGORY_NAMES, type TreatmentCategoryName } from '@app/domain/constants';
import { LoadingScreen } from '../components/ui/loading-screen';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { RedirectKeepingSearch } from './routes/redirect-keeping-search';

const EligibilityRoute = lazyPage(() => import('./routes/eligibility-route'), 'EligibilityRoute');
const RegisterRoute = lazyPage(() => import('./routes/register-route'), 'RegisterRoute');
const SignupRoute = lazyPage(() => import('./routes/signup-route'), 'SignupRoute');
const OtcSignupRoute = lazyPage(() => import('./routes/otc-signup-route'), 'OtcSignupRoute');
const IneligibleRoute = lazyPage(() => import('./routes/ineligible-route'), 'IneligibleRoute');
const LoginRoute = lazyPage(() => import('./routes/login-route'), 'LoginRoute');
const SignInLinkRoute = lazyPage(() => import('./routes/login-route'), 'SignInLinkRoute');
const LogoutRoute = lazyPage(() => import('./routes/logout-route'), 'LogoutRoute');
const SignupStepRoute = lazyPage(() => import('./routes/flow-routes'), 'SignupStepRoute');
const FixedFlowStepRoute = lazyPage(() => import('./routes/flow-routes'), 'FixedFlowStepRoute');
const FlowEntryRoute = lazyPage(() => import('./routes/flow-routes'), 'FlowEntryRoute');
const VisitRoute = lazyPage(() => import('./routes/flow-routes'), 'VisitRoute');
const VisitStartRoute = lazyPage(() => import('./routes/flow-routes'), 'VisitStartRoute');
const VisitAuthRoute = lazyPage(() => import('./routes/flow-routes'), 'VisitAuthRoute');
const OpenVisitStepRoute = lazyPage(() => import('./routes/flow-routes'), 'OpenVisitStepRoute');
const VisitStatusRoute = lazyPage(() => import('./routes/flow-routes'), 'VisitStatusRoute');
const AllSetPage = lazyPage(() => import('../features/completion/components/all-set-page'), 'AllSetPage');
const DashboardRoute = lazyPage(() => import('./routes/dashboard-route'), 'DashboardRoute');
const LegalRoute = lazyPage(() => import('./routes/legal-route'), 'LegalRoute');
const DevOutboxPage = lazyPage(() => import('../features/messaging/components/dev-outbox-page'), 'DevOutboxPage');
const GuardianRoute = lazyPage(() => import('./routes/guardian-route'), 'GuardianRoute');
const NiceToSeeYouAgainRoute = lazyPage(() => import('./routes/nice-to-see-you-again-route'), 'NiceToSeeYouAgainRoute');
const WelcomeRoute = lazyPage(() => import('./routes/brand-transfer-routes'), 'WelcomeRoute');
const WelcomeRegisterRoute = lazyPage(() => import('./routes/brand-transfer-routes'), 'WelcomeRegisterRoute');
const AvailabilityNoticeRoute = lazyPage(() => import('./routes/brand-transfer-routes'), 'AvailabilityNoticeRoute');
const DeletingOldAccountRoute = lazyPage(() => import('./routes/brand-transfer-routes'), 'DeletingOldAccountRoute');
const VisitSurveyRoute = lazyPage(() => import('./routes/survey-routes'), 'VisitSurveyRoute');
const FindYourTreatmentRoute = lazyPage(() => import('./routes/find-your-treatment-route'), 'FindYourTreatmentRoute');
const ProductDetailRegisterRoute = lazyPage(() => import('./routes/product-detail-register-route'), 'ProductDetailRegisterRoute');
const ResubscribeRoute = lazyPage(() => import('./routes/resubscribe-routes'), 'ResubscribeRoute');
const ShipmentsRoute = lazyPage(() => import('./routes/shipments-route'), 'ShipmentsRoute');
const AccountSecurityRoute = lazyPage(() => import('./routes/account-security-route'), 'AccountSecurityRoute');
const PrescriptionsRoute = lazyPage(() => import('./routes/prescriptions-route'), 'PrescriptionsRoute');
const SafetyCheckRoute = lazyPage(() => import('./routes/safety-check-route'), 'SafetyCheckRoute');
const MessageProviderRoute = lazyPage(() => import('./routes/message-provider-route'), 'MessageProviderRoute');
const ManageSubscriptionRoute = lazyPage(() => import('./routes/manage-subscription-route'), 'ManageSubscriptionRoute');
const OneTapRoute = lazyPage(() => import('./routes/one-tap-route'), 'OneTapRoute');
const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'), 'NotFoundRoute');
const ShopRoutes = lazyPage(() => import('./routes/shop-routes'), 'ShopRoutes');
// The care team's whole side (sign-in, provider portal, operator console) is one chunk with its own
// routes, layout and chunks per area: one name here for the entry's budget (ADR 117).
const StaffApp = lazyPage(() => import('./staff/staff-app'), 'StaffApp');

/**
 * Routes of 001 §2.7 whose screens are not built yet. They are declared so that the table is
 * complete and each later screen replaces one line; until then they show the not-found page.
 */
const PLANNED_PATHS = [
  // App routes
  '/not-found',
] as const;

// Built per category from the flow table, so a new category or renamed first step needs no edit here.
// `/get-started/{category}` starts the category's flow at its first step; `/` starts the skin one.
const signupEntryPath = (category: TreatmentCategoryName) => `/get-started/${category}/${signupEntryStep(category)}`;
const signupStepRoutes: RouteObject[] = TREATMENT_CATEGORY_NAMES.flatMap((category) => [
  { path: `/get-started/${category}`, element: <RedirectKeepingSearch pathname={signupEntryPath(category)} /> },
  { path: signupEntryPath(category), element: <EligibilityRoute category={category} /> },
  { path: `/get-started/${category}/register`, element: <RegisterRoute category={category} /> },
]);

// Which flow a url segment names; an unknown segment is a not-found page.
const newTreatmentFlow = (x: string): FlowId | undefined => (x === 'skin' || x === 'hair' ? `new-treatment-${x}` : undefined);
const oneTimeFlow = (x: string): FlowId | undefined => (x === 'skin' ? 'one-time-rx-skin' : undefined);
const productDetailFlow = (x: string): FlowId | undefined => (x === 'skin' ? 'product-detail-trial' : undefined);
const resubscriptionFlow = (): FlowId => 'resubscription';
const nonExpeditedRenewalFlow = (): FlowId => 'resubscription-non-expedited';
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
  // The product-detail page's free trial (001 §2.6): the bundle is shown before the account.
  { path: '/free-trial/:x', element: <FlowEntryRoute flowFor={productDetailFlow} /> },
  { path: '/free-trial/skin/register', element: <ProductDetailRegisterRoute /> },
  { path: '/free-trial/:x/:step', element: <FixedFlowStepRoute flowFor={productDetailFlow} /> },
  { path: '/renewal', element: <FlowEntryRoute flowFor={resubscriptionFlow} /> },
  { path: '/renewal/:step', element: <FixedFlowStepRoute flowFor={resubscriptionFlow} /> },
  { path: '/renewal-ne', element: <FlowEntryRoute flowFor={nonExpeditedRenewalFlow} /> },
  { path: '/renewal-ne/:step', element: <FixedFlowStepRoute flowFor={nonExpeditedRenewalFlow} /> },
  { path: '/survey/:x', element: <FlowEntryRoute flowFor={surveyFlow} /> },
  { path: '/survey/:x/:step', element: <FixedFlowStepRoute flowFor={surveyFlow} /> },
  { path: '/c/:x/:y', element: <VisitSurveyRoute /> },
  { path: '/v/:x', element: <VisitRoute /> },
  { path: '/v/start/:x', element: <VisitStartRoute /> },
  { path: '/v/auth/:x', element: <VisitAuthRoute /> },
  { path: '/v/status/:x', element: <VisitStatusRoute /> },
  { path: '/signup/sms-verification', element: <OpenVisitStepRoute path="/signup/sms-verification" step="sms-verification" fallback="/get-started/skin" /> },
  { path: '/product-selection', element: <OpenVisitStepRoute path="/product-selection" step="product-selection" fallback="/dashboard" /> },
  { path: '/checkout', element: <OpenVisitStepRoute path="/checkout" step="checkout" fallback="/dashboard" /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RedirectKeepingSearch pathname={signupEntryPath('skin')} /> },
      ...signupStepRoutes,
      ...flowRoutes,
      ...LEGAL_PAGE_KEYS.map((page) => ({ path: `/${page}`, element: <LegalRoute page={page} /> })),
      { path: '/ineligible/:reason', element: <IneligibleRoute /> },
      { path: '/auth/login', element: <LoginRoute /> },
      { path: '/auth/signup', element: <OtcSignupRoute /> },
      { path: '/auth/sign-in-link', element: <SignInLinkRoute /> },
      { path: '/guardian', element: <GuardianRoute /> },
      { path: '/auth/nice-to-see-you-again', element: <NiceToSeeYouAgainRoute /> },
      { path: '/auth/welcome', element: <WelcomeRoute /> },
      { path: '/auth/welcome/register', element: <WelcomeRegisterRoute /> },
      { path: '/auth/welcome/availability-notice', element: <AvailabilityNoticeRoute /> },
      { path: '/auth/welcome/deleting-old-account', element: <DeletingOldAccountRoute /> },
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/dashboard/shipments', element: <ShipmentsRoute /> },
      { path: '/dashboard/prescriptions', element: <PrescriptionsRoute /> },
      { path: '/dashboard/account', element: <AccountSecurityRoute /> },
      { path: '/dashboard/safety-check/:subscriptionId', element: <SafetyCheckRoute /> },
      { path: '/dashboard/message-provider', element: <MessageProviderRoute /> },
      { path: '/dashboard/resubscribe/:category', element: <ResubscribeRoute /> },
      { path: '/patient-dashboard/manage-subscription/customize', element: <ManageSubscriptionRoute /> },
      { path: '/box/one-tap', element: <OneTapRoute /> },
      { path: '/dev/outbox', element: <DevOutboxPage /> },
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/signup', element: <SignupRoute /> },
      { path: '/find-your-treatment', element: <FindYourTreatmentRoute /> },
      { path: '/shop/*', element: <ShopRoutes /> },
      ...PLANNED_PATHS.map((path) => ({ path, element: <NotFoundRoute /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    // Beside the patient site's shell, not in it: the staff app draws its own header.
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: '/staff/*', element: <StaffApp area="staff" /> },
      { path: '/care/*', element: <StaffApp area="care" /> },
      { path: '/ops/*', element: <StaffApp area="ops" /> },
      { path: '/admin/*', element: <StaffApp area="admin" /> },
    ],
  },
];

/**
 * The app's screens, for a `<BrowserRouter>` (or a `<MemoryRouter>` in tests). The declarative
 * router keeps the data router's code out of the entry (ADR 094); a page that fails shows the
 * error page inside the shell (RootLayout's boundary), and a failing shell shows it alone.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{screen}</RouteErrorBoundary>;
}

interface ScreenLocation {
  pathname: string;
  search: string;
}

/**
 * Where a page load of `location` shows its screen: the target of the table's redirect
 * (`/get-started/skin` → its first step, keeping the query), else `location` itself.
 */
export function screenLocation(location: ScreenLocation): ScreenLocation {
  const element = matchRoutes(routes, location.pathname)?.at(-1)?.route.element;
  if (isValidElement<{ pathname: string }>(element) && element.type === RedirectKeepingSearch) {
    return { pathname: element.props.pathname, search: location.search };
  }
  return location;
}

/** Downloads the chunks of the pages that draw `pathname`, so its first render is the page. */
export async function preloadScreen(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.element);
  await Promise.all(
    pages.map((element) => {
      const type: unknown = isValidElement(element) ? element.type : undefined;
      return typeof type === 'function' && 'preload' in type ? (type as LazyPage<unknown>).preload() : undefined;
    }),
  );
}
