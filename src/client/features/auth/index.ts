/**
 * The auth feature's public face for other features and the app: the session hooks (spec 001 §4.8).
 * Pages are loaded lazily by the router; mutation hooks live in `api/`.
 */
export {
  clearSignedInData,
  sessionQueryKey,
  sessionQueryOptions,
  useClearSignedInData,
  useCurrentUser,
  useSession,
} from './api/session';
export { useLogout } from './api/logout';
/** Form fields shared with the profile forms (spec 001 §5 uses the sign-up fields' messages). */
export { CityField } from './components/city-field';
export { TextField } from './components/text-field';
