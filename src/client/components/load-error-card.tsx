/** A failed load shown as a card: the problem in an alert and a retry button ('Try again' in the language shown, unless told). */
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useEarlyT } from '@/client/lib/early-text';

export function LoadErrorCard({
  text,
  onRetry,
  retryLabel,
}: {
  text: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const earlyT = useEarlyT();
  return (
    <Card className="items-center gap-3 px-4 py-8 text-center">
      <p role="alert" className="text-destructive text-sm">
        {text}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel ?? earlyT('common:tryAgain')}
      </Button>
    </Card>
  );
}
