/**
 * ChoiceCard: a radio option drawn as a bordered card (shadcn/ui's "choice card" pattern: a Label wrapping
 * a RadioGroupItem), highlighted when checked and dimmed when disabled. Use inside a `RadioGroup`; the
 * whole card is the click target and the label of its radio.
 */
import * as React from 'react';

import { cn } from '@/client/lib/utils';
import { Label } from './label';
import { RadioGroupItem } from './radio-group';

interface ChoiceCardProps extends Omit<React.ComponentProps<typeof RadioGroupItem>, 'children'> {
  children: React.ReactNode;
  /** Classes of the card (the Label). */
  cardClassName?: string;
}

function ChoiceCard({ children, cardClassName, disabled, ...item }: ChoiceCardProps) {
  return (
    <Label
      data-slot="choice-card"
      data-disabled={disabled ? 'true' : undefined}
      className={cn(
        'has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 font-normal',
        'data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60',
        cardClassName,
      )}
    >
      <RadioGroupItem disabled={disabled} {...item} />
      {children}
    </Label>
  );
}

export { ChoiceCard };
