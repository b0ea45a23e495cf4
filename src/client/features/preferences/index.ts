/** Genre preferences feature (spec 000 §2, 001 §2.3): the first-time dialog and 'What You May Like'. */
export { FirstTimePreferences } from './components/first-time-preferences';
export { PreferencesDialog } from './components/preferences-dialog';
export { WhatYouMayLike } from './components/what-you-may-like';
