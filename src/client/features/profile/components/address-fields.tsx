/**
 * The four address fields (spec 001 §5 "Profile address form"): flat and wing, building name, detailed
 * address and city, with the contract's messages. Shared by the Profile Info tab and the home's
 * 'Complete Your Profile' form.
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityField, TextField } from '@/client/features/auth';

export function AddressFields<T extends FieldValues, TOut extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { t } = useTranslation('profile');
  const name = (field: 'flatWing' | 'buildingName' | 'detailedAddress' | 'city') => field as FieldPath<T>;
  return (
    <>
      <TextField control={control} name={name('flatWing')} label={t('info.flatWing')} />
      <TextField control={control} name={name('buildingName')} label={t('info.buildingName')} />
      <TextField control={control} name={name('detailedAddress')} label={t('info.detailedAddress')} />
      <CityField control={control} name={name('city')} />
    </>
  );
}
