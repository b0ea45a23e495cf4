/**
 * The avatar menu (spec 001 §2.15, §4.8, §8): initials avatar (or the profile picture), name and email,
 * the language switch (hidden while one language is offered, ADR 0042), Profile, My Wishlist, Admin Panel
 * (administrators only), each shown once its page exists, and Log out.
 * Log out ends the session, forgets cached data, goes to '/' and says 'Logged out' / 'You have been
 * successfully logged out.'; a failure says 'Error' / 'Failed to logout. Please try again.'
 */
import { Heart, LogOut, Shield, User, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '@/contract/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useClearSignedInData, useLogout } from '@/client/features/auth';
import { LANGUAGE_NAMES, OFFERED_LANGUAGES, isLanguage } from '@/domain/languages';
import { chooseLanguage, useCurrentLanguage } from '@/client/i18n/language-switch';
import { useSaveMemberLanguage } from '@/client/i18n/member-language';
import { initials } from '@/client/lib/format';
import { hasMemberRoute } from '../has-member-route';

interface MenuLink {
  to: string;
  /** key in the `app` catalogue (ADR 0042) */
  labelKey: `shell.menu.${string}`;
  icon: LucideIcon;
  adminOnly?: boolean;
}

const MENU_LINKS: readonly MenuLink[] = [
  { to: '/profile', labelKey: 'shell.menu.profile', icon: User },
  { to: '/my-wishlist', labelKey: 'shell.menu.wishlist', icon: Heart },
  { to: '/admin', labelKey: 'shell.menu.admin', icon: Shield, adminOnly: true },
];

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('app');
  const logout = useLogout();
  const clearSignedInData = useClearSignedInData();
  const saveLanguage = useSaveMemberLanguage();
  const links = MENU_LINKS.filter((link) => (!link.adminOnly || user.isAdmin) && hasMemberRoute(link.to));

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        // Go to '/' first: the signed-out routes start from the address bar once the session is cleared.
        window.history.pushState(null, '', '/');
        clearSignedInData();
        toast.success(t('shell.logout.done'), { description: t('shell.logout.doneDescription') });
      },
      onError: () =>
        toast.error(t('shell.logout.error'), { description: t('shell.logout.errorDescription') }),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('shell.menu.account')}>
          <Avatar className="size-8">
            {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
            <AvatarFallback className="bg-primary text-primary-foreground text-xs font-semibold">
              {initials(user.name)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="text-sm font-semibold break-words">{user.name}</p>
          <p className="text-muted-foreground text-xs break-all">{user.email}</p>
        </DropdownMenuLabel>
        <MenuLanguages onChosen={saveLanguage} />
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              <link.icon aria-hidden /> {t(link.labelKey)}
            </Link>
          </DropdownMenuItem>
        ))}
        {links.length ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem disabled={logout.isPending} onSelect={onLogout}>
          <LogOut aria-hidden /> {logout.isPending ? t('shell.menu.loggingOut') : t('shell.menu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The language choice inside the menu ('English / हिन्दी', ADR 0042) as menu radio items, so the menu keeps
 * the roles a menu may hold; nothing while one language is offered.
 */
function MenuLanguages({ onChosen }: { onChosen: (lng: (typeof OFFERED_LANGUAGES)[number]) => void }) {
  const current = useCurrentLanguage();
  if (OFFERED_LANGUAGES.length < 2) return null;
  return (
    <DropdownMenuRadioGroup
      aria-label={OFFERED_LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(' / ')}
      value={current}
      onValueChange={(value) => {
        if (isLanguage(value)) void chooseLanguage(value).then(() => onChosen(value));
      }}
    >
      {OFFERED_LANGUAGES.map((lng) => (
        <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
