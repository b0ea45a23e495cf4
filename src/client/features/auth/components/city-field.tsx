/** The city select of the sign-up form: the 49 cities of spec 000 §9 (src/domain/cities.ts), in their order. */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@/domain/cities';
import { SelectField } from '@/client/components/select-field';
import { SelectItem } from '@/client/components/ui/select';

export function CityField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation('auth');
  return (
    <SelectField
      control={control}
      name={name}
      label={t('fields.city')}
      placeholder={t('fields.cityPlaceholder')}
      named
      toSelect={(value) => String(value ?? '')}
    >
      {CITIES.map((city) => (
        <SelectItem key={city} value={city}>
          {city}
        </SelectItem>
      ))}
    </SelectField>
  );
}
