/**
 * A text input that reports its value `delay` ms after the last keystroke (or at once on Enter), for
 * the browse search and location boxes. It follows `value` when it changes from outside (Clear All,
 * back/forward) while the member is not typing.
 */
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Input } from '@/client/components/ui/input';

/** Default pause before a typed search is applied (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

interface DebouncedInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> {
  value: string;
  onCommit: (value: string) => void;
  delay?: number;
}

export function DebouncedInput({
  value,
  onCommit,
  delay = SEARCH_DEBOUNCE_MS,
  onKeyDown,
  ...props
}: DebouncedInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    typing.current = false;
    onCommit(next.trim());
  };

  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        typing.current = true;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delay);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
        onKeyDown?.(e);
      }}
    />
  );
}
