/**
 * A member's round picture in lists (spec 001 §2.15, §6; 002 §9 "Avatar initials are at most 2 letters"):
 * the profile picture when they have one, else their initials (at most 2 letters). Decorative: the name
 * is always written next to it.
 */
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { initials } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';

interface MemberAvatarProps {
  name: string;
  picture?: string | null;
  className?: string;
}

export function MemberAvatar({ name, picture, className }: MemberAvatarProps) {
  return (
    <Avatar aria-hidden className={cn('size-9', className)}>
      {picture ? <AvatarImage src={picture} alt="" /> : null}
      <AvatarFallback className="bg-secondary text-secondary-foreground text-xs font-semibold">
        {initials(name) || '?'}
      </AvatarFallback>
    </Avatar>
  );
}
