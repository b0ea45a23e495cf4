/**
 * The "where next" links under a public page that a visitor may reach signed out (/privacy,
 * /account/deletion/cancel, /downloads): 'Sign in' (to /auth) while signed out, and the way home (to /).
 * The texts come from the page's own catalogue (ADR 0042).
 */
import { Home, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

export interface WhereNextLinksProps {
  /** Whether a member is signed in: then there is no 'Sign in' link. */
  signedIn: boolean;
  /** The accessible name of the `<nav>`, and the two links' texts. */
  label: string;
  signIn: string;
  home: string;
  className?: string;
}

export function WhereNextLinks({ signedIn, label, signIn, home, className }: WhereNextLinksProps) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap justify-center gap-2', className)}>
      {!signedIn && (
        <Button asChild variant="outline">
          <Link to="/auth">
            <LogIn aria-hidden />
            {signIn}
          </Link>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to="/">
          <Home aria-hidden />
          {home}
        </Link>
      </Button>
    </nav>
  );
}
