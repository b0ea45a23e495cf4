/**
 * A page's heading row: an icon (decorative, hidden from assistive technology) and the page's `h1`.
 * `iconClassName` sizes and colours the icon, e.g. `size-6 text-red-500`.
 */
import type { ComponentType, ReactNode } from 'react';

export function PageTitle({
  icon: Icon,
  iconClassName,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <header className="flex items-center gap-2">
      <Icon aria-hidden className={iconClassName} />
      <h1 className="text-2xl font-semibold tracking-tight">{children}</h1>
    </header>
  );
}
