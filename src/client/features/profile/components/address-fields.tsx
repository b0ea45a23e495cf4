/**
 * The four address fields (spec 001 §5 "Profile address form"): flat and wing, building name, detailed
 * address and city, with the contract's messages. Shared by the Profile Info tab and the home's
 * 'Complete Your Profile' form.
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CityField, TextField } from '@/client/features/auth';
import { PROFILE_TEXT } from '../text';

const t = PROFILE_TEXT.info;

export function AddressFields<T extends FieldValues, TOut extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (field: 'flatWing' | 'buildingName' | 'detailedAddress' | 'city') => field as FieldPath<T>;
  return (
    <>
      <TextField control={control} name={name('flatWing')} label={t.flatWing} />
      <TextField control={control} name={name('buildingName')} label={t.buildingName} />
      <TextField control={control} name={name('detailedAddress')} label={t.detailedAddress} />
      <CityField control={control} name={name('city')} />
    </>
  );
}
