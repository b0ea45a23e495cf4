/** A round icon link in the header with a tooltip repeating its accessible name. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';

export function IconLink({
  to,
  label,
  tooltip,
  children,
}: {
  to: string;
  label: string;
  tooltip: string;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button asChild variant="ghost" size="icon" className="relative rounded-full">
          <Link to={to} aria-label={label}>
            {children}
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}
