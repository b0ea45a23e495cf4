/**
 * Platform Settings tab (spec 002 §2.1, §5, §7): commission rate, security deposit, minimum apartments,
 * max rental days and extension fee per day, validated with the contract's `platformSettingsForm`;
 * 'Settings Updated' or 'Failed to update settings. Please try again.'; the last 20 changes below.
 */
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  platformSettingsForm,
  type PlatformSettingsFormInput,
  type PlatformSettingsFormOutput,
} from '@/contract/admin';
import type { PlatformSettingsBody } from '@/contract/settings';
import { Button } from '@/client/components/ui/button';
import { LoadError } from './load-error';
import { Card } from '@/client/components/ui/card';
import { Form } from '@/client/components/ui/form';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { TextField } from '@/client/features/auth';
import { errorMessage } from '@/client/lib/api';
import { useAdminPlatformSettings, useUpdatePlatformSettings } from '../api/platform-settings';
import { PLATFORM_FIELDS } from '../lib/fields';
import { SettingsAudit } from './settings-audit';

const asText = (s: PlatformSettingsBody): PlatformSettingsFormInput =>
  Object.fromEntries(PLATFORM_FIELDS.map(({ name }) => [name, String(s[name])])) as PlatformSettingsFormInput;

export default function PlatformSettingsTab() {
  const { t } = useTranslation('admin');
  const settings = useAdminPlatformSettings();
  return (
    <div className="grid gap-4">
      <Card className="gap-4 px-4 py-4">
        <div>
          <h2 className="font-semibold">{t('platform.title')}</h2>
          <p className="text-muted-foreground text-sm">{t('platform.intro')}</p>
        </div>
        {settings.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('platform.loading')}>
            {PLATFORM_FIELDS.map(({ name }) => (
              <Skeleton key={name} className="h-14 w-full" />
            ))}
          </div>
        ) : settings.isError ? (
          <LoadError message={t('platform.failed')} onRetry={() => void settings.refetch()} />
        ) : (
          <PlatformSettingsForm values={settings.data} />
        )}
      </Card>
      <SettingsAudit group="platform" />
    </div>
  );
}

function PlatformSettingsForm({ values }: { values: PlatformSettingsBody }) {
  const { t } = useTranslation('admin');
  const form = useForm<PlatformSettingsFormInput, unknown, PlatformSettingsFormOutput>({
    resolver: zodResolver(platformSettingsForm),
    defaultValues: asText(values),
  });
  useEffect(() => form.reset(asText(values)), [values, form]);
  const update = useUpdatePlatformSettings();
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t('platform.updated')),
      onError: (err) =>
        toast.error(t('platform.updateFailed'), { description: errorMessage(err, '') || undefined }),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {PLATFORM_FIELDS.map(({ name, step }) => (
          <TextField
            key={name}
            control={form.control}
            name={name}
            label={t(`platform.fields.${name}.label`)}
            description={t(`platform.fields.${name}.hint`)}
            type="number"
            inputMode="decimal"
            step={step}
            min={0}
            disabled={update.isPending}
          />
        ))}
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending && <Spinner />}
          {update.isPending ? t('common:saving') : t('platform.save')}
        </Button>
      </form>
    </Form>
  );
}
