/**
 * Merge dialog (spec 001 §4.7, §5 "Merge request", §8): opens when a society is refused for having fewer
 * than `minApartments` units. The member picks a suggested society as the target, names the merged hub
 * and may describe it; the request goes to admin approval. Failure: 'Failed to submit merge request'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { mergeRequestBody, type MinApartmentsError } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useValidationText,
} from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { useMergeRequest } from '../api/merge-request';
import type { CreateHubValues } from './create-hub-form';

type MergeInput = z.input<typeof mergeRequestBody>;
type MergeValues = z.output<typeof mergeRequestBody>;

interface MergeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's refusal: minimum units and the suggested societies. */
  refusal: MinApartmentsError;
  /** What the member asked to create; its count, city and location go with the merge request. */
  request: CreateHubValues;
}

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

function MergeForm({
  refusal,
  request,
  onDone,
}: {
  refusal: MinApartmentsError;
  request: CreateHubValues;
  onDone: () => void;
}) {
  const { t } = useTranslation('hubs');
  const localize = useValidationText();
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
        <FormField
          control={form.control}
          name="targetSocietyId"
          render={({ field, fieldState }) => (
            <fieldset
              className="grid gap-2"
              aria-describedby={fieldState.error ? 'merge-target-error' : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t('merge.mergeWith')}</legend>
              {suggestions.length === 0 ? (
                <p className="text-muted-foreground rounded-md border border-dashed p-3 text-sm">
                  {t('merge.noSuggestions', { city: request.city })}
                </p>
              ) : (
                <RadioGroup
                  value={field.value ? String(field.value) : ''}
                  onValueChange={(v) => field.onChange(Number(v))}
                  aria-invalid={!!fieldState.error}
                  className="max-h-56 gap-2 overflow-y-auto"
                >
                  {suggestions.map((s) => (
                    <Label
                      key={s.id}
                      className="has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 font-normal"
                    >
                      <RadioGroupItem value={String(s.id)} className="mt-0.5" />
                      <span className="grid gap-1">
                        <span className="font-medium">{s.name}</span>
                        <span className="text-muted-foreground flex flex-wrap gap-x-3 text-xs">
                          <span className="inline-flex items-center gap-1">
                            <MapPin aria-hidden className="size-3" />
                            {s.distanceKm === null
                              ? s.city
                              : t('merge.away', { city: s.city, km: s.distanceKm.toFixed(1) })}
                          </span>
                          <span className="inline-flex items-center gap-1">
                            <Users aria-hidden className="size-3" />
                            {t('counts.members', { count: s.memberCount })}
                          </span>
                        </span>
                      </span>
                    </Label>
                  ))}
                </RadioGroup>
              )}
              {fieldState.error && (
                <p id="merge-target-error" className="text-destructive text-sm">
                  {localize(fieldState.error.message ?? '')}
                </p>
              )}
            </fieldset>
          )}
        />

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
