/** Spinner: small spinning lucide Loader2 icon announced as a status (label defaults to "Loading", in the language shown). */
import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { useEarlyT } from '@/client/lib/early-text';
import { cn } from '@/client/lib/utils';

function Spinner({ className, 'aria-label': ariaLabel, ...props }: React.ComponentProps<'svg'>) {
  const earlyT = useEarlyT();
  return (
    <Loader2Icon
      role="status"
      aria-label={ariaLabel ?? earlyT('common:loading')}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
