/**
 * First visit (no hasSeenWelcome in local storage; spec 000 §2): the welcome slides are shown instead of
 * the landing and /auth pages. Skip and Get Started go to /auth (keeping /auth's query, e.g. a referral).
 */
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { WelcomeSlides, hasSeenWelcome } from '@/client/features/landing';

export function WelcomeGate() {
  const [seen, setSeen] = useState(hasSeenWelcome);
  const navigate = useNavigate();
  const location = useLocation();
  if (seen) return <Outlet />;
  return (
    <WelcomeSlides
      onFinish={() => {
        setSeen(true);
        navigate({ pathname: '/auth', search: location.pathname === '/auth' ? location.search : '' });
      }}
    />
  );
}
