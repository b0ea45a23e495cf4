/**
 * Page Content tab of the admin panel (spec 002 §2.1): the onboarding, welcome-screen and buy-brocks pages,
 * each with its stored title (or 'Built-in text') and a Create or Edit button. Loaded with its tab.
 */
import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PageContent } from '@/contract/content';
import { PAGE_DEFAULTS } from '@/contract/page-defaults';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAdminPageContent } from '../api/page-content';
import { PageContentDialog } from './page-content-dialog';
import { pageKey } from '../lib/fields';
import { formatDate } from '@/client/lib/format';

export default function PageContentTab() {
  const { t } = useTranslation('admin');
  const pages = useAdminPageContent();
  const [editing, setEditing] = useState<PageContent | null>(null);

  if (pages.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('pageContent.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('pageContent.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }

  return (
    <section className="space-y-3" aria-labelledby="page-content-heading">
      <h2 id="page-content-heading" className="text-lg font-semibold">
        {t('pageContent.title')}
      </h2>
      <ul className="grid gap-3">
        {pages.data.map((page) => {
          const name = t(`pageContent.pages.${pageKey(page.pageKey)}.name`);
          const stored = page.title !== null;
          return (
            <li key={page.pageKey}>
              <Card className="gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{name}</h3>
                    <p className="text-muted-foreground text-xs">
                      <code>{page.pageKey}</code> · {t(`pageContent.pages.${pageKey(page.pageKey)}.where`)}
                    </p>
                  </div>
                  <Badge variant={stored ? 'default' : 'secondary'}>
                    {stored ? t('pageContent.custom') : t('pageContent.builtIn')}
                  </Badge>
                </div>
                <p className="truncate text-sm">
                  <span className="text-muted-foreground">{t('pageContent.titleLabel')} </span>
                  {page.title ?? PAGE_DEFAULTS[page.pageKey].title}
                </p>
                {page.updatedAt && (
                  <p className="text-muted-foreground text-xs">
                    {t('pageContent.updated', { date: formatDate(page.updatedAt, 'dateTime') })}
                  </p>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setEditing(page)}
                  aria-label={t(stored ? 'pageContent.editName' : 'pageContent.createName', { name })}
                >
                  {stored ? <Pencil aria-hidden /> : <Plus aria-hidden />}{' '}
                  {stored ? t('common.edit') : t('common.create')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <PageContentDialog page={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
