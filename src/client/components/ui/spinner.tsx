/** Spinner: small spinning lucide Loader2 icon announced as a status (label defaults to "Loading"). */
import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { cn } from '@/client/lib/utils';

function Spinner({ className, 'aria-label': ariaLabel = 'Loading', ...props }: React.ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      role="status"
      aria-label={ariaLabel}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
