import { z } from 'zod';
import { PhotoUploadFieldsSchema, SimplePhotoUploadFieldsSchema } from '@app/domain/contracts';
import type { Audience } from '../http/audience';

/** What a route may be treated apart in; the fuzz (never a 5xx) has no way out. */
export interface RouteException {
  /** Why, in a sentence a reviewer can check against the spec or an ADR. */
  reason: string;
  /** The audience of a route registered outside every surface. */
  audience?: Audience;
  /** A visitor route that answers 401 to an anonymous visitor for some inputs. */
  isAccountNeededForSomeInputs?: boolean;
  /** What another patient's ids answer, where it is not 404 (still showing and changing nothing). */
  otherPatientStatus?: number;
  /** A multipart form rather than JSON: the schema of its text fields (a `file` part is added). */
  formFields?: z.ZodType;
}

const PHOTO_FORM =
  'a multipart photo form (file plus text fields), read by the handler rather than a body schema (ADR 030)';
const SANDBOX_PROCESSOR =
  "the local sandbox payment processor's own paths, outside the app's surfaces as a real processor's host is; open to the browser like Stripe's (ADR 106)";
const API_DOCS =
  'the API documentation, registered by plugins/openapi.ts outside the surfaces, open to anyone (ADR 003)';

const HEALTH =
  "the load balancer's probes, registered by observability/health-routes.ts before the brand, session and CSRF hooks, open to anyone (ADR 155)";

/**
 * The one table of routes that need special treatment in the guard and fuzz tests, keyed
 * `METHOD /url` as in `app.routeTable`. A route not listed gets every check its audience implies;
 * a route registered outside every surface and not listed here fails the guard test.
 */
export const ROUTE_EXCEPTIONS: Readonly<Record<string, RouteException>> = {
  'GET /livez': { reason: HEALTH, audience: 'public' },
  'GET /readyz': { reason: HEALTH, audience: 'public' },
  'GET /api/openapi.json': { reason: API_DOCS, audience: 'public' },
  'GET /api/docs': { reason: API_DOCS, audience: 'public' },
  'GET /api/docs/static/initializer.js': { reason: API_DOCS, audience: 'public' },
  'GET /api/docs/static/:file': { reason: API_DOCS, audience: 'public' },
  'GET /sandbox-processor/v1/:file': { reason: SANDBOX_PROCESSOR, audience: 'public' },
  'POST /sandbox-processor/v1/tokens': { reason: SANDBOX_PROCESSOR, audience: 'public' },
  'POST /sandbox-processor/v1/wallet-approvals': { reason: SANDBOX_PROCESSOR, audience: 'public' },
  'GET /api/surveys/:flow/:step': {
    reason:
      'a visitor answers only the surveys asked before the account; the other flows need one, so 401 (ADR 066)',
    isAccountNeededForSomeInputs: true,
  },
  'POST /api/surveys/:flow/:step/responses': {
    reason:
      'a visitor answers only the surveys asked before the account; the other flows need one, so 401 (ADR 066)',
    isAccountNeededForSomeInputs: true,
  },
  'GET /api/photos/:id/file': {
    reason:
      "the link's signature is checked for the session's patient before the photo is looked up, so another patient's link answers 403 whether the photo exists or not (ADR 031)",
    otherPatientStatus: 403,
  },
  'POST /app/photo/upload': { reason: PHOTO_FORM, formFields: SimplePhotoUploadFieldsSchema },
  'POST /api/visits/:uuid/photos': { reason: PHOTO_FORM, formFields: PhotoUploadFieldsSchema },
  'POST /api/patient/care-message-photos': { reason: `${PHOTO_FORM}; a message's photo has only the file (ADR 112)`, formFields: z.object({}) },
  'POST /api/care/threads/:threadId/photos': { reason: `${PHOTO_FORM}; a provider's answer photo has only the file (ADR 120)`, formFields: z.object({}) },
};
