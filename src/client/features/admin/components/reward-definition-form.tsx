/**
 * The form that adds a reward definition (spec 002 §3 "Reward definition", §5; ADR 0022): description,
 * reward type, value, required referrals and required books per referral, checked with the contract's
 * `rewardDefinitionForm`. Success toasts and empties the form; failure toasts 'Failed to create reward.
 * Please try again.' with the server's reason. Texts from the `admin` catalogue (ADR 0042).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REWARD_TYPES, rewardDefinitionForm, type RewardDefinitionFormInput } from '@/contract/admin';
import { Button } from '@/client/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useCreateReward } from '../api/rewards';
import { settingKey } from '../lib/fields';

const EMPTY = {
  description: '',
  rewardType: 'bonus_earning',
  value: '',
  requiredReferrals: '',
  requiredBooksPerReferral: '',
};
const NUMBER_FIELDS = ['value', 'requiredReferrals', 'requiredBooksPerReferral'] as const;

/** The fields as typed (text until validated). */
type RewardForm = UseFormReturn<Record<string, string>>;

export function RewardDefinitionForm() {
  const { t } = useTranslation('admin');
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(rewardDefinitionForm) as never,
    defaultValues: EMPTY,
  });
  const create = useCreateReward();
  const submit = form.handleSubmit((values) =>
    create.mutate(values as unknown as RewardDefinitionFormInput, {
      onSuccess: () => {
        toast.success(t('rewards.created'));
        form.reset(EMPTY);
      },
      onError: (err) =>
        toast.error(t('rewards.createFailed'), { description: errorMessage(err, '') || undefined }),
    }),
  );
  return (
    <Form {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 border-t pt-4"
        aria-label={t('rewards.form.title')}
      >
        <h3 className="text-sm font-semibold">{t('rewards.form.title')}</h3>
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('rewards.form.description')}</FormLabel>
              <FormControl>
                <Input {...field} maxLength={200} disabled={create.isPending} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <RewardTypeField form={form} disabled={create.isPending} />
        <div className="grid grid-cols-3 gap-2">
          {NUMBER_FIELDS.map((name) => (
            <RewardNumberField key={name} form={form} name={name} disabled={create.isPending} />
          ))}
        </div>
        <Button type="submit" variant="outline" disabled={create.isPending} className="justify-self-start">
          {create.isPending && <Spinner />}
          {create.isPending ? t('common:saving') : t('rewards.form.submit')}
        </Button>
      </form>
    </Form>
  );
}

/** The reward type select (Bonus Brocks, commission-free days, badge…). */
function RewardTypeField({ form, disabled }: { form: RewardForm; disabled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <FormField
      control={form.control}
      name="rewardType"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('rewards.form.rewardType')}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent position="popper">
              {REWARD_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`rewards.types.${settingKey(type)}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

interface RewardNumberFieldProps {
  form: RewardForm;
  name: (typeof NUMBER_FIELDS)[number];
  disabled: boolean;
}

/** A whole number of the definition (value, required referrals, books per referral). */
function RewardNumberField({ form, name, disabled }: RewardNumberFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel className="text-xs">{t(`rewards.form.${name}`)}</FormLabel>
          <FormControl>
            <Input type="number" inputMode="numeric" min={0} step={1} {...field} disabled={disabled} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
