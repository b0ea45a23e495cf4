/**
 * The '404 Page Not Found' screen for unknown signed-in paths (spec 000 §8, 002 §2.7), with a hint for
 * developers that the path has no entry in the route table.
 */
import { FileQuestion } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <title>404 Page Not Found · Hubshelf</title>
      <FileQuestion className="text-muted-foreground size-14" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <p className="bg-muted text-muted-foreground max-w-full rounded-md px-3 py-2 text-left text-xs break-words">
        Developer hint: <code className="font-mono">{pathname}</code> has no entry in{' '}
        <code className="font-mono">src/client/app/routes.tsx</code>. Did you forget to add the page to the
        router?
      </p>
      <Button asChild>
        <Link to="/">Go to Home</Link>
      </Button>
    </div>
  );
}
