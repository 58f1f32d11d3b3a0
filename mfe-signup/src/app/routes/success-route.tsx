import { rememberPurchase } from '../../features/signup-wizard/purchase-storage';
import { clearDraft } from '../../features/signup-wizard/wizard-draft';
import { clearWizard } from '../../features/signup-wizard/wizard-session';
import { loadWizard } from '../../features/signup-wizard/wizard-storage';
import { SuccessPage } from '../../features/success/success-page';
import { forgetOfferToken } from '../../features/waitlist/offer-token-storage';

/**
 * /success: once the payment is known to have gone through, the saved wizard and what was typed into
 * it are cleared (SPEC section 4 keeps them until here: the buyer's personal data is not kept a moment
 * longer than needed), so is a waitlist offer's token, and the landing page switches to its thank-you
 * state.
 */
export function SuccessRoute() {
  return (
    <SuccessPage
      onPurchaseDone={(receipt) => {
        const plate = receipt?.plate ?? loadWizard()?.vehicle.plate;
        clearWizard();
        clearDraft();
        // A waitlist offer this purchase took up is used: a later purchase in this tab is a new one.
        forgetOfferToken();
        if (plate) rememberPurchase({ plate });
      }}
    />
  );
}
