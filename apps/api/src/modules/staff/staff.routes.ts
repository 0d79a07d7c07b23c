import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaffMemberSchema, StaffSignInRequestSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { staffIdOf } from '../../http/audience';
import { findActiveStaff, staffMemberView } from './staff-accounts.service';
import { signInStaff, staffAccountOf, staffGone, type StaffSignInDeps } from './staff-sign-in.service';
import { knownDeviceOf, rememberDevice, type KnownDeviceCookieSettings } from '../auth';

const StaffMemberResponse = z.object({ data: StaffMemberSchema });

export interface StaffSignInRoutesOptions extends StaffSignInDeps {
  knownDevices: KnownDeviceCookieSettings;
}

/** The care team's sign-in (staff-visitor surface): password and authenticator code in one form. */
export const staffSignInRoutes: FastifyPluginAsyncZod<StaffSignInRoutesOptions> = async (app, deps) => {
  app.post(
    '/api/staff/sign-in',
    {
      schema: {
        tags: ['care portal'],
        summary: 'Sign a member of the care team (provider, operator or admin) in with email, password and TOTP code (limited per address and account, a known device on its own budget; audited)',
        body: StaffSignInRequestSchema,
        response: { 200: StaffMemberResponse },
      },
    },
    async (request, reply) => {
      const account = staffAccountOf(request.body.email);
      const deviceId = knownDeviceOf(request, deps.knownDevices, account);
      const member = await signInStaff(deps, request.body, { address: request.ip, deviceId });
      rememberDevice(reply, deps.knownDevices, account, deviceId);
      await app.sessions.signIn(request, reply, { role: member.role, staffId: member.id });
      return { data: await staffMemberView(deps.db, member) };
    },
  );
};

/** The signed-in staff member's own account (staff surface). */
export const staffAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/staff/me',
    {
      config: { auditAction: 'staff.me' },
      schema: { tags: ['care portal'], summary: 'The signed-in member of the care team', response: { 200: StaffMemberResponse } },
    },
    async (request) => {
      const member = await findActiveStaff(db, staffIdOf(request));
      if (!member) {
        throw staffGone();
      }
      return { data: await staffMemberView(db, member) };
    },
  );
};
