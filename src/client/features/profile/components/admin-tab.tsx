/** The profile's Admin tab (spec 001 §2.14): a button to /admin and the list of admin capabilities. */
import { CheckCircle2, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PROFILE_TEXT } from '../text';

export function AdminTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PROFILE_TEXT.admin.heading}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2 text-sm">
          {PROFILE_TEXT.admin.capabilities.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <CheckCircle2 className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <Link to="/admin">
            <Shield aria-hidden /> {PROFILE_TEXT.admin.open}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
