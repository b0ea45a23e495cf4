import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/user/notification-preferences';
const DEFAULTS = {
  loans: { mail: true, push: true },
  payments: { mail: true, push: true },
  hubs: { mail: true, push: true },
  community: { mail: false, push: true },
  messages: { mail: true, push: true },
};

describe('GET/PUT /api/user/notification-preferences', () => {
  it('answers the defaults, then what the member saved, and only for them', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    expect((await t.request(a).get(URL)).body).toEqual(DEFAULTS);
    const mine = {
      ...DEFAULTS,
      payments: { mail: false, push: false },
      community: { mail: true, push: false },
    };
    const put = await t.request(a).put(URL, mine);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(mine);
    expect((await t.request(a).get(URL)).body).toEqual(mine);
    expect((await t.request(b).get(URL)).body).toEqual(DEFAULTS);
  });

  it('refuses the signed out with 401 and an incomplete body with 400', async () => {
    expect((await t.request().get(URL)).status).toBe(401);
    expect((await t.request().put(URL, DEFAULTS)).status).toBe(401);
    const a = await t.signIn();
    expect((await t.request(a).put(URL, { loans: { mail: false, push: true } })).status).toBe(400);
    expect(
      (await t.request(a).put(URL, { ...DEFAULTS, account: { mail: false, push: false } })).body,
    ).toEqual(DEFAULTS);
  });
});

describe('unsubscribe links', () => {
  const tokenOf = (userId: number, category: 'loans' | 'hubs') =>
    unsubscribeToken(t.config.sessionSecret, userId, category);

  it('one-click POST turns the category mail off without signing in', async () => {
    const a = await t.signIn();
    const res = await t.request().post(`/api/unsubscribe/${tokenOf(a.user.id, 'loans')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You will no longer get loan emails' });
    expect((await t.request(a).get(URL)).body.loans).toEqual({ mail: false, push: true });
    expect((await t.request(a).get(URL)).body.hubs).toEqual({ mail: true, push: true });
  });

  it('works the same for a signed-in caller, and only for the token owner', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const res = await t.request(b).post(`/api/unsubscribe/${tokenOf(a.user.id, 'hubs')}`);
    expect(res.status).toBe(200);
    expect((await t.request(a).get(URL)).body.hubs.mail).toBe(false);
    expect((await t.request(b).get(URL)).body.hubs.mail).toBe(true);
  });

  it('GET shows the page with an undo link that turns the mail back on', async () => {
    const a = await t.signIn();
    const token = tokenOf(a.user.id, 'loans');
    const page = await t.request().get(`/api/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will no longer get loan emails');
    expect(page.body).toContain(`href="/api/unsubscribe/${token}?undo=1"`);
    expect((await t.request(a).get(URL)).body.loans.mail).toBe(false);
    const undo = await t.request().get(`/api/unsubscribe/${token}?undo=1`);
    expect(undo.body).toContain('You will get loan emails again');
    expect((await t.request(a).get(URL)).body.loans.mail).toBe(true);
  });

  it('answers 404 to a forged or altered token and changes nothing', async () => {
    const a = await t.signIn();
    const [, , sig] = tokenOf(a.user.id, 'loans').split('.');
    expect((await t.request().post(`/api/unsubscribe/${a.user.id}.hubs.${sig}`)).status).toBe(404);
    expect((await t.request().post(`/api/unsubscribe/${a.user.id + 1}.loans.${sig}`)).status).toBe(404);
    expect((await t.request().get(`/api/unsubscribe/${a.user.id}.loans.forged`)).status).toBe(404);
    expect((await t.request(a).get(URL)).body).toEqual(DEFAULTS);
  });
});

describe('GET /dev/mail/:type', () => {
  it('previews every mail outside production', async () => {
    const res = await t.request().get('/dev/mail/due_soon');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html');
    expect((await t.request().get('/dev/mail/password_changed')).body).toContain('Your password was changed');
    expect((await t.request().get('/dev/mail/nothing')).status).toBe(404);
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.request().get('/dev/mail/due_soon')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
