/**
 * Merge dialog (spec 001 §4.7, §5 "Merge request", §8): opens when a society is refused for having fewer
 * than `minApartments` units. The member picks a suggested society as the target, names the merged hub
 * and may describe it; the request goes to admin approval. Failure: 'Failed to submit merge request'.
 * The target field is `merge-target-field.tsx`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { mergeRequestBody, type MinApartmentsError } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useMergeRequest } from '../api/merge-request';
import type { CreateHubValues } from './create-hub-form';
import { MergeTargetField, type MergeInput, type MergeValues } from './merge-target-field';

interface MergeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's refusal: minimum units and the suggested societies. */
  refusal: MinApartmentsError;
  /** What the member asked to create; its count, city and location go with the merge request. */
  request: CreateHubValues;
}

/** The dialog; its form mounts afresh at every opening. */
export function MergeDialog({ open, onOpenChange, refusal, request }: MergeDialogProps) {
  const { t } = useTranslation('hubs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogDescription>
            {t('merge.description', {
              min: refusal.minApartments,
              name: request.name,
              units: request.apartmentCount,
            })}
          </DialogDescription>
        </DialogHeader>
        {open && <MergeForm refusal={refusal} request={request} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The merge request form, prefilled from `request`; Submit needs a suggested society. */
function MergeForm({
  refusal,
  request,
  onDone,
}: Omit<MergeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('hubs');
  const merge = useMergeRequest();
  const form = useForm<MergeInput, unknown, MergeValues>({
    resolver: zodResolver(mergeRequestBody),
    defaultValues: {
      targetSocietyId: undefined,
      newSocietyName: request.name,
      newSocietyDescription: request.description ?? '',
      apartmentCount: request.apartmentCount,
      city: request.city,
      location: request.location ?? null,
    },
  });

  function submit(values: MergeValues) {
    merge.mutate(values, {
      onSuccess: () => {
        toast.success(t('merge.submitted'), { description: t('merge.submittedDescription') });
        onDone();
      },
      onError: () => toast.error(t('merge.failed')),
    });
  }

  const suggestions = refusal.suggestedSocieties;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <MergeTargetField form={form} suggestions={suggestions} city={request.city} />

        <FormField
          control={form.control}
          name="newSocietyName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('merge.newName')}</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="newSocietyDescription"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('merge.descriptionField')}</FormLabel>
              <FormControl>
                <Textarea {...field} value={field.value ?? ''} rows={3} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={merge.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={merge.isPending || suggestions.length === 0}>
            {merge.isPending && <Spinner aria-label={t('merge.sending')} />}
            {merge.isPending ? t('common:sending') : t('merge.submit')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
