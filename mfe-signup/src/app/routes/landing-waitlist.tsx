import type { ReactNode } from 'react';
import { WaitlistSection } from '../../features/waitlist/waitlist-form';
import { useWaitlistCaptcha } from './waitlist-captcha-slot';

/**
 * The landing's waitlist with its CAPTCHA, a chunk of its own: most visits find spaces and see the
 * wizard, so the form and its rules (~5 kB gzipped) load only when the garage is full or an offer closed.
 */
export function LandingWaitlist({ notice }: { notice?: ReactNode }) {
  const humanCheck = useWaitlistCaptcha();
  return <WaitlistSection humanCheck={humanCheck} notice={notice} />;
}
