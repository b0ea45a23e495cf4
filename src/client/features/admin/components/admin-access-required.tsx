/** Shown on /admin to a member who is not an administrator (spec 002 §6: only administrators open /admin). */
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';

export function AdminAccessRequired() {
  return (
    <Card className="items-center gap-3 px-4 py-10 text-center">
      <ShieldAlert aria-hidden className="text-muted-foreground size-10" />
      <h1 className="text-xl font-semibold">Administrator access required</h1>
      <p className="text-muted-foreground text-sm">This page is only for Hubshelf administrators.</p>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </Card>
  );
}
