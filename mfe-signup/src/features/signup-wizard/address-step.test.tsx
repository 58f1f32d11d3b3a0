import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { renderWithQuery } from '../../../test/query-client';
import { AddressStep } from './address-step';
import type { AddressValues } from './wizard-values';

const values: AddressValues = {
  addr1: '1 Main St',
  addr2: '',
  city: 'San Ysidro',
  state: 'California',
  country: 'United States',
  zip: '92173',
};

function renderStep(onChange = vi.fn()) {
  renderWithQuery(
    <AddressStep
      values={values}
      errors={{}}
      onChange={onChange}
      onBlur={() => {}}
      onRegionPicked={() => {}}
      captcha={null}
    />,
  );
  return onChange;
}

describe('address step in Spanish', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the stored English country in Spanish and stores a Spanish name in English', () => {
    act(() => setLanguage('es'));
    const onChange = renderStep();
    const country = screen.getByRole('combobox', { name: /^País/ });
    expect(country).toHaveValue('Estados Unidos');

    fireEvent.change(country, { target: { value: 'méxico' } });
    fireEvent.blur(country);
    expect(onChange).toHaveBeenCalledWith('country', 'Mexico');
  });

  it('keeps English names for English visitors', () => {
    renderStep();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
  });
});
