/**
 * Create Hub form (spec 001 §5 "Hub creation"): name, type (default society), city from the 49 cities,
 * the unit count whose label follows the type, an optional location (location picker) and description.
 * Validated with the contract's `createHubBody`, so the messages are the spec's word for word. State in
 * `useCreateHubForm`, the type, city, count and location fields in `create-hub-fields.tsx`.
 */
import { useTranslation } from 'react-i18next';
import type { HubType } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { HubCityField, HubCountField, HubLocationField, HubTypeField } from './create-hub-fields';
import { LocationPickerDialog } from './location-picker-dialog';
import { useCreateHubForm, type CreateHubValues } from './use-create-hub-form';

export type { CreateHubValues } from './use-create-hub-form';

interface CreateHubFormProps {
  defaultHubType?: HubType;
  /** Preselected city (the member's own), used only when it is one of the 49 cities. */
  defaultCity?: string;
  saving: boolean;
  onSubmit: (values: CreateHubValues) => void;
  onCancel: () => void;
}

/** The form; `onSubmit` gets the validated values. The picker dialog sits outside the `<form>`. */
export function CreateHubForm({
  defaultHubType = 'society',
  defaultCity,
  saving,
  onSubmit,
  onCancel,
}: CreateHubFormProps) {
  const { t } = useTranslation('hubs');
  const { form, pickerOpen, setPickerOpen, hubType, location } = useCreateHubForm(
    defaultHubType,
    defaultCity,
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('create.name')}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="organization" placeholder={t('create.namePlaceholder')} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <HubTypeField form={form} />
        <HubCityField form={form} />
        <HubCountField form={form} hubType={hubType} />
        <HubLocationField
          location={location}
          onRemove={() => form.setValue('location', null)}
          onChoose={() => setPickerOpen(true)}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('create.descriptionField')}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ''}
                  rows={3}
                  placeholder={t('create.descriptionPlaceholder')}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner aria-label={t('create.submitting')} />}
            {saving ? t('create.submittingText') : t('create.submit')}
          </Button>
        </div>
      </form>
      <LocationPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        value={location ?? null}
        onSelect={(picked) => {
          form.setValue('location', picked);
          setPickerOpen(false);
        }}
      />
    </Form>
  );
}
