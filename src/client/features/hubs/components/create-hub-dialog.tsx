/**
 * Create Hub dialog (spec 001 §2.12, §4.7, §5): sends the request for admin approval. A refusal whose
 * message contains "minimum apartment requirement" closes it and opens the merge dialog; any other
 * failure shows 'Failed to create society'.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isMinApartmentsError, type HubType, type MinApartmentsError } from '@/contract/hubs';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { ApiError, errorMessage } from '@/client/lib/api';
import { useCreateHub } from '../api/create-hub';
import { CreateHubForm, type CreateHubValues } from './create-hub-form';
import { MergeDialog } from './merge-dialog';

interface CreateHubDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultHubType?: HubType;
  /** The member's city, preselected in the form. */
  defaultCity?: string;
}

export function CreateHubDialog({ open, onOpenChange, defaultHubType, defaultCity }: CreateHubDialogProps) {
  const { t } = useTranslation('hubs');
  const create = useCreateHub();
  const [merge, setMerge] = useState<{ refusal: MinApartmentsError; request: CreateHubValues } | null>(null);
  const [mergeOpen, setMergeOpen] = useState(false);

  function submit(values: CreateHubValues) {
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(t(`create.submitted.${created.hubType}`), {
          description: t('create.submittedDescription', { name: created.name }),
        });
        onOpenChange(false);
      },
      onError: (err) => {
        const body = err instanceof ApiError ? err.json : undefined;
        if (isMinApartmentsError(body) && Array.isArray(body.suggestedSocieties)) {
          setMerge({ refusal: body, request: values });
          onOpenChange(false);
          setMergeOpen(true);
          return;
        }
        toast.error(t('create.failed'), { description: errorMessage(err, t('common:pleaseTryAgain')) });
      },
    });
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogDescription>{t('create.description')}</DialogDescription>
          </DialogHeader>
          {open && (
            <CreateHubForm
              defaultHubType={defaultHubType}
              defaultCity={defaultCity}
              saving={create.isPending}
              onSubmit={submit}
              onCancel={() => onOpenChange(false)}
            />
          )}
        </DialogContent>
      </Dialog>
      {merge && (
        <MergeDialog
          open={mergeOpen}
          onOpenChange={setMergeOpen}
          refusal={merge.refusal}
          request={merge.request}
        />
      )}
    </>
  );
}
