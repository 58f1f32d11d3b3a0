import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { TextField } from 'design-system/components/text-field';
import { useLanguage, useT } from 'design-system/i18n/language';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { apiErrorText } from '../../lib/rule-messages';
import { useJoinWaitlist } from './api/use-join-waitlist';
import { validateWaitlist, type WaitlistErrors, type WaitlistValues } from './waitlist-validation';
import './waitlist.css';

const EMPTY: WaitlistValues = { firstName: '', lastName: '', email: '', plate: '', website: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'plate'] as const;

type SubmitState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The captcha feature, as the waitlist sees it (composed in by the landing route). */
export interface WaitlistHumanCheck {
  /** The live signed pass (the wizard's, or one earned here), or null when missing or expired. */
  pass: () => string | null;
  render: (props: {
    onToken: (token: string | null) => void;
    resetKey: number;
    error: string | undefined;
    verified: boolean;
  }) => ReactNode;
  /** Turns the widget's token into a pass (POST /captcha/verify); throws ApiError when refused. */
  verify: (token: string) => Promise<void>;
}

export interface WaitlistSectionProps {
  humanCheck?: WaitlistHumanCheck;
  /** Shown above the form, e.g. why an offer link no longer holds a space. */
  notice?: ReactNode;
}

/** The closed state of the landing page (no online spaces): SPEC section 2. */
export function WaitlistSection({ humanCheck, notice }: WaitlistSectionProps = {}) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = useId();
  const [values, setValues] = useState<WaitlistValues>(EMPTY);
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  const join = useJoinWaitlist();
  const sending = join.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The server wants the same CAPTCHA pass as the checkout: a visitor who already solved it in the
  // wizard is not asked again; anyone else sees the CAPTCHA in the form.
  const [captchaShown, setCaptchaShown] = useState(() => Boolean(humanCheck && !humanCheck.pass()));
  const [captchaVerified, setCaptchaVerified] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);

  const askForCaptcha = (message: string) => {
    setCaptchaShown(true);
    setCaptchaVerified(false);
    setCaptchaReset((n) => n + 1);
    setCaptchaError(message);
  };

  const onCaptchaToken = (token: string | null) => {
    if (!humanCheck) return;
    if (!token) {
      setCaptchaVerified(false);
      return;
    }
    humanCheck.verify(token).then(
      () => {
        setCaptchaVerified(true);
        setCaptchaError(undefined);
      },
      (error: unknown) => {
        setCaptchaError(apiErrorText(t, error, t('landing.waitlist.captchaFailed')));
        setCaptchaReset((n) => n + 1);
      },
    );
  };

  // The form is replaced by the message, so focus moves there instead of being lost with the button.
  useEffect(() => {
    if (submit.kind === 'sent') successRef.current?.focus();
  }, [submit.kind]);

  const change = (field: keyof WaitlistValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    // An error stays until the field is fixed; re-checking as they type would nag mid-word.
    if (field !== 'website' && errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateWaitlist(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const captchaPass = humanCheck ? humanCheck.pass() : null;
    if (humanCheck && !captchaPass) {
      askForCaptcha(t('landing.waitlist.captchaRequired'));
      setSubmit({ kind: 'idle' });
      return;
    }
    setSubmit({ kind: 'idle' });
    try {
      await join.mutateAsync({ values, captchaPass, lang: language });
      setSubmit({ kind: 'sent' });
    } catch (error) {
      const code = readApiError(error)?.code;
      if (code === 'captcha_pass_required') {
        askForCaptcha(t('landing.waitlist.captchaExpired'));
        setSubmit({ kind: 'idle' });
        return;
      }
      const message =
        code === 'too_many_requests'
          ? t('landing.waitlist.tooManyRequests')
          : apiErrorText(t, error, t('landing.waitlist.error'));
      setSubmit({ kind: 'failed', message });
    }
  };

  const fieldError = (field: keyof WaitlistErrors) => {
    const code = errors[field];
    return code ? t(`landing.waitlist.${code}`) : undefined;
  };

  return (
    <section className="signup-waitlist" aria-labelledby={headingId} id="signup-waitlist">
      <h2 id={headingId}>{t('landing.waitlist.title')}</h2>
      {notice}
      <p>{t('landing.waitlist.intro')}</p>
      {submit.kind === 'sent' ? (
        <div ref={successRef} tabIndex={-1} className="signup-waitlist__success">
          <Alert tone="success" live="polite">
            {t('landing.waitlist.success')}
          </Alert>
        </div>
      ) : (
        <form
          ref={formRef}
          className="signup-waitlist__form"
          aria-label={t('landing.waitlist.formLabel')}
          noValidate
          onSubmit={onSubmit}
        >
          <TextField
            name="firstName"
            label={`${t('landing.waitlist.firstName')} ${t('common.optional')}`}
            autoComplete="given-name"
            value={values.firstName}
            onChange={change('firstName')}
            error={fieldError('firstName')}
          />
          <TextField
            name="lastName"
            label={`${t('landing.waitlist.lastName')} ${t('common.optional')}`}
            autoComplete="family-name"
            value={values.lastName}
            onChange={change('lastName')}
            error={fieldError('lastName')}
          />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            label={t('landing.waitlist.email')}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={change('email')}
            error={fieldError('email')}
            required
            fieldClassName="signup-waitlist__email"
          />
          <TextField
            name="plate"
            label={`${t('landing.waitlist.plate')} ${t('common.optional')}`}
            hint={t('landing.waitlist.plateHint')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={15}
            value={values.plate}
            onChange={change('plate')}
            error={fieldError('plate')}
          />
          {humanCheck && captchaShown
            ? humanCheck.render({
                onToken: onCaptchaToken,
                resetKey: captchaReset,
                error: captchaError,
                verified: captchaVerified,
              })
            : null}
          {/* Honeypot: off-screen rather than display:none, which some bots detect and skip. */}
          <div className="signup-waitlist__trap" aria-hidden="true">
            <label>
              {t('landing.waitlist.honeypot')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={change('website')}
              />
            </label>
          </div>
          <div className="signup-waitlist__actions">
            <Button type="submit" loading={sending}>
              {sending ? t('landing.waitlist.submitting') : t('landing.waitlist.submit')}
            </Button>
          </div>
          {submit.kind === 'failed' ? (
            <Alert tone="danger" className="signup-waitlist__error">
              <span data-testid="waitlist-error">{submit.message}</span>
            </Alert>
          ) : null}
        </form>
      )}
    </section>
  );
}
