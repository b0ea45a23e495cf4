/**
 * Hubs end to end (spec 001 §2.2, §2.12, §5; 002 §2.1, §2.2), at phone width with an axe scan
 * of every screen: a new member joins a society from home; a school request approved from /admin shows
 * under Schools; a too-small society turns into a merge request; an administrator rejects a request from
 * a notification.
 */
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from './support/env';
import { checkPhoneScreen as checkScreen } from './support/screens';
import { registerMember, signInAs, switchUser } from './support/session';

test('a new member joins a society from home and sees the Current Hubs banner', async ({
  page,
}, testInfo) => {
  const email = await registerMember(page, 'Neha Joshi');
  await signInAs(page, email);

  await expect(page.getByRole('heading', { name: 'Join a Hub' })).toBeVisible();
  await checkScreen(page, testInfo, '01-home-no-hub');

  await page.getByRole('link', { name: 'Join a Society' }).click();
  await expect(page).toHaveURL(/\/societies\?type=society/);
  await expect(page.getByRole('tab', { name: 'Societies' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Mumbai');
  const lakeview = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lakeview Residency' }) });
  await expect(lakeview).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prestige Shantiniketan' })).toBeHidden(); // Bangalore
  await checkScreen(page, testInfo, '02-societies');

  await page.getByRole('searchbox', { name: 'Search hubs' }).fill('powai vihar');
  await expect(page.getByRole('heading', { name: 'Lakeview Residency' })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search hubs' }).fill('');

  await lakeview.getByRole('button', { name: 'Join Lakeview Residency' }).click();
  await expect(page.getByText('Joined Lakeview Residency')).toBeVisible();
  await expect(lakeview.getByRole('button', { name: 'Joined' })).toBeDisabled();

  await page.getByRole('tab', { name: 'My Hubs' }).click();
  await expect(page.getByRole('button', { name: 'Leave Lakeview Residency' })).toBeVisible();

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Current Hubs' });
  await expect(banner.getByText('Lakeview Residency')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/societies');
  await checkScreen(page, testInfo, '03-home-current-hubs');

  await banner.getByRole('button', { name: /members: show members of Lakeview Residency/ }).click();
  const members = page.getByRole('dialog', { name: 'Members' });
  await expect(members.getByText('Neha Joshi')).toBeVisible();
  await expect(members.getByText('Asha Menon')).toBeVisible();
  await expect(members.getByText('Admin')).toBeVisible();
  await checkScreen(page, testInfo, '04-members-dialog');
  await page.keyboard.press('Escape');

  await banner.getByRole('link', { name: 'Manage' }).click();
  await page.getByRole('tab', { name: 'My Hubs' }).click();
  await page.getByRole('button', { name: 'Leave Lakeview Residency' }).click();
  await expect(page.getByText('You left Lakeview Residency')).toBeVisible();
  await expect(page.getByText("You haven't joined a hub yet")).toBeVisible();
});

test('a member requests a school, the administrator approves it and it appears under Schools', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a member and the administrator, screens with axe scans
  const name = `Andheri Valley School ${Date.now().toString(36)}`;
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 19.1197, longitude: 72.8468 });
  await signInAs(page, 'asha@hubshelf.local', '/societies?type=school&action=create');

  const dialog = page.getByRole('dialog', { name: 'Create a Hub' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'School' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Member count must be at least 1')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Approximate Number of Students').fill('850');
  await dialog.getByRole('button', { name: 'Choose location' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Location' });
  await picker.getByRole('button', { name: 'Use This Location' }).click();
  await expect(picker.getByText('Address is required')).toBeVisible();
  await picker.getByLabel('Address').fill('Veera Desai Road, Andheri West');
  await picker.getByRole('button', { name: 'Use my location' }).click();
  await expect(picker.getByText('Using your position: 19.1197° N, 72.8468° E')).toBeVisible();
  await checkScreen(page, testInfo, '05-location-picker');
  await picker.getByRole('button', { name: 'Use This Location' }).click();
  await expect(dialog.getByText('Veera Desai Road, Andheri West')).toBeVisible();
  await dialog.getByLabel('Description (optional)').fill('CBSE school with a well-stocked library.');
  await checkScreen(page, testInfo, '06-create-school');
  await dialog.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByText('School Request Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeHidden(); // pending: not listed yet

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administrator access required' })).toBeVisible();
  await checkScreen(page, testInfo, '07-admin-denied');

  await switchUser(page, DEMO_ADMIN, '/admin');
  await page.getByRole('tab', { name: /School Requests/ }).click();
  const request = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(request.getByText('Approximate Number of Students: 850')).toBeVisible();
  await expect(request.getByText(/Requested by Asha Menon/)).toBeVisible();
  await checkScreen(page, testInfo, '08-admin-school-requests');
  await request.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByText('Society Approved')).toBeVisible();
  await expect(request).toBeHidden();

  await switchUser(page, 'asha@hubshelf.local', '/societies?type=school');
  const school = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(school).toBeVisible();
  await expect(school.getByText('School', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, '09-schools');
});

test('a society below the minimum opens the merge dialog and sends a merge request', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'ravi@hubshelf.local', '/societies?action=create');
  const dialog = page.getByRole('dialog', { name: 'Create a Hub' });
  await dialog.getByLabel('Name').fill('Tiny Towers');
  await dialog.getByLabel('Number of Members/Units').fill('24');
  await dialog.getByRole('button', { name: 'Submit for Approval' }).click();

  const merge = page.getByRole('dialog', { name: 'Minimum Apartment Requirement Not Met' });
  await expect(merge).toBeVisible();
  await expect(merge.getByText(/at least 90 units/)).toBeVisible();
  await merge.getByRole('button', { name: 'Request Merge' }).click();
  await expect(merge.getByText('Please choose a hub to merge with')).toBeVisible();
  await merge.getByRole('radio', { name: /Lakeview Residency/ }).click();
  await merge.getByLabel('New Hub Name').fill('Lakeview and Tiny Towers');
  await checkScreen(page, testInfo, '10-merge-dialog');
  await merge.getByRole('button', { name: 'Request Merge' }).click();
  await expect(page.getByText('Merge Request Submitted')).toBeVisible();
  await expect(merge).toBeHidden();
});

test('an administrator rejects a hub request from its notification, with a reason', async ({
  page,
}, testInfo) => {
  await signInAs(page, DEMO_ADMIN, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText(/\d+ unread/)).toBeVisible();
  await checkScreen(page, testInfo, '11-notifications');

  const item = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Reject Nehru Place Cowork Collective' }) });
  await item.getByRole('button', { name: 'Reject Nehru Place Cowork Collective' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Nehru Place Cowork Collective?' });
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText('Society Rejected')).toBeHidden();

  await item.getByRole('button', { name: 'Reject Nehru Place Cowork Collective' }).click();
  await reject.getByLabel('Reason (optional)').fill('Please register the whole Nehru Place complex instead.');
  await checkScreen(page, testInfo, '12-reject-reason');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Society Rejected')).toBeVisible();
  // The request is no longer pending, so its notification stops offering a decision.
  await expect(page.getByRole('button', { name: 'Reject Nehru Place Cowork Collective' })).toBeHidden();

  await page.goto('/admin');
  await page.getByRole('tab', { name: /Office Requests/ }).click();
  await expect(page.getByText('No pending office requests')).toBeVisible();
});
