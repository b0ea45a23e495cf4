/**
 * The 'Share Your Feedback' dialog (spec 000 §2 "Feedback dialog", §5, §8 "Feedback"): a category, the text
 * with a live 0/2000 counter, and 'Send Feedback' ('Sending...' and disabled while it is sent). A missing
 * category or blank text toasts 'Missing information' / 'Please select a category and provide feedback.';
 * success toasts 'Thank you!' and closes; failure toasts the server's limit message or 'Failed to submit
 * feedback. Please try again.' and keeps what was typed. Texts: src/contract/feedback.ts.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_TEXT,
  type FeedbackCategory,
} from '@/contract/feedback';
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
import { ApiError } from '@/client/lib/api';
import { useSendFeedback } from '../api/send-feedback';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const id = useId();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [text, setText] = useState('');
  const send = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!category || text.trim() === '') {
      toast.error(FEEDBACK_MESSAGES.missingTitle, { description: FEEDBACK_MESSAGES.missing });
      return;
    }
    send.mutate(
      { category, feedback: text },
      {
        onSuccess: () => {
          toast.success(FEEDBACK_MESSAGES.thanks, { description: FEEDBACK_MESSAGES.thanksDetail });
          setCategory('');
          setText('');
          onOpenChange(false);
        },
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.status === 429
              ? FEEDBACK_MESSAGES.tooMany
              : FEEDBACK_MESSAGES.failed,
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !send.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{FEEDBACK_TEXT.dialogTitle}</DialogTitle>
          <DialogDescription>{FEEDBACK_TEXT.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{FEEDBACK_TEXT.category}</Label>
            <Select
              value={category}
              onValueChange={(v) => setCategory(v as FeedbackCategory)}
              disabled={send.isPending}
            >
              <SelectTrigger id={`${id}-category`} className="w-full">
                <SelectValue placeholder={FEEDBACK_TEXT.categoryPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {FEEDBACK_CATEGORY_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between">
              <Label htmlFor={`${id}-text`}>{FEEDBACK_TEXT.feedback}</Label>
              <span id={`${id}-count`} className="text-muted-foreground text-xs tabular-nums">
                {text.length}/{FEEDBACK_MAX_LENGTH}
              </span>
            </div>
            <Textarea
              id={`${id}-text`}
              aria-describedby={`${id}-count`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={FEEDBACK_MAX_LENGTH}
              rows={5}
              placeholder={FEEDBACK_TEXT.feedbackPlaceholder}
              disabled={send.isPending}
            />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={send.isPending}
            >
              {FEEDBACK_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner aria-hidden />}
              {send.isPending ? FEEDBACK_TEXT.sending : FEEDBACK_TEXT.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
