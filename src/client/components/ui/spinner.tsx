/** Spinner: small spinning lucide Loader2 icon announced as a status (label defaults to "Loading", in the language shown). */
import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { COMMON_TEXT } from '@/client/lib/common-text';
import { useEarlyText } from '@/client/lib/early-text';
import { cn } from '@/client/lib/utils';

function Spinner({ className, 'aria-label': ariaLabel, ...props }: React.ComponentProps<'svg'>) {
  const text = useEarlyText(COMMON_TEXT);
  return (
    <Loader2Icon
      role="status"
      aria-label={ariaLabel ?? text.loading}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
