/**
 * Home dashboard (spec 001 §2.2). A member with no hub sees Join a Hub with Join a Society / a School /
 * an Office, each going to /societies?type=….
 */
import { Building2, GraduationCap, Home as HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

export function JoinAHub() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Join a Hub</CardTitle>
        <CardDescription>Books are shared within hubs. Join your society, school or office to start borrowing and lending.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild>
          <Link to="/societies?type=society">
            <HomeIcon aria-hidden /> Join a Society
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/societies?type=school">
            <GraduationCap aria-hidden /> Join a School
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/societies?type=office">
            <Building2 aria-hidden /> Join an Office
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function HomePage() {
  return (
    <div className="space-y-4">
      <JoinAHub />
    </div>
  );
}
