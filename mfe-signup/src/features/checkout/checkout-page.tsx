import { DISCOUNT_CYCLES } from 'api/contract/billing-input';
import type { ValidWizardData } from 'api/contract/wizard-data';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Checkbox } from 'design-system/components/checkbox';
import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useTopBarOptions } from 'design-system/top-bar/top-bar-options';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateCheckoutIntent } from './api/use-create-checkout-intent';
import { useCreateSubscription } from './api/use-create-subscription';
import { failureText } from './checkout-failure-text';
import { checkoutGates, GATE_ORDER, type GateErrors } from './checkout-gates';
import { forgetCheckoutToken, loadCheckoutToken } from './checkout-token-storage';
import type { CardFormComponent, CardFormHandle, CardFormStatus, CheckoutPrices } from './checkout-types';
import { PassSummary } from './pass-summary';
import { PlanChoice, type PlanKind } from './plan-choice';
import { type CheckoutFailure, newCheckoutSession, payOnce, startAutopay } from './run-checkout';
import { useCheckoutHold } from './use-checkout-hold';
import './checkout.css';

export interface CheckoutPageProps {
  /** The wizard saved at its review step; null when the visitor arrived without one. */
  wizard: ValidWizardData | null;
  /** `?email=` of the URL (SPEC section 2). */
  queryEmail: string | null;
  prices: CheckoutPrices;
  /** The payment-form feature's form, composed in by the route. */
  PaymentForm: CardFormComponent;
  /** The wizard's CAPTCHA pass and, when it expired, the CAPTCHA again (composed in by the route). */
  humanCheck?: HumanCheckSlot;
  /** A waitlist offer opened in this tab (`/?offer=`): the purchase takes the space held for it. */
  waitlistOfferToken?: string | null;
  /** Whether a space can be bought now, as the route reads it (composed in); unknown until it answers. */
  spaces?: SpacesForSale;
}

/**
 * A space to sell, by the live count of free spaces (refreshed while the page is open) or because a
 * waitlist offer holds one for this buyer.
 */
export type SpacesForSale = 'checking' | 'free' | 'none';

/** The captcha feature, as the checkout sees it. */
export interface HumanCheckSlot {
  /** The live signed pass, or null when missing or expired. */
  pass: () => string | null;
  /** The CAPTCHA widget; `onToken` gets its token, `verify` turns it into a new pass. */
  render: (props: {
    onToken: (token: string | null) => void;
    resetKey: number;
    error: string | undefined;
  }) => ReactNode;
  verify: (token: string) => Promise<void>;
}

const NO_CARD: CardFormStatus = { complete: false, brand: null };

