/**
 * A signed-in member's language (ADR 0042): the shell shows their `preferredLanguage` when it is offered,
 * and the switch saves a new choice to their account (`PATCH /api/auth/profile`), so every device and the
 * server's messages follow it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/client/features/auth';
import { callPath } from '@/client/lib/api';
import { currentLanguage } from '@/client/lib/locale';
import type { SessionUser } from '@/contract/auth';
import { profilePaths } from '@/contract/paths';
import type { profileRoutes } from '@/contract/profile';
import { OFFERED_LANGUAGES, type Language } from '@/domain/languages';
import { chooseLanguage } from './language-switch';

/** Switches the screen to the member's stored language once it is known and offered. */
export function useMemberLanguage(
  preferred: Language | null | undefined,
  offered: readonly Language[] = OFFERED_LANGUAGES,
): void {
  useEffect(() => {
    if (preferred && offered.includes(preferred) && preferred !== currentLanguage())
      void chooseLanguage(preferred);
  }, [preferred, offered]);
}

/** A callback for LanguageSwitch's `onChosen`: stores the choice on the account and in the session. */
export function useSaveMemberLanguage(): (lng: Language) => void {
  const queryClient = useQueryClient();
  return (lng) =>
    void callPath<typeof profileRoutes.address>(profilePaths.update, {
      body: { preferredLanguage: lng },
    }).then((user) => queryClient.setQueryData<SessionUser | null>(sessionQueryKey, user));
}
