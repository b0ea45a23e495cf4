/**
 * A school or company picker bound to react-hook-form (spec 001 §2.14): approved hubs of one type, the
 * member's city first. The value is a hub id or null ('None').
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileHubOption } from '@/contract/profile';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';

const NONE = 'none';

export function HubSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  options: ProfileHubOption[] | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value == null ? NONE : String(field.value)}
            onValueChange={(v) => field.onChange(v === NONE ? null : Number(v))}
            name={field.name}
            disabled={disabled || !options}
          >
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent position="popper" className="max-h-72">
              <SelectItem value={NONE}>{t('info.none')}</SelectItem>
              {(options ?? []).map((hub) => (
                <SelectItem key={hub.id} value={String(hub.id)}>
                  {hub.name} · {hub.city}
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
