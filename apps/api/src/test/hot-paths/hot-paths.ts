import type { HotPathClient, HotPathDeps, HotPathMethod } from './hot-path-client';
import { activationBody, patientReadyToPay, SELECTION_DATA_PATH, type Subjects } from './hot-path-subjects';

// Every call a patient, provider or operator makes routinely (issue 27, ADR 126): measured by
// `npm run bench -- --large` and held by hot-path-plans.int.test.ts to a fixed number of
// statements and to plans without a sequential scan. A new routine call is one entry here.

export interface HotPathCall<C> {
  client: C;
  method: HotPathMethod;
  url: string;
  body?: unknown;
  /** Where the call comes from when that must vary per call (a per-address limit); otherwise the client's own address. */
  address?: string;
}

/** What the bench holds a path to at the large volume (ADR 126); every path is also held to 1.2x of empty. */
export interface HotPathGoals {
  /** Requests a second at 50 connections, at least this share of the bare `SELECT 1` server's. */
  shareOfReference?: number;
  /** At least this share of a bare server sending exactly the path's own statements. */
  shareOfSameStatements?: number;
  /** p99 at most `p99Ms` with requests arriving at a steady `rate` a second (latency is what this path promises). */
  steady?: { rate: number; p99Ms: number };
}

interface RepeatedPath {
  name: string;
  /** The n-th call of the path (n from 0): most are the same every time. */
  call: <C extends HotPathClient>(subjects: Subjects<C>, n: number) => HotPathCall<C>;
  /** Calls differ from one to the next (the bench then builds each request). */
  isVaried?: boolean;
  goals?: HotPathGoals;
  prepare?: never;
}

interface PreparedPath {
  name: string;
  /** A call with set-up of its own that the call consumes (a patient pays once): timed one call at a time. */
  prepare: <C extends HotPathClient>(deps: HotPathDeps<C>) => Promise<HotPathCall<C>>;
  call?: never;
  isVaried?: never;
  goals?: never;
}

export type HotPath = RepeatedPath | PreparedPath;

const get = <C>(client: C, url: string): HotPathCall<C> => ({ client, method: 'GET', url });
const SKIN_TYPES = ['oily', 'dry', 'combination', 'normal', 'sensitive'];

export const HOT_PATHS: readonly HotPath[] = [
  { name: 'GET /api/auth/csrf (visitor)', call: (s) => get(s.visitor, '/api/auth/csrf') },
  { name: 'GET /api/patient', call: (s) => get(s.patient.client, '/api/patient'), goals: { shareOfReference: 0.35 } },
  {
    name: 'GET /api/visits/{uuid} (visit view)',
    call: (s) => get(s.patient.client, `/api/visits/${s.patient.uuid}`),
    goals: { shareOfReference: 0.2, shareOfSameStatements: 0.8 },
  },
  {
    name: 'POST /api/visits/{uuid}/response (answer save)',
    // Each save changes the answer, so every one writes; they go to the open visits in turn.
    call: (s, n) => {
      const visit = s.openVisits[n % s.openVisits.length]!;
      const response = { question: 'skin_type', answer: SKIN_TYPES[n % SKIN_TYPES.length], answeredAt: new Date().toISOString() };
      return { client: visit.client, method: 'POST', url: `/api/visits/${visit.uuid}/response`, body: { context: visit.context, response } };
    },
    isVaried: true,
    goals: { steady: { rate: 200, p99Ms: 50 } },
  },
  { name: 'GET selection data (skin sign-up)', call: (s) => get(s.atSelection.client, SELECTION_DATA_PATH) },
  {
    name: 'POST /app/patient/payment/activate-trial',
    prepare: async (deps) => {
      const { client } = await patientReadyToPay(deps);
      return { client, method: 'POST', url: '/app/patient/payment/activate-trial', body: activationBody() };
    },
  },
  { name: 'GET /api/visits (dashboard)', call: (s) => get(s.patient.client, '/api/visits') },
  { name: 'GET /api/patient/subscriptions (dashboard)', call: (s) => get(s.patient.client, '/api/patient/subscriptions') },
  { name: 'GET /api/patient/photo-requests (dashboard)', call: (s) => get(s.patient.client, '/api/patient/photo-requests') },
  { name: 'GET /api/patient/care-messages/unread (dashboard)', call: (s) => get(s.patient.client, '/api/patient/care-messages/unread') },
  { name: 'GET /api/patient/upsells (dashboard)', call: (s) => get(s.patient.client, '/api/patient/upsells') },
  { name: 'GET /api/patient/referrals (dashboard)', call: (s) => get(s.patient.client, '/api/patient/referrals') },
  { name: 'GET /api/patient/shipments', call: (s) => get(s.patient.client, '/api/patient/shipments') },
  { name: 'GET /api/patient/care-messages (threads)', call: (s) => get(s.patient.client, '/api/patient/care-messages') },
  { name: 'GET /api/patient/care-messages/{id} (a thread)', call: (s) => get(s.patient.client, `/api/patient/care-messages/${s.patient.threadId}`) },
  { name: 'GET /api/care/queue (provider)', call: (s) => get(s.provider, '/api/care/queue'), goals: { shareOfReference: 0.15 } },
  { name: 'GET /api/care/visits/{uuid} (provider)', call: (s) => get(s.provider, `/api/care/visits/${s.patient.uuid}`) },
  { name: 'GET /api/care/threads/{id} (provider)', call: (s) => get(s.provider, `/api/care/threads/${s.patient.threadId}`) },
  { name: 'GET /api/ops/patients?q= (rare fragment)', call: (s) => get(s.operator, `/api/ops/patients?q=${s.search.rare}`) },
  {
    name: 'GET /api/ops/patients?q= (common fragment)',
    call: (s) => get(s.operator, `/api/ops/patients?q=${s.search.common}`),
    // A support team of about 20 at a search a minute each is well under one a second; 20 a second is a wide margin (ADR 126).
    goals: { steady: { rate: 20, p99Ms: 50 } },
  },
  { name: 'GET /api/ops/patients/{id} (operator overview)', call: (s) => get(s.operator, `/api/ops/patients/${s.patient.patientId}`) },
  {
    name: 'POST /api/one-tap/describe (one-tap link page)',
    // Links are opened by many people: the page's per-address limit (60 in 15 minutes) is never one person's.
    call: (s, n) => ({ client: s.visitor, method: 'POST', url: '/api/one-tap/describe', body: { token: s.patient.oneTapToken }, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    isVaried: true,
  },
];
