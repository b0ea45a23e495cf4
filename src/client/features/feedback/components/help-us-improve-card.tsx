/** The home 'Help Us Improve' card (spec 001 §2.2): a short invitation and a button opening 'Share Your Feedback'. */
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useFeedbackDialog } from './use-feedback-dialog';

export function HelpUsImproveCard() {
  const { t } = useTranslation('feedback');
  const { openDialog, dialog } = useFeedbackDialog();
  return (
    <Card className="gap-3 px-4 py-4" aria-labelledby="help-us-improve-title">
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-full">
          <MessageSquareText aria-hidden className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="help-us-improve-title" className="font-semibold">
            {t('card.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('card.body')}</p>
        </div>
      </div>
      <Button type="button" variant="outline" className="w-full" onClick={openDialog}>
        {t('card.button')}
      </Button>
      {dialog}
    </Card>
  );
}
