import { readApiError } from 'api/client';
import type { PaymentErrorInfo } from 'api/contract/billing-response';
import { AMEX_ERROR_CODE, type CardBrand, detectCardBrand } from 'api/contract/card-brand';
import { ERROR_MESSAGES } from 'api/contract/error-codes';
import type { SandboxIntentResult } from 'api/contract/sandbox-payments';
import { Badge } from 'design-system/components/badge';
import { TextField } from 'design-system/components/text-field';
import { type MessageKey, useT } from 'design-system/i18n/language';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import {
  cardDigits,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  isCardNumberComplete,
  isCvcComplete,
  parseExpiry,
} from './card-input-format';
import type { ConfirmResult, PaymentFormProps } from './payment-form-types';
import { sandboxChallenge, sandboxConfirm } from './sandbox-api';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

type Field = keyof CardFields;

const BRAND_LABELS: Partial<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

// Stripe's own wording for incomplete fields (the sandbox contract uses the same), as error codes.
const INCOMPLETE: Record<Exclude<Field, 'zip'>, PaymentErrorInfo> = {
  number: { type: 'card_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
  expiry: {
    type: 'card_error',
    code: 'incomplete_expiry',
    message: "Your card's expiration date is incomplete.",
  },
  cvc: { type: 'card_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
};

function fieldProblem(field: Field, fields: CardFields, brand: CardBrand): MessageKey | null {
  switch (field) {
    case 'number':
      if (brand === 'amex') return 'paymentForm.card.amex';
      return isCardNumberComplete(fields.number) ? null : 'paymentForm.card.numberIncomplete';
    case 'expiry': {
      const problem = expiryProblem(fields.expiry);
      if (problem === 'past') return 'paymentForm.card.expiryPast';
      return problem ? 'paymentForm.card.expiryIncomplete' : null;
    }
    case 'cvc':
      return isCvcComplete(fields.cvc, brand) ? null : 'paymentForm.card.cvcIncomplete';
    case 'zip':
      return fields.zip.trim().length >= 3 ? null : 'paymentForm.card.zipIncomplete';
  }
}

const toResult = (result: SandboxIntentResult): ConfirmResult => ({
  status: result.status,
  paymentMethod: result.paymentMethod,
  error: result.error ?? null,
});

/**
 * The offline sandbox's card form (ARCHITECTURE.md providers): the same test cards as Stripe's test
 * mode, confirmed through the API's sandbox endpoints, with the 3-D Secure challenge shown here.
 */
export function SandboxCardForm({ mode, amountCents, formRef, onStatusChange, disabled }: PaymentFormProps) {
  const t = useT();
  const groupId = useId();
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '', zip: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [challenge, setChallenge] = useState<{
    amountCents: number | null;
    resolve: (outcome: 'complete' | 'fail') => void;
  } | null>(null);
  const brand = detectCardBrand(fields.number);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const problems = {
    number: fieldProblem('number', fields, brand),
    expiry: fieldProblem('expiry', fields, brand),
    cvc: fieldProblem('cvc', fields, brand),
    zip: fieldProblem('zip', fields, brand),
  };
  const complete = Object.values(problems).every((problem) => problem === null);
  const knownBrand = cardDigits(fields.number).length >= 2 ? brand : null;

  const statusRef = useRef(onStatusChange);
  statusRef.current = onStatusChange;
  useEffect(() => {
    statusRef.current({ complete, brand: knownBrand });
  }, [complete, knownBrand]);

  const askChallenge = (charged: number | null) =>
    new Promise<'complete' | 'fail'>((resolve) => {
      setChallenge({
        amountCents: charged,
        resolve: (outcome) => {
          setChallenge(null);
          resolve(outcome);
        },
      });
    });

  const finish = async (clientSecret: string, result: SandboxIntentResult): Promise<ConfirmResult> => {
    if (result.status !== 'requires_action') return toResult(result);
    const outcome = await askChallenge(mode === 'payment' ? amountCents : null);
    return toResult(await sandboxChallenge(clientSecret, outcome));
  };

  const confirm = async (clientSecret: string): Promise<ConfirmResult> => {
    const current = fieldsRef.current;
    const expiry = parseExpiry(current.expiry);
    try {
      const result = await sandboxConfirm(clientSecret, {
        number: cardDigits(current.number),
        expMonth: expiry?.month ?? 0,
        expYear: expiry?.year ?? 0,
        cvc: current.cvc,
        postalCode: current.zip.trim(),
      });
      return await finish(clientSecret, result);
    } catch (error) {
      const failure = readApiError(error);
      if (!failure) throw error;
      return {
        status: 'requires_payment_method',
        paymentMethod: null,
        error: {
          type: 'invalid_request_error',
          code: 'api_error',
          message: failure.text ?? (error as Error).message,
        },
      };
    }
  };

  useImperativeHandle(formRef, () => ({
    async prepare() {
      setTouched(new Set<Field>(['number', 'expiry', 'cvc', 'zip']));
      const current = fieldsRef.current;
      const currentBrand = detectCardBrand(current.number);
      if (currentBrand === 'amex')
        return { type: 'card_error', code: AMEX_ERROR_CODE, message: ERROR_MESSAGES.amex_not_accepted };
      if (fieldProblem('number', current, currentBrand)) return INCOMPLETE.number;
      if (fieldProblem('expiry', current, currentBrand)) return INCOMPLETE.expiry;
      if (fieldProblem('cvc', current, currentBrand)) return INCOMPLETE.cvc;
      if (fieldProblem('zip', current, currentBrand)) {
        return { type: 'card_error', code: 'incomplete_zip', message: 'Your postal code is incomplete.' };
      }
      return null;
    },
    confirmPayment: confirm,
    confirmSetup: confirm,
    async handleNextAction(clientSecret) {
      const outcome = await askChallenge(amountCents);
      return toResult(await sandboxChallenge(clientSecret, outcome));
    },
  }));

  const change = (field: Field, value: string) => setFields((previous) => ({ ...previous, [field]: value }));
  const touch = (field: Field) => setTouched((previous) => new Set([...previous, field]));
  const shown = (field: Field) => {
    const problem = problems[field];
    // Amex is refused the moment it is recognised, not only after leaving the field.
    if (problem === 'paymentForm.card.amex') return t(problem);
    return problem && touched.has(field) ? t(problem) : undefined;
  };

  return (
    <>
      <fieldset className="payment-form__card" disabled={disabled} aria-describedby={`${groupId}-note`}>
        <legend className="payment-form__legend">{t('paymentForm.card.legend')}</legend>
        <p id={`${groupId}-note`} className="payment-form__note">
          {t('paymentForm.card.sandboxNote')}
        </p>
        <div className="payment-form__number">
          <TextField
            name="cardNumber"
            label={t('paymentForm.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={fields.number}
            onChange={(event) => change('number', formatCardNumber(event.target.value))}
            onBlur={() => touch('number')}
            error={shown('number')}
            required
          />
          {knownBrand && BRAND_LABELS[knownBrand] ? (
            <Badge tone={knownBrand === 'amex' ? 'danger' : 'neutral'}>
              <span data-testid="card-brand">{BRAND_LABELS[knownBrand]}</span>
            </Badge>
          ) : null}
        </div>
        <div className="payment-form__row">
          <TextField
            name="cardExpiry"
            label={t('paymentForm.card.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('paymentForm.card.expiryPlaceholder')}
            value={fields.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value, fields.expiry))}
            onBlur={() => touch('expiry')}
            error={shown('expiry')}
            required
          />
          <TextField
            name="cardCvc"
            label={t('paymentForm.card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={fields.cvc}
            onChange={(event) => change('cvc', cardDigits(event.target.value).slice(0, 4))}
            onBlur={() => touch('cvc')}
            error={shown('cvc')}
            required
          />
          <TextField
            name="cardZip"
            label={t('paymentForm.card.zip')}
            autoComplete="postal-code"
            maxLength={12}
            value={fields.zip}
            onChange={(event) => change('zip', event.target.value)}
            onBlur={() => touch('zip')}
            error={shown('zip')}
            required
          />
        </div>
      </fieldset>
      {/* Outside the fieldset: the form is disabled while paying, the bank's buttons must not be. */}
      <ThreeDSecureDialog
        open={challenge !== null}
        amountCents={challenge?.amountCents ?? null}
        onAnswer={(outcome) => challenge?.resolve(outcome)}
      />
    </>
  );
}
