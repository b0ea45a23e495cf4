/**
 * A password field with a show/hide toggle (spec 000 §2: "password with show/hide"). Every input prop
 * (id, aria-describedby, aria-invalid from the form) goes to the <input>; the toggle is a button named
 * 'Show <label>' / 'Hide <label>'.
 */
import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';

export function PasswordInput({
  className,
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label?: string }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const named = label ?? t('fields.passwordToggle');
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t(visible ? 'fields.hide' : 'fields.show', { label: named })}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md outline-none focus-visible:ring-[3px]"
      >
        <Icon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
