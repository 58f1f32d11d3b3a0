import { forgetPurchase, loadPurchase, PURCHASE_STORAGE_KEY, rememberPurchase } from './purchase-storage';
import { clearWizard, hasSavedWizard, saveWizard, WIZARD_STORAGE_KEY } from './wizard-session';
import { loadWizard } from './wizard-storage';

const data = {
  personal: {
    firstName: 'Ana',
    lastName: '',
    phoneDial: '+1' as const,
    phone: '6195550100',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
  },
  vehicle: {
    type: 'motorcycle' as const,
    make: 'Honda',
    model: 'Navi',
    year: 2024,
    color: 'Red',
    plate: 'MOTO1',
  },
  address: {
    addr1: '1 Main St',
    addr2: '',
    city: 'San Diego',
    state: 'California',
    country: 'United States',
    zip: '92173',
  },
};

describe('saved wizard', () => {
  it('round-trips through sessionStorage and is cleared', () => {
    saveWizard(data);
    expect(loadWizard()).toEqual(data);
    clearWizard();
    expect(loadWizard()).toBeNull();
  });

  it('refuses stored data that no longer passes the contract', () => {
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ ...data, vehicle: { ...data.vehicle, plate: 'no!' } }),
    );
    expect(loadWizard()).toBeNull();
    sessionStorage.setItem(WIZARD_STORAGE_KEY, '{broken');
    expect(loadWizard()).toBeNull();
  });

  it('tells whether anything is saved without checking it (the landing loads the schemas only then)', () => {
    clearWizard();
    expect(hasSavedWizard()).toBe(false);
    saveWizard(data);
    expect(hasSavedWizard()).toBe(true);
    clearWizard();
    expect(hasSavedWizard()).toBe(false);
  });

  it('remembers the purchase for the thank-you state', () => {
    expect(loadPurchase()).toBeNull();
    rememberPurchase({ plate: 'MOTO1' });
    expect(loadPurchase()).toEqual({ plate: 'MOTO1' });
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ plate: 5 }));
    expect(loadPurchase()).toBeNull();
    forgetPurchase();
    expect(loadPurchase()).toBeNull();
  });
});
