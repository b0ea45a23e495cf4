/**
 * The home's 'Complete Your Profile' prompt (spec 001 §2.2): shown while the member's flat/wing, building
 * name, detailed address or city is missing, blank or "Not provided" (`needsAddress`), until they dismiss
 * it (remembered per member in local storage). 'Add Address' opens the address form (spec 001 §5, complete-profile-dialog.tsx), saved
 * by PATCH /api/auth/profile; once the address is complete the prompt goes away by itself.
 */
import { useState } from 'react';
import { MapPin, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { needsAddress } from '@/domain/profile';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useCurrentUser } from '@/client/features/auth';
import { lazyWhenOpen } from '@/client/lib/lazy-when-open';
import { dismissProfilePrompt, isProfilePromptDismissed } from '../lib/profile-prompt-storage';

// the address form is fetched when the member opens it (ADR 0065)
const CompleteProfileDialog = lazyWhenOpen(() =>
  import('./complete-profile-dialog').then((m) => m.CompleteProfileDialog),
);

export function CompleteProfileCard() {
  const { t } = useTranslation('home', { keyPrefix: 'completeProfile' });
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState(() => isProfilePromptDismissed(user.id));
  const [open, setOpen] = useState(false);

  if (dismissed || (!open && !needsAddress(user))) return null;

  return (
    <Card className="relative flex-row items-start gap-3 px-4 py-4 pr-12">
      <MapPin aria-hidden className="text-primary mt-0.5 size-6 shrink-0" />
      <div className="grid flex-1 gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-semibold">{t('title')}</h2>
          <p className="text-muted-foreground text-sm">{t('description')}</p>
        </div>
        <Button type="button" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        aria-label={t('dismiss')}
        onClick={() => {
          dismissProfilePrompt(user.id);
          setDismissed(true);
        }}
      >
        <X aria-hidden />
      </Button>
      <CompleteProfileDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
