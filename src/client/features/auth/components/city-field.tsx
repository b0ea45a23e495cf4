/** The city select of the sign-up form: the 49 cities of spec 000 §9 (src/domain/cities.ts), in their order. */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@/domain/cities';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';

export function CityField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('fields.city')}</FormLabel>
          <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={t('fields.cityPlaceholder')} />
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
  );
}
