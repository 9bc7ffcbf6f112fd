// The signed-in user's own account: read and change it, change the password,
// read whether two-factor sign-in is on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Db } from '../../db/db.js';
import { acceptTotp, confirmTwoFactor, disableTwoFactor, findTwoFactorState, findUserById, revokeOtherSignIns, setPasswordHash, setPendingTotpSecret, updateProfile, type UserRow } from '../identity/accounts.js';
import { mailEmailConfirmation } from '../identity/email-links.js';
import { beginAttempt, clearFailures, throttleKeys } from '../identity/login-throttle.js';
import { TEXTS as IDP_TEXTS } from '../identity/routes.js';
import { callerOf } from '../../plugins/access.js';
import { ApiError, invalid, notFound, tooMany } from '../../plugins/errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/password.js';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.js';
import { ref, responses } from '../../plugins/schemas.js';
import { ChangePassword, TwoFactorAnswer, TwoFactorEnabled, TwoFactorInput, TwoFactorQuery, UpdateProfile } from './schemas.js';

export const PROFILE_TEXTS = {
  stale: 'Uw gegevens zijn intussen elders gewijzigd. Wij hebben de nieuwste gegevens geladen; voer uw wijziging opnieuw in.',
  wrongCurrent: 'Uw huidige wachtwoord klopt niet.',
  wrongCode: 'Deze code klopt niet. Vul de code in die uw authenticator-app nu toont.',
  passwordNeeded: 'Vul uw wachtwoord in om tweestapsverificatie uit te zetten.',
  passwordNeededOn: 'Vul uw huidige wachtwoord in om tweestapsverificatie aan te zetten.',
  passwordNeededEmail: 'Vul uw huidige wachtwoord in om uw e-mailadres te wijzigen.',
  noPending: 'Start het aanzetten opnieuw: er is geen sleutel om te bevestigen.',
};

/**
 * Step-up: the caller proves he is the account's owner with his current password (or a current
 * two-factor code), throttled like a sign-in (the same counts and locks: modules/identity/
 * login-throttle.ts). Answers the user, or throws a 400 naming `member`, or a 429.
 */
export async function stepUp(db: Db, req: FastifyRequest, proof: { password?: string; code?: string }, member: string, missing: string): Promise<UserRow> {
  const user = await findUserById(db, callerOf(req).sub);
  if (!user) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
  if (!proof.password && !proof.code) throw invalid(member, missing);
  const keys = throttleKeys('signin', user.user_name, req.ip);
  const lock = await beginAttempt(db, keys);
  if (lock) throw tooMany('TooManyAttempts', IDP_TEXTS.locked(lock.lockedSeconds), lock.lockedSeconds);
  const ok = proof.password
    ? await verifyPassword(proof.password, user.password_hash)
    : user.two_factor_enabled && !!user.totp_secret && (await acceptTotp(db, user.id, user.totp_secret, proof.code!));
  if (!ok) throw invalid(member, proof.password ? PROFILE_TEXTS.wrongCurrent : PROFILE_TEXTS.wrongCode);
  await clearFailures(db, keys);
  return user;
}

/**
 * Changes the caller's password after checking the current one (both change-password routes use
 * it), and ends his other sign-ins: their access tokens are refused at once, their refresh
 * tokens revoked. The sign-in he changed it from stays.
 */
export async function changeOwnPassword(db: Db, req: FastifyRequest, { currentPassword, newPassword }: Static<typeof ChangePassword>) {
  const user = await stepUp(db, req, { password: currentPassword }, 'currentPassword', PROFILE_TEXTS.wrongCurrent);
  const problem = passwordProblem(newPassword, user.user_name);
  if (problem) throw invalid('newPassword', problem);
  const hash = await hashPassword(newPassword);
  await setPasswordHash(db, user.id, hash);
  await revokeOtherSignIns(db, user.id, callerOf(req).grantId);
}

