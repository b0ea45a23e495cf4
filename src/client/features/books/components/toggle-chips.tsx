/** A wrap of toggle buttons (aria-pressed) for multi-choice filters: genres, conditions, hubs. */
import { Button } from '@/client/components/ui/button';

interface ToggleChipsProps<T extends string | number> {
  /** The group's visible name (also its accessible name). */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onToggle: (value: T) => void;
}

export function ToggleChips<T extends string | number>({
  label,
  options,
  selected,
  onToggle,
}: ToggleChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="grid gap-2">
      <p aria-hidden className="text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant={on ? 'default' : 'outline'}
              aria-pressed={on}
              className="rounded-full"
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
