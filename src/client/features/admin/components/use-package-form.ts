/**
 * The state and submit of the Brocks package form (spec 002 §2.1, §5 "Package", §8): the form checked
 * with the contract's `packageBody`, filled from `editing` (or empty with a bonus of 0). A submit missing
 * name, Brocks or price toasts 'Please fill in all required fields'; success toasts and calls `onDone`;
 * failures toast the server's message, else 'Failed to update package: {status}' / 'Failed to create
 * package', or 'Network error occurred'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { packageBody, type BrocksPackage, type PackageInput } from '@/contract/brocks-packages';
import { useSavePackage } from '../api/brocks-packages';
import { callError } from '../lib/call-error';

/** The fields as typed: Brocks, bonus and price (rupees) are text until validated. */
interface FormValues {
  name: string;
  brocks: string;
  bonus: string;
  price: string;
  popular: boolean;
}

const resolver = zodResolver(packageBody) as unknown as Resolver<FormValues, unknown, PackageInput>;

export function usePackageForm(editing: BrocksPackage | undefined, onDone: () => void) {
  const { t } = useTranslation('admin');
  const save = useSavePackage();
  const form = useForm<FormValues, unknown, PackageInput>({
    resolver,
    defaultValues: {
      name: editing?.name ?? '',
      brocks: editing ? String(editing.brocks) : '',
      bonus: editing ? String(editing.bonus) : '0',
      price: editing?.price ?? '',
      popular: editing?.popular ?? false,
    },
  });

  function submit(body: PackageInput) {
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          toast.success(editing ? t('packages.form.updated') : t('packages.form.created'));
          onDone();
        },
        onError: (err) =>
          toast.error(
            callError(err, (status) =>
              editing ? t('packages.form.updateFailed', { status }) : t('packages.form.createFailed'),
            ),
          ),
      },
    );
  }

  function invalid() {
    const { name, brocks, price } = form.getValues();
    if (!name.trim() || !brocks.trim() || !price.trim()) toast.error(t('packages.form.requiredFields'));
  }

  return { form, onSubmit: form.handleSubmit(submit, invalid), saving: save.isPending };
}
