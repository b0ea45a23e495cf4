/**
 * Reports and blocks end to end (ADR 0050), at phone width with an axe scan of each new screen:
 * (a) a member reports a hub-chat message, the administrator hides it in the Reports tab, everyone then reads
 *     'This message was removed', and the reporter hears back on the Notifications page;
 * (b) a member blocks another from Book Details, whose books then disappear from the member's Browse, and
 *     the blocked member is listed in Profile → Blocked members.
 * Both use new members in a quiet hub, so no other suite's counts or demo conversations change.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/env';
import { listBookByApi } from './support/lending';
import { checkPhoneScreen as check, checkPhoneScreenDark } from './support/screens';
import { newMemberInQuietHub, signedInPhone } from './support/session';

const SLOW = 30_000;

/** A new member in the quiet hub, signed in on their own 360 px phone. */
async function newMemberPhone(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await newMemberInQuietHub(page, name);
  return page;
}

/** Letters only, so full-text search treats it as one unusual word. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a reported hub-chat message is hidden by the administrator and the reporter hears back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const reporter = await newMemberPhone(browser, 'Rhea Reporter');
  const sender = await newMemberPhone(browser, 'Sunil Sender');
  const hubs = (await (await sender.request.get('/api/societies/my')).json()) as { id: number }[];
  const hubId = hubs[0]!.id;
  const rude = `You are all ${uniqueWord()} fools`;
  const sent = await sender.request.post(`/api/societies/${hubId}/messages`, { data: { content: rude } });
  expect(sent.status(), await sent.text()).toBe(201);

  // the reporter opens the message's menu and reports it
  await reporter.goto(`/societies/${hubId}/chat`);
  const log = reporter.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(rude)).toBeVisible({ timeout: SLOW });
  await log.getByRole('button', { name: "Actions for Sunil Sender's message" }).last().click();
  await reporter.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report a message' });
  await dialog.getByRole('radio', { name: 'Abusive or harassing' }).check();
  await dialog.getByRole('textbox', { name: /Anything else/ }).fill('Insults the whole hub');
  await expect(dialog.getByText('21 of 500 characters')).toBeVisible();
  await check(reporter, testInfo, '01-report-dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Thanks. An administrator will review your report.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the administrator finds it in the queue, reads the evidence and hides the message
  const admin = await signedInPhone(browser, DEMO_ADMIN, '/admin?tab=reports');
  await expect(admin.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible({ timeout: SLOW });
  const row = admin.getByRole('listitem').filter({ hasText: rude });
  await expect(row).toBeVisible({ timeout: SLOW });
  await check(admin, testInfo, '02-reports-queue');
  await row.getByRole('button', { name: /Open report #\d+/ }).click();
  await expect(admin.getByRole('heading', { name: /Report #\d+/ })).toBeVisible({ timeout: SLOW });
  await expect(admin.getByText('Insults the whole hub')).toBeVisible();
  await expect(admin.getByText(rude)).toBeVisible();
  await expect(admin.getByText('Sunil Sender').first()).toBeVisible();
  await check(admin, testInfo, '03-report-details');
  await checkPhoneScreenDark(admin, testInfo, '03-report-details');
  await admin.getByRole('button', { name: 'Hide content' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hide this content?' });
  await check(admin, testInfo, '04-confirm-hide', '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Decision recorded. The reporter has been told.')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: rude })).toHaveCount(0);

  // everyone reads 'This message was removed'; the reporter is told action was taken, not which
  await reporter.reload();
  await expect(log.getByText('This message was removed').first()).toBeVisible({ timeout: SLOW });
  await expect(log.getByText(rude)).toHaveCount(0);
  await reporter.goto('/notifications');
  const notice = reporter.getByRole('listitem').filter({ hasText: 'Your report was reviewed' });
  await expect(notice.getByText(/reviewed it and took action/)).toBeVisible({ timeout: SLOW });
  await check(reporter, testInfo, '05-reporter-notice');
  for (const page of [reporter, sender, admin]) await page.context().close();
});

test("a member blocks another from Book Details, and the other's books leave their Browse", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const member = await newMemberPhone(browser, 'Bina Blocker');
  const other = await newMemberPhone(browser, 'Omar Other');
  const title = `The ${uniqueWord()} Shelf`;
  await listBookByApi(other, title);

  const browse = `/browse?search=${encodeURIComponent(title)}`;
  await member.goto(browse);
  const card = member.getByRole('button', { name: title, exact: true });
  await expect(card.first()).toBeVisible({ timeout: SLOW });
  await card.first().click();
  const details = member.getByRole('dialog');
  await details.getByRole('button', { name: 'Report or block' }).click();
  await expect(member.getByRole('menuitem', { name: 'Report this book' })).toBeVisible();
  await check(member, testInfo, '06-book-safety-menu', '[role="menu"]');
  await member.getByRole('menuitem', { name: 'Block Omar Other' }).click();
  const confirm = member.getByRole('alertdialog', { name: 'Block Omar Other?' });
  await expect(confirm.getByText(/Omar Other is not told/)).toBeVisible();
  await check(member, testInfo, '07-confirm-block', '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toBeHidden({ timeout: SLOW });

  // the blocked member's book is gone from Browse, for both of them
  await member.goto(browse);
  await expect(member.getByRole('heading', { name: 'Browse Books' })).toBeVisible({ timeout: SLOW });
  await expect(member.getByRole('button', { name: title, exact: true })).toHaveCount(0, { timeout: SLOW });

  // Profile → Blocked members lists them, with Unblock
  await member.goto('/profile');
  const blocked = member.getByRole('list', { name: 'Blocked members' });
  await expect(blocked.getByText('Omar Other')).toBeVisible({ timeout: SLOW });
  await blocked.scrollIntoViewIfNeeded();
  await check(member, testInfo, '08-blocked-members');
  await blocked.getByRole('button', { name: 'Unblock Omar Other' }).click();
  await member.getByRole('alertdialog').getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(member.getByText('You have not blocked anyone.')).toBeVisible({ timeout: SLOW });
  for (const page of [member, other]) await page.context().close();
});
