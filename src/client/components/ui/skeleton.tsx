/** Skeleton: shadcn/ui pulsing placeholder block shown while content loads. */
import * as React from 'react';

import { cn } from '@/client/lib/utils';

function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('bg-accent animate-pulse rounded-md', className)} {...props} />
  );
}

export { Skeleton };
