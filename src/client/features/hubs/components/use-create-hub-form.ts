/**
 * The state of the Create Hub form (spec 001 §5 "Hub creation"): the react-hook-form form validated with
 * the contract's `createHubBody` (so the messages are the spec's word for word), whether the location
 * picker is open, and the watched type and location.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CITIES } from '@/domain/cities';
import { createHubBody, type HubType } from '@/contract/hubs';

/** The values the form submits (trimmed, count a number, location or null). */
export type CreateHubValues = z.output<typeof createHubBody>;
/** The values the fields hold while the member types. */
export type CreateHubInput = z.input<typeof createHubBody>;

/**
 * The form starts empty with `defaultHubType` and `defaultCity`, the city kept only when it is one of
 * the 49 cities (`CITIES`).
 */
export function useCreateHubForm(defaultHubType: HubType, defaultCity: string | undefined) {
  const form = useForm<CreateHubInput, unknown, CreateHubValues>({
    resolver: zodResolver(createHubBody),
    defaultValues: {
      name: '',
      hubType: defaultHubType,
      city: defaultCity && (CITIES as readonly string[]).includes(defaultCity) ? defaultCity : '',
      apartmentCount: undefined,
      location: null,
      description: '',
    },
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const hubType = form.watch('hubType') ?? 'society';
  const location = form.watch('location');
  return { form, pickerOpen, setPickerOpen, hubType, location };
}

/** The form `useCreateHubForm` returns, as the field components take it. */
export type CreateHubFormApi = ReturnType<typeof useCreateHubForm>['form'];
