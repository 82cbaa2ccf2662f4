import { ACCOUNT_MESSAGES, USER_MESSAGES, UserListItemSchema, UserSchema } from '@qip/shared-contracts';
import { z } from 'zod';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { mailsTo } from './helpers/outbox';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

/** The token of the set-password link in a mail's body. */
function linkToken(body: string): string {
  const match = /\/qip\/auth\/forgot-password\/([A-Za-z0-9_-]+)(\?invite=1)?/.exec(body);
  if (!match?.[1]) throw new Error(`no set-password link in:\n${body}`);
  return match[1];
}

describe.each(testDialects())('user management (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let invited = 0;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const uniqueEmail = () => `invited-${dialect}-${(invited += 1)}@example.com`;

  const invite = (token: string, body: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/user', payload: body });

  /** Invites a member of the Sunshine centre as its administrator; answers the new user and the link's token. */
  async function inviteMember(centerIds: string[] = [u.sunshineCenter]) {
    const email = uniqueEmail();
    const response = await invite(u.director, {
      email,
      name: 'Robin Invited',
      centerId: centerIds[0],
      centerIds: centerIds.slice(1),
      userType: 'USER',
      role: 'member',
    });
    expect(response.statusCode).toBe(201);
    const user = jsonOf(response, UserSchema);
    const [mail] = await mailsTo(t, email);
    if (!mail) throw new Error(`no invitation mail to ${email}`);
    return { user, email, mail, token: linkToken(mail.body) };
  }

  describe('inviting a user (POST /api/user)', () => {
    it('makes a member of the chosen services and mails them a single-use link with ?invite=1', async () => {
      const other = u.otherSunshineCenter;
      const { user, mail } = await inviteMember([u.sunshineCenter, other]);
      expect(user).toMatchObject({ role: 'member', userType: 'USER', name: 'Robin Invited', adminId: u.directorId });
      expect([...user.centerIds].sort()).toEqual([u.sunshineCenter, other].sort());
      expect(mail.subject).toBe('Your QIP Portal account: set your password');
      expect(mail.body).toMatch(/\/qip\/auth\/forgot-password\/[A-Za-z0-9_-]+\?invite=1/);
      expect(mail.body).toContain('Dana Whitfield has added you');
    });

    it('stores only a hash of the link token', async () => {
      const { user, token } = await inviteMember();
      const rows = await t.app.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ purpose: 'invitation', used_at: null });
      expect(rows[0]?.token_hash).not.toContain(token);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('an invited user cannot sign in until they set a password, then can', async () => {
      const { email, token } = await inviteMember();
      const before = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: email, password: 'anything-at-all', client_id: 'qip-portal' },
      });
      expect(before.statusCode).toBe(401);

      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/reset/confirm',
        payload: { token, password: 'my-own-password' },
      });
      expect(confirm.statusCode).toBe(200);
      const session = await t.login({ email, password: 'my-own-password' });
      const me = jsonOf(await t.as(session, { method: 'GET', url: '/api/user' }), UserSchema);
      expect(me.email).toBe(email);
      const list = await t.as(u.director, {
        method: 'POST',
        url: '/api/centers/users',
        payload: { center_id: u.sunshineCenter },
      });
      const row = jsonOf(list, z.array(UserListItemSchema)).find((item) => item.email === email);
      expect(row?.invitationPending).toBe(false);
    });

    it('refuses an email that is already registered (409, the spec words)', async () => {
      const response = await invite(u.director, {
        email: 'Educator@Sunshine.test',
        name: 'Someone',
        centerId: u.sunshineCenter,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(ACCOUNT_MESSAGES.emailRegistered);
    });

    it('refuses a member (403) and another account (403), creating nobody', async () => {
      const email = uniqueEmail();
      const byMember = await invite(u.educator, { email, name: 'X Y', centerId: u.paddington });
      expect(byMember.statusCode).toBe(403);
      const byOther = await invite(u.bluegum, { email, name: 'X Y', centerId: u.sunshineCenter });
      expect(byOther.statusCode).toBe(403);
      const mixed = await invite(u.bluegum, {
        email,
        name: 'X Y',
        centerId: u.bluegumCenter,
        centerIds: [u.paddington],
      });
      expect(mixed.statusCode).toBe(403);
      const row = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('names the field of bad input (400)', async () => {
      const response = await invite(u.director, { email: 'not-an-email', name: '', centerId: u.sunshineCenter });
      expect(response.statusCode).toBe(400);
      const fields = errorOf(response).fields?.map((field) => field.field);
      expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.name']));
    });
  });

  describe('the user list (POST /api/centers/users)', () => {
    it("answers an administrator the users of their services, with each one's role", async () => {
      const response = await t.as(u.director, {
        method: 'POST',
        url: '/api/centers/users',
        payload: { center_id: u.paddington },
      });
      expect(response.statusCode).toBe(200);
      const users = jsonOf(response, z.array(UserListItemSchema));
      expect(users).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: u.directorId, role: 'admin' }),
          expect.objectContaining({ id: u.educatorId, role: 'member' }),
        ]),
      );
    });

    it('refuses a member and another account (403)', async () => {
      for (const token of [u.educator, u.bluegum]) {
        const response = await t.as(token, {
          method: 'POST',
          url: '/api/centers/users',
          payload: { center_id: u.paddington },
        });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('updating a user (PUT /api/user/{id})', () => {
    it('lets a member change their own name but not their services', async () => {
      const { user, email, token } = await inviteMember();
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/reset/confirm',
        payload: { token, password: 'member-password' },
      });
      const session = await t.login({ email, password: 'member-password' });
      const renamed = await t.as(session, {
        method: 'PUT',
        url: `/api/user/${user.id}`,
        payload: { name: 'Robin Renamed' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(jsonOf(renamed, UserSchema).name).toBe('Robin Renamed');
      const services = await t.as(session, {
        method: 'PUT',
        url: `/api/user/${user.id}`,
        payload: { name: 'Robin', centerIds: [u.paddington] },
      });
      expect(services.statusCode).toBe(403);
      expect(errorOf(services).message).toBe(USER_MESSAGES.onlyAdministratorsAssign);
    });

    it("lets an administrator set a member's services among their own", async () => {
      const { user } = await inviteMember();
      const response = await t.as(u.director, {
        method: 'PUT',
        url: `/api/user/${user.id}`,
        payload: { name: 'Robin Moved', centerIds: [u.otherSunshineCenter] },
      });
      expect(response.statusCode).toBe(200);
      expect(jsonOf(response, UserSchema).centerIds).toEqual([u.otherSunshineCenter]);
    });

    it("refuses changing an administrator's services, and another account's user", async () => {
      const admin = await t.as(u.director, {
        method: 'PUT',
        url: `/api/user/${u.directorId}`,
        payload: { name: 'Dana Whitfield', centerIds: [u.paddington] },
      });
      expect(admin.statusCode).toBe(403);
      const other = await t.as(u.bluegum, {
        method: 'PUT',
        url: `/api/user/${u.educatorId}`,
        payload: { name: 'Taken Over' },
      });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('removing a user (DELETE /api/user)', () => {
    const remove = (token: string, body: Record<string, unknown>) =>
      t.as(token, { method: 'DELETE', url: '/api/user', payload: body });

    it('removes a member and keeps their work: their tasks become unassigned', async () => {
      const { user } = await inviteMember();
      const task = await t.app.db
        .selectFrom('tasks')
        .select('id')
        .where('center_id', '=', u.newtown)
        .executeTakeFirst();
      if (task) {
        await t.app.db.updateTable('tasks').set({ assignee_id: user.id }).where('id', '=', task.id).execute();
      }
      const response = await remove(u.director, {
        user_id: user.id,
        center_id: u.sunshineCenter,
        admin_id: u.directorId,
      });
      expect(response.statusCode).toBe(200);
      expect(
        await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
      ).toBeUndefined();
      if (task) {
        const after = await t.app.db
          .selectFrom('tasks')
          .select('assignee_id')
          .where('id', '=', task.id)
          .executeTakeFirst();
        expect(after).toEqual({ assignee_id: null });
      }
    });

    it('refuses removing yourself or an administrator (403, saying why)', async () => {
      const self = await remove(u.director, { user_id: u.directorId, center_id: u.paddington, admin_id: u.directorId });
      expect(self.statusCode).toBe(403);
      expect(errorOf(self).message).toBe(USER_MESSAGES.cannotRemoveSelf);
    });

    it('refuses a member, another account, and an admin_id that is not the caller', async () => {
      const { user } = await inviteMember();
      const byMember = await remove(u.educator, {
        user_id: user.id,
        center_id: u.sunshineCenter,
        admin_id: u.educatorId,
      });
      expect(byMember.statusCode).toBe(403);
      const byOther = await remove(u.bluegum, { user_id: user.id, center_id: u.bluegumCenter, admin_id: u.bluegumId });
      expect(byOther.statusCode).toBe(404);
      const spoofed = await remove(u.director, {
        user_id: user.id,
        center_id: u.sunshineCenter,
        admin_id: u.bluegumId,
      });
      expect(spoofed.statusCode).toBe(403);
      expect(
        await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
      ).toBeDefined();
    });
  });
});
