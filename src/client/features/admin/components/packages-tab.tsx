/**
 * Brocks Packages tab of the admin panel (spec 002 §2.1): the packages for sale as cards, cheapest first,
 * with Add, Edit and Delete; loading, error and empty states. Loaded with its tab (admin-page.tsx).
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BrocksPackage } from '@/contract/brocks-packages';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAdminPackages } from '../api/brocks-packages';
import { PackageCard } from './package-card';
import { PackageFormDialog } from './package-form-dialog';

export default function PackagesTab() {
  const { t } = useTranslation('admin');
  const packages = useAdminPackages();
  const [dialog, setDialog] = useState<{ open: boolean; editing?: BrocksPackage }>({ open: false });

  let body;
  if (packages.isPending) {
    body = (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('packages.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (packages.isError) {
    body = (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('packages.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void packages.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  } else if (packages.data.length === 0) {
    body = (
      <Card className="items-center px-4 py-8 text-center">
        <p className="text-muted-foreground text-sm">{t('packages.empty')}</p>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {packages.data.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} onEdit={() => setDialog({ open: true, editing: pkg })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="space-y-3" aria-labelledby="packages-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="packages-heading" className="text-lg font-semibold">
          {t('packages.title')}
        </h2>
        <Button size="sm" onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden /> {t('packages.add')}
        </Button>
      </div>
      {body}
      <PackageFormDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </section>
  );
}