export async function profileRoutes(fastify: FastifyInstance, { db, issuer }: { db: Db; issuer: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = async (req: FastifyRequest) => {
    const caller = callerOf(req);
    const user = await findUserById(db, caller.sub);
    if (!user) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
    return {
      userName: user.user_name,
      email: user.email,
      name: user.name,
      surname: user.surname,
      phoneNumber: user.phone_number,
      isExternal: false,
      hasPassword: true,
      concurrencyStamp: user.concurrency_stamp,
      extraProperties: { customerNumber: user.customer_number, customerName: user.customer_name, roles: user.roles },
    };
  };

  app.get('/api/account/my-profile', { config: { access: 'signedIn' }, schema: { tags: ['Profile'], summary: 'The signed-in user\'s profile', response: responses(ref('Profile'), 200, [401, 404]) } }, read);

  app.put(
    '/api/account/my-profile',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags: ['Profile'],
        summary:
          "Changes the signed-in user's name, e-mail address and phone number; a new e-mail address needs the current password (or two-factor code), and is unverified until its owner follows the link mailed to it",
        body: UpdateProfile,
        response: responses(ref('Profile'), 200, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const body = req.body;
      const current = await findUserById(db, caller.sub);
      if (!current) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
      // The login name is the e-mail address the user signs in with; it is not changed here.
      if (body.userName !== undefined && body.userName.trim().toLowerCase() !== current.user_name.toLowerCase()) {
        throw invalid('userName', 'Uw inlognaam kunt u niet zelf wijzigen.');
      }
      const email = body.email.trim();
      const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
      if (emailChanged) await stepUp(db, req, { password: body.currentPassword, code: body.twoFactorCode }, 'currentPassword', PROFILE_TEXTS.passwordNeededEmail);
      const phone = body.phoneNumber?.trim() || null;
      const name = body.name.trim();
      const updated = await updateProfile(db, caller.sub, { email, name, surname: body.surname.trim(), phoneNumber: phone }, body.concurrencyStamp ?? null);
      if (!updated) throw new ApiError(409, 'Volo.Abp.Data:DbConcurrency', PROFILE_TEXTS.stale);
      if (emailChanged) await mailEmailConfirmation(db, { userId: caller.sub, email, name, issuer });
      return read(req);
    },
  );

  app.post(
    '/api/account/my-profile/change-password',
    {
      config: { access: 'accountOwner' },
      schema: { tags: ['Profile'], summary: "Changes the signed-in user's password (the current one is asked) and ends his other sign-ins", body: ChangePassword, response: responses(null, 204, [400, 401, 403, 404, 429]) },
    },
    async (req, reply) => {
      await changeOwnPassword(db, req, req.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/account/my-profile/two-factor-enabled',
    { config: { access: 'signedIn' }, schema: { tags: ['Profile'], summary: 'Whether the signed-in user signs in with a code from an authenticator app', response: responses(TwoFactorEnabled, 200, [401, 404]) } },
    async (req) => {
      const user = await findTwoFactorState(db, callerOf(req).sub);
      if (!user) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
      return user.two_factor_enabled;
    },
  );

  // Turning two-factor sign-in on is two calls: without a code it hands out a new secret (with the
  // otpauth address for the QR code) and changes nothing yet; with a valid code for that secret it
  // takes effect. Turning it off asks for the password.
  app.post(
    '/api/account/my-profile/set-two-factor-enabled',
    {
      config: { access: 'accountOwner' },
      schema: {
        tags: ['Profile'],
        summary: 'Turns two-factor sign-in on (a new secret, then a code for it with the current password) or off (with the password or a current code)',
        querystring: TwoFactorQuery,
        body: TwoFactorInput,
        response: responses(TwoFactorAnswer, 200, [400, 401, 403, 404, 429]),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { enabled } = req.query;
      const body = req.body ?? {};
      const user = await findTwoFactorState(db, caller.sub);
      if (!user) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
      if (!enabled) {
        await stepUp(db, req, { password: body.password, code: body.password ? undefined : body.code }, 'password', PROFILE_TEXTS.passwordNeeded);
        await disableTwoFactor(db, user.id);
        return { enabled: false };
      }
      if (body.code === undefined) {
        const secret = newTotpSecret();
        await setPendingTotpSecret(db, user.id, secret);
        return { enabled: user.two_factor_enabled, secret, otpauthUri: totpUri(secret, user.user_name) };
      }
      if (!user.totp_pending_secret) throw invalid('code', PROFILE_TEXTS.noPending);
      if (totpStep(user.totp_pending_secret, body.code) === null) throw invalid('code', PROFILE_TEXTS.wrongCode);
      // Only the account's owner turns it on: a stolen token alone cannot lock him out.
      await stepUp(db, req, { password: body.password }, 'password', PROFILE_TEXTS.passwordNeededOn);
      await confirmTwoFactor(db, user.id);
      // The confirming code counts as used: it cannot also sign in.
      await acceptTotp(db, user.id, user.totp_pending_secret, body.code);
      return { enabled: true };
    },
  );
}
