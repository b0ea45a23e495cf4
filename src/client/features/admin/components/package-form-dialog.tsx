/**
 * Add or edit a Brocks package (spec 002 §2.1, §5 "Package", §8): name, Brocks, bonus, price (₹, 2 decimals)
 * and popular, checked with the contract's rules and messages. A submit missing name, Brocks or price
 * toasts 'Please fill in all required fields'. Failures toast the server's message, else
 * 'Failed to update package: {status}' / 'Failed to create package', or 'Network error occurred'.
 * State and submit in `usePackageForm`.
 */
import { useTranslation } from 'react-i18next';
import type { BrocksPackage } from '@/contract/brocks-packages';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
} from '@/client/components/ui/form';
import { Switch } from '@/client/components/ui/switch';
import { TextField } from '@/client/features/auth';
import { usePackageForm } from './use-package-form';

interface PackageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package to edit; undefined to add one. */
  editing?: BrocksPackage;
}

export function PackageFormDialog({ open, onOpenChange, editing }: PackageFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t('packages.form.editTitle') : t('packages.form.addTitle')}</DialogTitle>
          <DialogDescription>{t('packages.form.description')}</DialogDescription>
        </DialogHeader>
        {open && <PackageForm editing={editing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The form; mounted while the dialog is open, so every opening starts afresh. */
function PackageForm({ editing, onDone }: { editing?: BrocksPackage; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { form, onSubmit, saving } = usePackageForm(editing, onDone);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          control={form.control}
          name="name"
          label={t('packages.form.name')}
          autoComplete="off"
          maxLength={60}
        />
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField
            control={form.control}
            name="brocks"
            label={t('packages.form.brocks')}
            inputMode="numeric"
          />
          <TextField
            control={form.control}
            name="bonus"
            label={t('packages.form.bonus')}
            inputMode="numeric"
          />
        </div>
        <TextField
          control={form.control}
          name="price"
          label={t('packages.form.price')}
          inputMode="decimal"
          description={t('packages.form.priceHint')}
        />
        <FormField
          control={form.control}
          name="popular"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center justify-between gap-3 rounded-md border p-3">
              <div className="grid gap-1">
                <FormLabel>{t('packages.form.popular')}</FormLabel>
                <FormDescription>{t('packages.form.popularHint')}</FormDescription>
              </div>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('common:saving') : editing ? t('common:saveChanges') : t('packages.add')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
