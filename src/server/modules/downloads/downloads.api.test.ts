import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as english } from '@/server/i18n/t';
import { DOWNLOAD_DOCUMENTS, DOWNLOAD_INFO, downloadFileName, downloadPath } from '@/contract/downloads';
import { createTestApp, type TestApp } from '../../testing/harness';
import { readZipEntry } from '../../testing/zip';

/** Downloads (spec 001 §2.18; docs/decisions/0021-downloads-and-feedback.md), fetched signed out. */
describe('GET /api/downloads/{document}.{docx|txt}', () => {
  let t: TestApp;
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe.each(DOWNLOAD_DOCUMENTS)('%s', (document) => {
    const title = DOWNLOAD_INFO[document].title;

    it('.docx: a Word attachment, a zip holding word/document.xml with the title', async () => {
      const res = await fetchFile(downloadPath(document, 'docx'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${downloadFileName(document, 'docx')}"`,
      );
      const xml = await readZipEntry(res.rawPayload, 'word/document.xml');
      expect(xml).toContain(`<w:t xml:space="preserve">${title}</w:t>`);
      expect(await readZipEntry(res.rawPayload, 'docProps/core.xml')).toContain(title);
    });

    it('.txt: a UTF-8 text attachment starting with the title', async () => {
      const res = await fetchFile(downloadPath(document, 'txt'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${downloadFileName(document, 'txt')}"`,
      );
      expect(new TextDecoder('utf-8', { fatal: true }).decode(res.rawPayload).split('\n')[0]).toBe(title);
    });
  });

  it('answers the same bytes twice (built once, cached)', async () => {
    const a = await fetchFile(downloadPath('technical-specifications', 'docx'));
    const b = await fetchFile(downloadPath('technical-specifications', 'docx'));
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it.each(['investor-pitch-deck.pdf', 'passwords.txt', 'investor-pitch-deck'])(
    'answers 404 for %s',
    async (name) => {
      const res = await fetchFile(`/api/downloads/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(english('downloads:notFound'));
    },
  );
});
