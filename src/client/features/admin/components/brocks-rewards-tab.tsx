/**
 * Brocks Rewards tab (spec 002 §2.1, §3, §5): the Brocks settings in three groups (earning, converting,
 * legacy) validated with the spec's messages (`brocksSettingsForm`, blank fields refused); Brocks per rupee
 * is shown as such and sent inverted. Below: the reward definitions and the last 20 changes.
 */
import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BrocksSettingsForm } from '@/domain/brocks';
import { brocksSettingsFormStrict } from '@/contract/admin';
import { Button } from '@/client/components/ui/button';
import { LoadError } from './load-error';
import { Card } from '@/client/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { formFromSettingsList, useRewardSettings, useUpdateBrocksSettings } from '../api/brocks-settings';
import { BROCKS_GROUPS, settingKey } from '../lib/fields';
import { RewardDefinitions } from './reward-definitions';
import { SettingsAudit } from './settings-audit';

type FormText = Record<string, unknown>;

export default function BrocksRewardsTab() {
  const { t } = useTranslation('admin');
  const settings = useRewardSettings();
  const values = useMemo(() => (settings.data ? formFromSettingsList(settings.data) : null), [settings.data]);
  return (
    <div className="grid gap-4">
      <Card className="gap-4 px-4 py-4">
        <div>
          <h2 className="font-semibold">{t('brocks.title')}</h2>
          <p className="text-muted-foreground text-sm">{t('brocks.intro')}</p>
        </div>
        {settings.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('brocks.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : settings.isError || !values ? (
          <LoadError message={t('brocks.failed')} onRetry={() => void settings.refetch()} />
        ) : (
          <BrocksSettingsFields values={values} />
        )}
      </Card>
      <RewardDefinitions />
      <SettingsAudit group="brocks" />
    </div>
  );
}

function BrocksSettingsFields({ values }: { values: Record<string, number> }) {
  const { t } = useTranslation('admin');
  const asText = (v: Record<string, number>): FormText =>
    Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
  const form = useForm<FormText, unknown, BrocksSettingsForm>({
    resolver: zodResolver(brocksSettingsFormStrict),
    defaultValues: asText(values),
  });
  useEffect(() => form.reset(asText(values)), [values, form]);
  const update = useUpdateBrocksSettings();
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) =>
        toast.error(t('brocks.updateFailed'), { description: errorMessage(err, '') || undefined }),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {BROCKS_GROUPS.map((group) => (
          <fieldset key={group.id} className="grid gap-3">
            <legend className="mb-1">
              <span className="text-sm font-semibold">{t(`brocks.groups.${group.id}.title`)}</span>
              <span className="text-muted-foreground block text-xs">
                {t(`brocks.groups.${group.id}.description`)}
              </span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.keys.map((key) => (
                <FormField
                  key={key}
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t(`brocks.settings.${settingKey(key)}`)}</FormLabel>
                      <FormControl>
                        <Input
                          type="number"
                          inputMode={key === 'credit_value_rupees' ? 'decimal' : 'numeric'}
                          step={key === 'credit_value_rupees' ? '0.01' : '1'}
                          min={0}
                          {...field}
                          value={field.value === undefined || field.value === null ? '' : String(field.value)}
                          disabled={update.isPending}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending && <Spinner />}
          {update.isPending ? t('common:saving') : t('brocks.save')}
        </Button>
      </form>
    </Form>
  );
}
