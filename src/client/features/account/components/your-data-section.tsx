/**
 * Profile → 'Your data' (ADR 0052): 'Download my data' and 'Delete my account'. `children` go first in the section (the import feature's 'Import your library' link,
 * ADR 0051).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DeleteAccountButton } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';

export function YourDataSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{t('section.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('section.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {children}
        <DownloadDataButton />
        <DeleteAccountButton />
      </CardContent>
    </Card>
  );
}
