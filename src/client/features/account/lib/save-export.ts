/**
 * Saving the export ZIP in the browser (ADR 0052): the file is named `hubshelf-data-YYYY-MM-DD.zip` by the
 * member's local date and handed to a hidden link with the `download` attribute; the link and its object URL
 * go away once the browser has taken the file (after `LINK_CLEANUP_MS`).
 */

/** How long the hidden link and its object URL stay after the click, in ms. */
const LINK_CLEANUP_MS = 100;

/** 'hubshelf-data-2026-11-28.zip' for 28 November 2026 in the member's time zone. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `hubshelf-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

/** Hands `blob` to the browser as a download called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName, hidden: true });
  document.body.appendChild(link);
  link.click();
  window.setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(href);
  }, LINK_CLEANUP_MS);
}
