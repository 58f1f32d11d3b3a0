import { Turnstile } from '@marsidev/react-turnstile';
import { useLanguage } from 'design-system/i18n/language';

/** Cloudflare Turnstile, loaded only when the API is configured for it (a separate chunk). */
export default function TurnstileChallenge({
  siteKey,
  onToken,
  onFailure,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  onFailure: () => void;
}) {
  const { language } = useLanguage();
  return (
    <Turnstile
      siteKey={siteKey}
      options={{ language, size: 'flexible', theme: 'light' }}
      onSuccess={(token) => onToken(token)}
      onExpire={() => onToken(null)}
      onError={() => {
        onToken(null);
        onFailure();
      }}
    />
  );
}
