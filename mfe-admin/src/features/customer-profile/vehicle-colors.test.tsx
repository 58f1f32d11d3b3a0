import { render, screen } from '@testing-library/react';
import { VEHICLE_COLORS } from 'api/contract/wizard-constants';
import { vehicleColorText } from 'design-system/format/vehicle-words';
import { common as commonEn } from 'design-system/i18n/en/common';
import { common as commonEs } from 'design-system/i18n/es/common';
import { setLanguage, useT } from 'design-system/i18n/language';
import { act } from 'react';

function Words() {
  const t = useT();
  return <p>{['Gray', 'red', 'Teal'].map((color) => vehicleColorText(color, t)).join(' ')}</p>;
}

// The colour list lives in the API contract; its words live in design-system's catalog, keyed by the
// same English names. This bundle uses both, so it proves they are one list.
describe('vehicle colours', () => {
  it("has design-system's words for exactly the wizard's colours, in both languages", () => {
    expect(Object.keys(commonEn.vehicle.colors)).toEqual([...VEHICLE_COLORS]);
    expect(Object.keys(commonEs.vehicle.colors)).toEqual([...VEHICLE_COLORS]);
  });

  it('shows a stored colour in the reader’s language, and a colour outside the list as stored', () => {
    render(<Words />);
    expect(screen.getByText('Gray Red Teal')).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(screen.getByText('Gris Rojo Teal')).toBeInTheDocument();
    act(() => setLanguage('en'));
  });
});
