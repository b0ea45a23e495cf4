/**
 * One labelled form input bound to react-hook-form, with its validation message under it.
 * `type="password"` renders a PasswordInput (show/hide toggle named after `toggleLabel`).
 */
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from './password-input';

type TextFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  /** Extra content on the label's row, e.g. a 'Forgot your password?' link. */
  labelAside?: ReactNode;
  /** Names the show/hide button of a password field ('Show <toggleLabel>'). */
  toggleLabel?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;

export function TextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  description,
  labelAside,
  toggleLabel,
  type,
  ...inputProps
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {labelAside ? (
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <FormLabel>{label}</FormLabel>
              {labelAside}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          <FormControl>
            {type === 'password' ? (
              <PasswordInput label={toggleLabel} {...inputProps} {...field} value={field.value ?? ''} />
            ) : (
              <Input type={type} {...inputProps} {...field} value={field.value ?? ''} />
            )}
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
