/**
 * The state and submit of the 'Share Your Feedback' dialog (spec 000 §5, §8 "Feedback"): the category and
 * text. A missing category or blank text toasts 'Missing information'; success toasts 'Thank you!',
 * clears both and calls `onSent`; failure toasts the server's limit message (429) or 'Failed to submit
 * feedback. Please try again.' and keeps what was typed. Texts: the `feedback` catalogue (ADR 0042).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FeedbackCategory } from '@/contract/feedback';
import { ApiError } from '@/client/lib/api';
import { useSendFeedback } from '../api/send-feedback';

export function useFeedbackForm(onSent: () => void) {
  const { t } = useTranslation('feedback');
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [text, setText] = useState('');
  const send = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!category || text.trim() === '') {
      toast.error(t('dialog.missingTitle'), { description: t('dialog.missing') });
      return;
    }
    send.mutate(
      { category, feedback: text },
      {
        onSuccess: () => {
          toast.success(t('dialog.thanks'), { description: t('dialog.thanksDetail') });
          setCategory('');
          setText('');
          onSent();
        },
        onError: (err) =>
          toast.error(
            err instanceof ApiError && err.status === 429 ? t('dialog.tooMany') : t('dialog.failed'),
          ),
      },
    );
  };

  return { category, setCategory, text, setText, submit, sending: send.isPending };
}
