/**
 * The first-time Genre preferences dialog (spec 000 §2): opens on home while the member has no
 * preferences and cannot be dismissed; saving reloads the page, after which it no longer opens.
 */
import { usePreferences } from '../api/preferences';
import { PreferencesDialog } from './preferences-dialog';

export function FirstTimePreferences() {
  const preferences = usePreferences();
  if (!preferences.isSuccess || preferences.data.length > 0) return null;
  return <PreferencesDialog open required onOpenChange={() => undefined} />;
}
