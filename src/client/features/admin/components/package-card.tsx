/**
 * One Brocks package in the admin panel (spec 002 §2.1 "Brocks Packages"): total Brocks, the split as
 * 'base + bonus', price, per-Brock price and the popular mark, with Edit and Delete. Delete asks 'Are you
 * sure you want to delete this package?' first; a package bought before is archived by the server.
 */
import { Pencil, Star, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { PACKAGE_MESSAGES, type BrocksPackage } from '@/contract/brocks-packages';
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
import { formatRupees } from '@/client/lib/format';
import { useDeletePackage } from '../api/brocks-packages';
import { callError } from '../lib/call-error';

const perBrock = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** Price per Brock received (base + bonus), e.g. '₹0.095'. */
export function perBrockPrice(pkg: Pick<BrocksPackage, 'brocks' | 'bonus' | 'price'>): string {
  return perBrock.format(Number(pkg.price) / (pkg.brocks + pkg.bonus));
}

const count = new Intl.NumberFormat('en-IN');

export function PackageCard({ pkg, onEdit }: { pkg: BrocksPackage; onEdit: () => void }) {
  const remove = useDeletePackage();
  const total = pkg.brocks + pkg.bonus;

  const confirmDelete = () =>
    remove.mutate(pkg.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(callError(err, () => PACKAGE_MESSAGES.deleteFailed)),
    });

  return (
    <Card className={`gap-3 p-4 ${pkg.popular ? 'border-primary ring-primary/30 ring-1' : ''}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{pkg.name}</h3>
          <p className="text-2xl font-bold tracking-tight">
            {count.format(total)} <span className="text-muted-foreground text-sm font-medium">Brocks</span>
          </p>
          <p className="text-muted-foreground text-sm">
            {count.format(pkg.brocks)} + {count.format(pkg.bonus)} bonus
          </p>
        </div>
        {pkg.popular && (
          <Badge>
            <Star aria-hidden className="size-3" /> Popular
          </Badge>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{formatRupees(Number(pkg.price))}</p>
        <p className="text-muted-foreground text-sm">{perBrockPrice(pkg)} per Brock</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${pkg.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={remove.isPending}
              aria-label={`Delete ${pkg.name}`}
            >
              <Trash2 aria-hidden /> {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {pkg.name}?</AlertDialogTitle>
              <AlertDialogDescription>{PACKAGE_MESSAGES.deleteConfirm}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={confirmDelete}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </Card>
  );
}
