/** A failed load in an admin tab: the problem said in an alert and a 'Try again' button. */
import { Button } from '@/client/components/ui/button';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p role="alert" className="text-destructive text-sm">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
