/**
 * The 'Share Your Feedback' dialog (spec 000 §2 "Feedback dialog", §5, §8 "Feedback"): a category, the text
 * with a live 0/2000 counter, and 'Send Feedback' ('Sending...' and disabled while it is sent). A missing
 * category or blank text toasts 'Missing information' / 'Please select a category and provide feedback.';
 * success toasts 'Thank you!' and closes; failure toasts the server's limit message or 'Failed to submit
 * feedback. Please try again.' and keeps what was typed. Texts: the `feedback` catalogue (ADR 0042).
 * State and submit in `useFeedbackForm`.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, type FeedbackCategory } from '@/contract/feedback';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useFeedbackForm } from './use-feedback-form';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; it cannot be closed while the feedback is sent. */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const { category, setCategory, text, setText, submit, sending } = useFeedbackForm(() =>
    onOpenChange(false),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('dialog.category')}</Label>
            <Select
              value={category}
              onValueChange={(v) => setCategory(v as FeedbackCategory)}
              disabled={sending}
            >
              <SelectTrigger id={`${id}-category`} className="w-full">
                <SelectValue placeholder={t('dialog.categoryPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`categories.${c}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between">
              <Label htmlFor={`${id}-text`}>{t('dialog.feedback')}</Label>
              <span id={`${id}-count`} className="text-muted-foreground text-xs tabular-nums">
                {t('dialog.count', { length: text.length, max: FEEDBACK_MAX_LENGTH })}
              </span>
            </div>
            <Textarea
              id={`${id}-text`}
              aria-describedby={`${id}-count`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={FEEDBACK_MAX_LENGTH}
              rows={5}
              placeholder={t('dialog.feedbackPlaceholder')}
              disabled={sending}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending && <Spinner aria-hidden />}
              {sending ? t('dialog.sending') : t('dialog.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
