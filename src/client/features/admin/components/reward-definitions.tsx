/**
 * Reward definitions (spec 002 §3 "Reward definition", §5; ADR 0022): referral milestones listed with their
 * condition and reward, a form to add one, and Delete. Only Bonus Brocks rewards are granted today, which
 * the list says. Failures toast 'Failed to create reward. Please try again.' / 'Failed to delete reward. …'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  REWARD_TYPES,
  rewardDefinitionForm,
  type RewardDefinition,
  type RewardDefinitionFormInput,
  type RewardType,
} from '@/contract/admin';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { LoadError } from './load-error';
import { Card } from '@/client/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useCreateReward, useDeleteReward, useRewards } from '../api/rewards';
import { settingKey } from '../lib/fields';

const EMPTY = {
  description: '',
  rewardType: 'bonus_earning',
  value: '',
  requiredReferrals: '',
  requiredBooksPerReferral: '',
};
const NUMBER_FIELDS = ['value', 'requiredReferrals', 'requiredBooksPerReferral'] as const;

/** A reward's amount as the badge shows it: '50 Brocks', '3 commission-free days', 'Badge level 2'. */
function rewardUnit(t: TFunction<'admin'>, type: RewardType, value: number): string {
  return type === 'commission_free'
    ? t('rewards.units.commissionFree', { count: value })
    : t(`rewards.units.${settingKey(type)}`, { value });
}

export function RewardDefinitions() {
  const { t } = useTranslation('admin');
  const rewards = useRewards();
  return (
    <Card className="gap-4 px-4 py-4">
      <div>
        <h2 className="font-semibold">{t('rewards.title')}</h2>
        <p className="text-muted-foreground text-sm">{t('rewards.intro')}</p>
      </div>
      {rewards.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : rewards.isError ? (
        <LoadError message={t('rewards.failed')} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('rewards.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('rewards.list')}>
          {rewards.data.map((r) => (
            <RewardRow key={r.id} reward={r} />
          ))}
        </ul>
      )}
      <RewardForm />
    </Card>
  );
}

function RewardRow({ reward }: { reward: RewardDefinition }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteReward();
  const onDelete = () =>
    remove.mutate(reward.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) =>
        toast.error(t('rewards.deleteFailed'), { description: errorMessage(err, '') || undefined }),
    });
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border px-3 py-2">
      <div className="grid gap-0.5 text-sm">
        <span className="font-medium">{reward.description}</span>
        <span className="text-muted-foreground text-xs">
          {t('rewards.condition', {
            referrals: t('rewards.referrals', { count: reward.requiredReferrals }),
            books: t('rewards.books', { count: reward.requiredBooksPerReferral }),
          })}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{rewardUnit(t, reward.rewardType, reward.value)}</Badge>
          {reward.rewardType !== 'bonus_earning' && (
            <span className="text-muted-foreground text-xs">{t('rewards.notGranted')}</span>
          )}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        disabled={remove.isPending}
        aria-label={t('rewards.deleteName', { name: reward.description })}
      >
        {remove.isPending ? <Spinner /> : <Trash2 />}
      </Button>
    </li>
  );
}

function RewardForm() {
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
        <FormField
          control={form.control}
          name="rewardType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('rewards.form.rewardType')}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} disabled={create.isPending}>
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
        <div className="grid grid-cols-3 gap-2">
          {NUMBER_FIELDS.map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel className="text-xs">{t(`rewards.form.${name}`)}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      {...field}
                      disabled={create.isPending}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
