/**
 * A school or company picker bound to react-hook-form (spec 001 §2.14): approved hubs of one type, the
 * member's city first. The value is a hub id or null ('None').
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileHubOption } from '@/contract/profile';
import { SelectField } from '@/client/components/select-field';
import { SelectItem } from '@/client/components/ui/select';

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
    <SelectField
      control={control}
      name={name}
      label={label}
      placeholder={placeholder}
      named
      disabled={disabled || !options}
      toSelect={(value) => (value == null ? NONE : String(value))}
      fromSelect={(value) => (value === NONE ? null : Number(value))}
    >
      <SelectItem value={NONE}>{t('info.none')}</SelectItem>
      {(options ?? []).map((hub) => (
        <SelectItem key={hub.id} value={String(hub.id)}>
          {hub.name} · {hub.city}
        </SelectItem>
      ))}
    </SelectField>
  );
}
