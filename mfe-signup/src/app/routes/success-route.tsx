import { rememberPurchase } from '../../features/signup-wizard/purchase-storage';
import { clearWizard } from '../../features/signup-wizard/wizard-session';
import { loadWizard } from '../../features/signup-wizard/wizard-storage';
import { SuccessPage } from '../../features/success/success-page';
import { forgetOfferToken } from '../../features/waitlist/offer-token-storage';

/**
 * /success: once the payment is known to have gone through, the saved wizard is cleared (SPEC
 * section 4 keeps it until here), so is a waitlist offer's token, and the landing page switches to its
 * thank-you state.
 */
export function SuccessRoute() {
  return (
    <SuccessPage
      onPurchaseDone={(receipt) => {
        const plate = receipt?.plate ?? loadWizard()?.vehicle.plate;
        clearWizard();
        // A waitlist offer this purchase took up is used: a later purchase in this tab is a new one.
        forgetOfferToken();
        if (plate) rememberPurchase({ plate });
      }}
    />
  );
}
