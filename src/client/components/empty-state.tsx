/**
 * The content of an empty list (spec 001 §2.11 "an empty state with a call to action"): a muted icon, a
 * title, a hint and the call to action: a link button to `link.to`, or `children` (e.g. a button).
 * Rendered as a fragment: the caller gives the frame (e.g. QueryList's dashed box).
 */
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

export function EmptyStateContent({
  icon: Icon,
  title,
  text,
  link,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  text: ReactNode;
  link?: { to: string; label: ReactNode };
  children?: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden className="text-muted-foreground size-10" />
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground text-sm">{text}</p>
      {link ? (
        <Button asChild>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ) : (
        children
      )}
    </>
  );
}
