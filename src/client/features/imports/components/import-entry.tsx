/**
 * The ways into /import (ADR 0051): 'Import your library' as a link (Profile) and as a full-width home tile
 * under the add-book tiles. (The Add Book dialog links to /import itself: books may not import this feature.)
 */
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** The import page's path. */
export const IMPORT_PATH = '/import';

/** 'Import your library' as an outline button link; `onClick` e.g. closes the dialog it sits in. */
export function ImportLibraryLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('imports');
  return (
    <Button asChild variant="outline">
      <Link to={IMPORT_PATH} onClick={onClick}>
        <FileUp aria-hidden="true" />
        {t('entry.link')}
      </Link>
    </Button>
  );
}

/** The home tile: 'Import your library' with where from, across both columns of the tile grid. */
export function ImportLibraryTile() {
  const { t } = useTranslation('imports');
  return (
    <Link
      to={IMPORT_PATH}
      className="bg-card hover:bg-accent/50 focus-visible:ring-ring/50 col-span-2 flex items-center gap-3 rounded-xl border p-4 text-left transition-colors outline-none focus-visible:ring-[3px]"
    >
      <FileUp aria-hidden className="text-primary size-5 shrink-0" />
      <span>
        <span className="block font-semibold">{t('entry.link')}</span>
        <span className="text-muted-foreground text-sm">{t('entry.hint')}</span>
      </span>
    </Link>
  );
}
