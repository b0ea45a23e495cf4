/**
 * One labelled form input bound to react-hook-form, with its validation message under it.
 * `type="password"` renders a PasswordInput (show/hide toggle named after `toggleLabel`). `EmailField` is the
 * auth forms' email field.
 */
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** The email field of the auth forms (Sign In, Sign Up, Forgot password): the `auth` catalogue's label and placeholder, the email keyboard and autocomplete. */
export function EmailField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: Pick<TextFieldProps<T, TOut>, 'control' | 'name'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      control={control}
      name={name}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.emailPlaceholder')}
    />
  );
}
