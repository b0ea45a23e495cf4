/**
 * The target of a merge request (spec 001 §4.7, §5 "Merge request"): the suggested societies as radio
 * cards (name, city or distance in km, member count), or a note that there is none in the city; the
 * field's message through the `validation` catalogue. Texts from the `hubs` catalogue (ADR 0042).
 */
import { MapPin, Users } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { mergeRequestBody, MinApartmentsError } from '@/contract/hubs';
import { FormField, useValidationText } from '@/client/components/ui/form';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';

/** The merge form's values while the member types, and as submitted. */
export type MergeInput = z.input<typeof mergeRequestBody>;
export type MergeValues = z.output<typeof mergeRequestBody>;

type Suggestion = MinApartmentsError['suggestedSocieties'][number];

interface MergeTargetFieldProps {
  form: UseFormReturn<MergeInput, unknown, MergeValues>;
  suggestions: Suggestion[];
  /** the requested hub's city, named when there is no suggestion */
  city: string;
}

/** The 'Merge with' fieldset bound to `targetSocietyId`. */
export function MergeTargetField({ form, suggestions, city }: MergeTargetFieldProps) {
  const { t } = useTranslation('hubs');
  const localize = useValidationText();
  return (
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
              {t('merge.noSuggestions', { city })}
            </p>
          ) : (
            <RadioGroup
              value={field.value ? String(field.value) : ''}
              onValueChange={(v) => field.onChange(Number(v))}
              aria-invalid={!!fieldState.error}
              className="max-h-56 gap-2 overflow-y-auto"
            >
              {suggestions.map((s) => (
                <SuggestionCard key={s.id} suggestion={s} />
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
  );
}

/** One suggested society as a radio card. */
function SuggestionCard({ suggestion: s }: { suggestion: Suggestion }) {
  const { t } = useTranslation('hubs');
  return (
    <Label className="has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 font-normal">
      <RadioGroupItem value={String(s.id)} className="mt-0.5" />
      <span className="grid gap-1">
        <span className="font-medium">{s.name}</span>
        <span className="text-muted-foreground flex flex-wrap gap-x-3 text-xs">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3" />
            {s.distanceKm === null ? s.city : t('merge.away', { city: s.city, km: s.distanceKm.toFixed(1) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-3" />
            {t('counts.members', { count: s.memberCount })}
          </span>
        </span>
      </span>
    </Label>
  );
}
