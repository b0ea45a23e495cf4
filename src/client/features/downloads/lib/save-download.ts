/**
 * Saves one download in the browser (spec 001 §2.18, §8 "Download", §9): the file is fetched first (so a
 * failure can be reported), then handed to a hidden link with the `download` attribute, which is removed
 * with its object URL after `DOWNLOAD_LINK_CLEANUP_MS` (100 ms). A browser whose links cannot download
 * gets the spec's alert and nothing is fetched.
 */
import { DOWNLOAD_LINK_CLEANUP_MS } from '@/contract/downloads';
import { i18n } from '@/client/i18n/i18n';

/** 'started' once the browser was handed the file, 'unsupported' after the alert; throws when the fetch fails. */
export async function saveDownload(url: string, fileName: string): Promise<'started' | 'unsupported'> {
  const link = document.createElement('a');
  if (!('download' in link)) {
    window.alert(i18n.t('downloads:unsupported'));
    return 'unsupported';
  }
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  window.setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(href);
  }, DOWNLOAD_LINK_CLEANUP_MS);
  return 'started';
}
