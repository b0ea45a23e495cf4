/**
 * The fields of the Create Hub form (spec 001 §5 "Hub creation") that are more than an input: the hub
 * type (radio cards), the city (one of the 49 cities), the unit count whose label follows the type and the
 * optional location with its remove and choose buttons. Texts from the `hubs` catalogue (ADR 0042).
 */
import { MapPin, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@/domain/cities';
import { HUB_TYPES, type HubType, type Location } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { SelectField } from '@/client/components/select-field';
import { SelectItem } from '@/client/components/ui/select';
import { formatCoordinates } from './location-picker-dialog';
import type { CreateHubFormApi } from './use-create-hub-form';

interface FieldProps {
  form: CreateHubFormApi;
}

/** The hub type: Society, School or Office as radio cards in a fieldset. */
export function HubTypeField({ form }: FieldProps) {
  const { t } = useTranslation('hubs');
  return (
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
  );
}

/** The city, chosen from the 49 cities. */
export function HubCityField({ form }: FieldProps) {
  const { t } = useTranslation('hubs');
  return (
    <SelectField
      control={form.control}
      name="city"
      label={t('create.city')}
      placeholder={t('create.cityPlaceholder')}
    >
      {CITIES.map((city) => (
        <SelectItem key={city} value={city}>
          {city}
        </SelectItem>
      ))}
    </SelectField>
  );
}

/** The member/student/employee count, labelled for `hubType`; an empty field holds undefined. */
export function HubCountField({ form, hubType }: FieldProps & { hubType: HubType }) {
  const { t } = useTranslation('hubs');
  return (
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
  );
}

interface HubLocationFieldProps {
  location: Location | null | undefined;
  onRemove: () => void;
  /** opens the location picker */
  onChoose: () => void;
}

/** The optional location: the chosen address and coordinates with Remove, and Choose/Change Location. */
export function HubLocationField({ location, onRemove, onChoose }: HubLocationFieldProps) {
  const { t } = useTranslation('hubs');
  return (
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
            onClick={onRemove}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      <Button type="button" variant="outline" aria-describedby="create-hub-location-label" onClick={onChoose}>
        <MapPin aria-hidden />
        {location ? t('create.changeLocation') : t('create.chooseLocation')}
      </Button>
    </div>
  );
}
