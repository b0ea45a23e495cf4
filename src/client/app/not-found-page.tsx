/**
 * The '404 Page Not Found' screen for unknown signed-in paths (spec 000 §8, 002 §2.7), with a hint for
 * developers that the path has no entry in the route table. Texts: the `app` catalogue (ADR 0042).
 */
import { FileQuestion } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <title>{`${t('notFound.title')} · Hubshelf`}</title>
      <FileQuestion className="text-muted-foreground size-14" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <p className="bg-muted text-muted-foreground max-w-full rounded-md px-3 py-2 text-left text-xs break-words">
        <Trans
          t={t}
          i18nKey="notFound.hint"
          values={{ path: pathname }}
          components={[<code key="path" className="font-mono" />, <code key="file" className="font-mono" />]}
        />
      </p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
