/**
 * One Brocks package in the admin panel (spec 002 §2.1 "Brocks Packages"): total Brocks, the split as
 * 'base + bonus', price, per-Brock price and the popular mark, with Edit and Delete. Delete asks 'Are you
 * sure you want to delete this package?' first; a package bought before is archived by the server.
 */
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BrocksPackage } from '@/contract/brocks-packages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Badge } from '@/client/components/ui/badge';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { formatNumber, formatRupees } from '@/client/lib/format';
import { currentLanguage } from '@/client/lib/locale';
import { formatRupees as formatMoney } from '@/domain/money';
import { useDeletePackage } from '../api/brocks-packages';
import { callError } from '../lib/call-error';

/**
 * Price per Brock received (base + bonus), e.g. '₹0.095': the one money format (src/domain/money.ts) with up
 * to 3 decimals, in the current language (ADR 0042).
 */
export function perBrockPrice(pkg: Pick<BrocksPackage, 'brocks' | 'bonus' | 'price'>): string {
  return formatMoney(Number(pkg.price) / (pkg.brocks + pkg.bonus), currentLanguage(), 3);
}

export function PackageCard({ pkg, onEdit }: { pkg: BrocksPackage; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeletePackage();
  const total = pkg.brocks + pkg.bonus;

  const confirmDelete = () =>
    remove.mutate(pkg.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(callError(err, () => t('packages.deleteFailed'))),
    });

  return (
    <Card className={`gap-3 p-4 ${pkg.popular ? 'border-primary ring-primary/30 ring-1' : ''}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{pkg.name}</h3>
          <p className="text-2xl font-bold tracking-tight">
            {formatNumber(total)}{' '}
            <span className="text-muted-foreground text-sm font-medium">{t('packages.brocks')}</span>
          </p>
          <p className="text-muted-foreground text-sm">
            {t('packages.split', { brocks: formatNumber(pkg.brocks), bonus: formatNumber(pkg.bonus) })}
          </p>
        </div>
        {pkg.popular && (
          <Badge>
            <Star aria-hidden className="size-3" /> {t('packages.popular')}
          </Badge>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{formatRupees(Number(pkg.price))}</p>
        <p className="text-muted-foreground text-sm">
          {t('packages.perBrock', { price: perBrockPrice(pkg) })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('packages.editName', { name: pkg.name })}
        >
          <Pencil aria-hidden /> {t('common.edit')}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={remove.isPending}
              aria-label={t('packages.deleteName', { name: pkg.name })}
            >
              <Trash2 aria-hidden /> {remove.isPending ? t('common.deleting') : t('common.delete')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('packages.deleteTitle', { name: pkg.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t('packages.deleteConfirm')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('common:cancel')}</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={confirmDelete}
              >
                {t('common.delete')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </Card>
  );
}
