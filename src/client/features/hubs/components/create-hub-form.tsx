/**
 * Create Hub form (spec 001 §5 "Hub creation"): name, type (default society), city from the 49 cities,
 * the unit count whose label follows the type, an optional location (location picker) and description.
 * Validated with the contract's `createHubBody`, so the messages are the spec's word for word.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CITIES } from '@/domain/cities';
import { createHubBody, HUB_TYPES, type HubType } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { formatCoordinates, LocationPickerDialog } from './location-picker-dialog';

export type CreateHubValues = z.output<typeof createHubBody>;
type CreateHubInput = z.input<typeof createHubBody>;

interface CreateHubFormProps {
  defaultHubType?: HubType;
  /** Preselected city (the member's own), used only when it is one of the 49 cities. */
  defaultCity?: string;
  saving: boolean;
  onSubmit: (values: CreateHubValues) => void;
  onCancel: () => void;
}

export function CreateHubForm({
  defaultHubType = 'society',
  defaultCity,
  saving,
  onSubmit,
  onCancel,
}: CreateHubFormProps) {
  const { t } = useTranslation('hubs');
  const form = useForm<CreateHubInput, unknown, CreateHubValues>({
    resolver: zodResolver(createHubBody),
    defaultValues: {
      name: '',
      hubType: defaultHubType,
      city: defaultCity && (CITIES as readonly string[]).includes(defaultCity) ? defaultCity : '',
      apartmentCount: undefined,
      location: null,
      description: '',
    },
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const hubType = form.watch('hubType') ?? 'society';
  const location = form.watch('location');

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

        <FormField
          control={form.control}
          name="hubType"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('create.type')}</legend>
              <RadioGroup value={field.value} onValueChange={field.onChange} className="grid-cols-3 gap-2">
                {HUB_TYPES.map((type) => (
                  <Label
                    key={type}
                    className="has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 font-normal"
                  >
                    <RadioGroupItem value={type} />
                    {t(`type.${type}`)}
                  </Label>
                ))}
              </RadioGroup>
            </fieldset>
          )}
        />

        <FormField
          control={form.control}
          name="city"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('create.city')}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('create.cityPlaceholder')} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent position="popper" className="max-h-72">
                  {CITIES.map((city) => (
                    <SelectItem key={city} value={city}>
                      {city}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="apartmentCount"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t(`countLabel.${hubType}`)}</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isFinite(field.value) ? field.value : ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="grid gap-2">
          <p id="create-hub-location-label" className="text-sm font-medium">
            {t('create.location')}
          </p>
          {location ? (
            <div className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
              <MapPin aria-hidden className="text-muted-foreground mt-0.5 size-4 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="break-words">{location.address}</p>
                <p className="text-muted-foreground text-xs">{formatCoordinates(location.coordinates)}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="-my-1 size-8 sm:size-8"
                aria-label={t('create.removeLocation')}
                onClick={() => form.setValue('location', null)}
              >
                <X aria-hidden />
              </Button>
            </div>
          ) : null}
          <Button
            type="button"
            variant="outline"
            aria-describedby="create-hub-location-label"
            onClick={() => setPickerOpen(true)}
          >
            <MapPin aria-hidden />
            {location ? t('create.changeLocation') : t('create.chooseLocation')}
          </Button>
        </div>

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
