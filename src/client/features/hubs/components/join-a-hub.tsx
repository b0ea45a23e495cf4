/**
 * Join a Hub card for a member without a hub (spec 001 §2.2): Join a Society / a School / an Office,
 * going to /societies?type=society, school or office.
 */
import { Building2, GraduationCap, Home as HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

export function JoinAHub() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Join a Hub</h2>
        </CardTitle>
        <CardDescription>
          Books are shared within hubs. Join your society, school or office to start borrowing and lending.
        </CardDescription>
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
