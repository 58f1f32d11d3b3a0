import { render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { BannedOfficeContact } from './banned-office-contact';

const OFFICE = {
  phone: '+1 (619) 555-0142',
  email: 'office@border-garage.local',
  hours: { en: 'Mon-Sat 7-19', es: 'Lun-sáb 7-19' },
  address: '100 Garage Rd',
};

describe('the office a blocked e-mail is sent to', () => {
  it('in English: phone, e-mail and hours', () => {
    setLanguage('en');
    render(<BannedOfficeContact office={OFFICE} />);
    expect(screen.getByText(/contact the garage office/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (619) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16195550142',
    );
    expect(screen.getByRole('link', { name: 'office@border-garage.local' })).toHaveAttribute(
      'href',
      'mailto:office@border-garage.local',
    );
    expect(screen.getByText('Hours: Mon-Sat 7-19')).toBeInTheDocument();
  });

  it('in Spanish: the Spanish hours', () => {
    setLanguage('es');
    render(<BannedOfficeContact office={OFFICE} />);
    expect(screen.getByText(/comuníquese con la oficina del estacionamiento/)).toBeInTheDocument();
    expect(screen.getByText('Horario: Lun-sáb 7-19')).toBeInTheDocument();
  });
});