/** /checkout: plan, card and consents, then the one-time or the autopay path (SPEC sections 2, 4, 8). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { wizard, queryEmail, prices, PaymentForm, humanCheck, waitlistOfferToken = null } = props;
  const spaces = props.spaces ?? 'checking';
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const headingId = useId();
  useTopBarOptions({ back: '/' });

  const [plan, setPlan] = useState<PlanKind>('autopay');
  const [email, setEmail] = useState(queryEmail ?? wizard?.personal.email ?? '');
  const [website, setWebsite] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [discountConsent, setDiscountConsent] = useState(false);
  const [card, setCard] = useState<CardFormStatus>(NO_CARD);
  const [formGeneration, setFormGeneration] = useState(0);
  const [gateErrors, setGateErrors] = useState<GateErrors>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [unexpected, setUnexpected] = useState(false);
  // Not the mutations' isPending: paying spans both requests and the provider's card and bank steps.
  const [paying, setPaying] = useState(false);
  const { mutateAsync: createIntent } = useCreateCheckoutIntent();
  const { mutateAsync: subscribe } = useCreateSubscription();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const formRef = useRef<CardFormHandle | null>(null);
  const sessionRef = useRef(newCheckoutSession());
  // This tab's checkout, from an earlier Pay here: its heartbeat says at once whether the space is still its.
  const [holdToken, setHoldToken] = useState(loadCheckoutToken);
  const hold = useCheckoutHold(holdToken);
  const pageRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const ready = prices.status === 'ready' ? prices : null;
  // Autopay is offered first; if the server has no autopay plan, the one-time plan is the choice.
  const effectivePlan: PlanKind = plan === 'autopay' && !ready?.autopay ? 'oneTime' : plan;
  const offer = effectivePlan === 'autopay' ? ready?.autopay : ready?.oneTime;
  // One text for the checkbox and for the server's consent record: what is stored is what was shown.
  const autopayConsentText = (autopay: { discountedCents: number; priceCents: number }) =>
    t('checkout.consent.label', {
      price: formatMoney(autopay.discountedCents),
      months: DISCOUNT_CYCLES,
      fullPrice: formatMoney(autopay.priceCents),
    });
  const todayCents = !ready
    ? 0
    : effectivePlan === 'autopay'
      ? (ready.autopay?.discountedCents ?? 0)
      : (ready.oneTime?.priceCents ?? 0);

  useEffect(() => {
    if (failure || unexpected) failureRef.current?.focus();
  }, [failure, unexpected]);

  // The server no longer has this tab's checkout: its intent cannot be paid, the next Pay starts over.
  useEffect(() => {
    if (hold.state !== 'none' || !holdToken) return;
    setHoldToken(null);
    sessionRef.current = newCheckoutSession();
  }, [hold.state, holdToken]);

  // Said before a card is typed (SPEC section 8): no space left to sell, or the one held here went to
  // someone else. This tab's own live hold is not free in the count, so it is asked about by itself.
  let noSpace: 'holdLost' | 'soldOut' | null = null;
  if (!paying) {
    if (hold.state === 'taken') noSpace = 'holdLost';
    else if (hold.state === 'none' && spaces === 'none') noSpace = 'soldOut';
  }

  // SPEC section 4: a plan change resets the consents and the payment form.
  const changePlan = (next: PlanKind) => {
    if (next === effectivePlan) return;
    setPlan(next);
    setTermsAccepted(false);
    setDiscountConsent(false);
    setCard(NO_CARD);
    setFormGeneration((n) => n + 1);
    setGateErrors({});
    setFailure(null);
    setUnexpected(false);
    sessionRef.current = newCheckoutSession();
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying || !wizard || !offer) return;
    setFailure(null);
    setUnexpected(false);
    const errors = checkoutGates({
      email,
      autopay: effectivePlan === 'autopay',
      termsAccepted,
      discountConsent,
      cardComplete: card.complete,
      cardBrand: card.brand,
    });
    setGateErrors(errors);
    const first = GATE_ORDER.find((field) => errors[field]);
    if (first) {
      pageRef.current?.querySelector<HTMLElement>(`[data-gate="${first}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    setPaying(true);
    const consent = {
      terms_text: t('checkout.terms.label'),
      ...(effectivePlan === 'autopay' && ready?.autopay
        ? { autopay_text: autopayConsentText(ready.autopay) }
        : {}),
      language,
    };
    const captchaPass = humanCheck?.pass() ?? null;
    if (humanCheck && !captchaPass && !sessionRef.current.intent) {
      setPaying(false);
      setFailure({ kind: 'captchaExpired' });
      return;
    }
    const buyer = {
      email: email.trim(),
      wizard,
      website,
      language,
      consent,
      captchaPass,
      waitlistOfferToken,
    };
    const writes = { createIntent, subscribe };
    try {
      const outcome =
        effectivePlan === 'autopay'
          ? await startAutopay(offer.planId, buyer, form, sessionRef.current, writes)
          : await payOnce(offer.planId, buyer, form, sessionRef.current, writes);
      if (outcome.kind === 'paid') {
        hold.keep();
        forgetCheckoutToken();
        navigate(outcome.successUrl);
        return;
      }
      // A declined card keeps the checkout (and its heartbeat) while the visitor tries another one.
      setHoldToken(loadCheckoutToken());
      setFailure(outcome.failure);
    } catch (error) {
      console.error('[signup] checkout failed', error);
      setUnexpected(true);
    } finally {
      setPaying(false);
    }
  };

  const gate = (field: keyof GateErrors) => {
    const key = gateErrors[field];
    return key ? t(key) : undefined;
  };

  let body = null;
  if (!wizard) {
    body = (
      <Alert tone="warning" title={t('checkout.noWizard.title')}>
        <p>{t('checkout.noWizard.message')}</p>
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          {t('checkout.noWizard.start')}
        </Link>
      </Alert>
    );
  } else if (noSpace) {
    body = (
      <div className="signup-checkout__form">
        <PassSummary wizard={wizard} />
        <Alert
          tone="warning"
          title={t(noSpace === 'holdLost' ? 'checkout.holdLost.title' : 'checkout.soldOut.title')}
        >
          <p data-testid="checkout-no-space">
            {t(noSpace === 'holdLost' ? 'checkout.holdLost.message' : 'checkout.soldOut.message')}
          </p>
          <Link to="/#signup-waitlist" className={buttonClassName({ variant: 'primary' })}>
            {t('checkout.joinWaitlist')}
          </Link>
        </Alert>
      </div>
    );
  } else if (prices.status === 'loading') {
    body = <Loading />;
  } else if (!ready || !offer) {
    body = (
      <Alert tone="danger" title={t('checkout.pricesUnavailable')}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else {
    const autopay = effectivePlan === 'autopay' ? ready.autopay : null;
    const amexRefused = card.brand === 'amex';
    body = (
      <form
        ref={pageRef}
        className="signup-checkout__form"
        noValidate
        onSubmit={pay}
        aria-labelledby={headingId}
      >
        <PassSummary wizard={wizard} />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t('checkout.email')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setGateErrors((previous) => ({ ...previous, email: undefined }));
          }}
          error={gate('email')}
          data-gate="email"
          required
          disabled={paying}
        />
        <PlanChoice
          oneTime={ready.oneTime}
          autopay={ready.autopay}
          value={effectivePlan}
          onChange={changePlan}
          disabled={paying}
        />
        <section className="signup-checkout__payment" aria-label={t('checkout.paymentLabel')}>
          <PaymentForm
            key={`${effectivePlan}-${formGeneration}`}
            mode={effectivePlan === 'autopay' ? 'setup' : 'payment'}
            amountCents={todayCents}
            formRef={formRef}
            onStatusChange={(status) => {
              setCard(status);
              if (status.complete) setGateErrors((previous) => ({ ...previous, card: undefined }));
            }}
            disabled={paying}
          />
          {gate('card') && !amexRefused ? (
            <p className="ds-field__error" data-testid="card-gate-error">
              {gate('card')}
            </p>
          ) : null}
          {amexRefused ? (
            <Alert tone="danger">
              <span data-testid="amex-refused">{t('paymentForm.errors.amex')}</span>
            </Alert>
          ) : null}
          {/* Honeypot: people never see it, bots fill it in; the server drops such checkouts. */}
          <div className="signup-checkout__trap" aria-hidden="true">
            <label>
              {t('checkout.honeypot')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </label>
          </div>
        </section>
        <Checkbox
          name="terms"
          label={
            <>
              {t('checkout.terms.label')}{' '}
              <a href="/#pass-terms" target="_blank" rel="noopener">
                {t('checkout.terms.link')}
              </a>
            </>
          }
          checked={termsAccepted}
          onChange={(event) => {
            setTermsAccepted(event.target.checked);
            setGateErrors((previous) => ({ ...previous, terms: undefined }));
          }}
          error={gate('terms')}
          data-gate="terms"
          disabled={paying}
        />
        {autopay ? (
          <Checkbox
            name="discountConsent"
            label={autopayConsentText(autopay)}
            checked={discountConsent}
            onChange={(event) => {
              setDiscountConsent(event.target.checked);
              setGateErrors((previous) => ({ ...previous, consent: undefined }));
            }}
            error={gate('consent')}
            data-gate="consent"
            disabled={paying}
          />
        ) : null}
        {failure || unexpected ? (
          <div ref={failureRef} tabIndex={-1} className="signup-checkout__failure">
            <Alert
              tone="danger"
              title={failure?.kind === 'spacesTaken' ? t('checkout.spacesTakenTitle') : undefined}
            >
              <p data-testid="checkout-error">
                {failure ? failureText(failure, t) : t('paymentForm.errors.paymentFailed')}
              </p>
              {(failure?.kind === 'captchaExpired' || failure?.kind === 'captchaUsed') && humanCheck
                ? humanCheck.render({
                    resetKey: captchaReset,
                    error: captchaError,
                    onToken: (token) => {
                      if (!token) return;
                      humanCheck.verify(token).then(
                        () => {
                          setCaptchaError(undefined);
                          setFailure(null);
                        },
                        () => {
                          setCaptchaError(t('checkout.captchaExpired'));
                          setCaptchaReset((n) => n + 1);
                        },
                      );
                    },
                  })
                : null}
              {failure?.kind === 'spacesTaken' ? (
                <Link to="/#signup-waitlist" className={buttonClassName({ variant: 'secondary' })}>
                  {t('checkout.joinWaitlist')}
                </Link>
              ) : null}
            </Alert>
          </div>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={paying}>
          {paying
            ? t('checkout.paying')
            : autopay
              ? t('checkout.payAutopay', { amount: formatMoney(todayCents) })
              : t('checkout.payOnce', { amount: formatMoney(todayCents) })}
        </Button>
        <p className="signup-checkout__secure">{t('checkout.secureNote')}</p>
      </form>
    );
  }

  return (
    <Container width="narrow" className="signup-checkout">
      {/* The language switch is the shell's top bar's, or the standalone page's header's: one per page. */}
      <h1 id={headingId} className="signup-checkout__title">
        {t('checkout.title')}
      </h1>
      {body}
    </Container>
  );
}
