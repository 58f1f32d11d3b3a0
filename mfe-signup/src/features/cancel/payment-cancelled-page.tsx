import { buttonClassName } from 'design-system/components/button';
import { Container } from 'design-system/components/layout';
import { getT, useLanguage } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import { cancelMessagesEs } from './messages.es';
import './payment-cancelled-page.css';

// Shown in every language, so it is part of the page itself, not of the Spanish chunk loaded on demand.
const spanish = cancelMessagesEs.paymentCancel;

/**
 * /cancel: where the card payment provider sends a visitor who backed out. SPEC section 2 makes it a
 * Spanish page; an English visitor reads it in English first, with the Spanish text kept under it
 * (docs/decisions/cancel-page-language.md).
 */
export function PaymentCancelledPage() {
  const { language } = useLanguage();
  if (language === 'es') {
    return (
      <Container width="narrow" className="signup-payment-cancelled">
        <div lang="es" className="signup-payment-cancelled__body">
          <h1>{spanish.title}</h1>
          <p>{spanish.message}</p>
          <p>{spanish.retryHint}</p>
        </div>
        <Link to="/" lang="es" className={buttonClassName({ variant: 'primary' })}>
          {spanish.home}
        </Link>
      </Container>
    );
  }
  const english = getT('en');
  return (
    <Container width="narrow" className="signup-payment-cancelled">
      <div lang="en" className="signup-payment-cancelled__body">
        <h1>{english('paymentCancel.title')}</h1>
        <p>{english('paymentCancel.message')}</p>
        <p>{english('paymentCancel.retryHint')}</p>
      </div>
      <div lang="es" className="signup-payment-cancelled__translation">
        <p>
          <strong>{spanish.title}.</strong> {spanish.message} {spanish.retryHint}
        </p>
      </div>
      <Link to="/" lang="en" className={buttonClassName({ variant: 'primary' })}>
        {english('paymentCancel.home')}
      </Link>
    </Container>
  );
}
