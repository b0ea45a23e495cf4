/**
 * The referral link form /register?ref={referralCode} (spec 002 §2.7): opens Sign Up on /auth with the
 * referral code filled in.
 */
import { Navigate, useSearchParams } from 'react-router';

export function RegisterRedirect() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const search = new URLSearchParams({ tab: 'register', ...(ref ? { ref } : {}) });
  return <Navigate to={`/auth?${search.toString()}`} replace />;
}
