/**
 * Downloads end to end (spec 001 §2.18, §8 "Download"), signed out at phone width: the page passes an axe
 * scan, each of the six files downloads with 'Download Started' and opens (.docx unzips and holds its
 * title in word/document.xml, .txt is UTF-8 and starts with its title); the pitch deck Word button reads
 * 'Downloading...' while busy; the page links to /auth and /.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  DOWNLOAD_DOCUMENTS,
  DOWNLOAD_FORMATS,
  DOWNLOAD_INFO,
  downloadFileName,
} from '../src/contract/downloads';
import DOWNLOADS from '../src/client/features/downloads/locales/en.json' with { type: 'json' };
import { readZipEntry } from '../src/server/testing/zip';
import { checkScreen } from './support/screens';
import { signInAs, skipWelcome } from './support/session';

const label = (format: string) => (format === 'docx' ? DOWNLOADS.formats.docx : DOWNLOADS.formats.txt);

test('a signed-out visitor downloads all six documents and opens them', async ({ page }, testInfo) => {
  await skipWelcome(page);
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Downloads page links' });
  await expect(links.getByRole('link', { name: DOWNLOADS.signIn })).toHaveAttribute('href', '/auth');
  await expect(links.getByRole('link', { name: DOWNLOADS.home })).toHaveAttribute('href', '/');
  await checkScreen(page, testInfo, '01-downloads');

  for (const document of DOWNLOAD_DOCUMENTS) {
    const title = DOWNLOAD_INFO[document].title;
    for (const format of DOWNLOAD_FORMATS) {
      const button = page.getByRole('button', { name: `${title}: ${label(format)}` });
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      if (document === 'investor-pitch-deck' && format === 'docx') {
        const busy = page.getByRole('button', { name: `${title}: ${DOWNLOADS.downloading}` });
        await expect(busy).toBeDisabled();
        await expect(busy).toHaveText(DOWNLOADS.downloading);
      }
      expect(download.suggestedFilename()).toBe(downloadFileName(document, format));
      const bytes = await readFile(await download.path());
      if (format === 'docx') {
        expect(await readZipEntry(bytes, 'word/document.xml')).toContain(title);
      } else {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        expect(text.split('\n')[0]).toBe(title);
      }
      await expect(page.getByText(DOWNLOADS.started).first()).toBeVisible();
      // the button comes back after 1 s
      await expect(page.getByRole('button', { name: `${title}: ${label(format)}` })).toBeEnabled();
    }
  }
  await checkScreen(page, testInfo, '02-downloads-after');
});

test('without download support the page alerts and fetches nothing', async ({ page }) => {
  await skipWelcome(page);
  await page.addInitScript(() => {
    // a browser whose links have no `download` attribute
    delete (HTMLAnchorElement.prototype as { download?: string }).download;
  });
  await page.goto('/downloads');
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  let fetched = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/downloads/')) fetched = true;
  });
  const roadmap = DOWNLOAD_INFO['future-features-roadmap'].title;
  await page.getByRole('button', { name: `${roadmap}: ${DOWNLOADS.formats.txt}` }).click();
  await expect.poll(() => messages).toEqual([DOWNLOADS.unsupported]);
  expect(fetched).toBe(false);
});

test('a member opens /downloads inside the app shell', async ({ page }, testInfo) => {
  await signInAs(page, 'kabir@hubshelf.local', '/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Downloads page links' });
  await expect(links.getByRole('link', { name: DOWNLOADS.home })).toHaveAttribute('href', '/');
  await expect(links.getByRole('link', { name: DOWNLOADS.signIn })).toHaveCount(0);
  await checkScreen(page, testInfo, '03-downloads-signed-in');
});
