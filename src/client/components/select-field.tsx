/**
 * A labelled select bound to react-hook-form, with its validation message under it: the trigger fills the
 * width, the list opens below it (at most 18rem high). `children` are the `SelectItem`s. By default the field's
 * value is the select's value as is; `toSelect`/`fromSelect` convert when the field holds something else
 * (e.g. a hub id or null). `named` gives the hidden native select the field's name.
 */
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/client/components/ui/select';

export interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  disabled?: boolean;
  /** Give the hidden native select the field's name. */
  named?: boolean;
  /** The select's value for the field's value (default: the value itself). */
  toSelect?: (value: T[FieldPath<T>]) => string;
  /** The field's value for the chosen select value (default: the value itself). */
  fromSelect?: (value: string) => unknown;
  children: ReactNode;
}

export function SelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  disabled,
  named = false,
  toSelect = (value) => value,
  fromSelect = (value) => value,
  children,
}: SelectFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={toSelect(field.value)}
            onValueChange={(value) => field.onChange(fromSelect(value))}
            name={named ? field.name : undefined}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent position="popper" className="max-h-72">
              {children}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
