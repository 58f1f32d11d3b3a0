import { describe, expect, it } from 'vitest';
import { conceptText } from './invoice-concept';

const plans = [
  { name: 'Monthly pass', name_es: 'Pase mensual' },
  { name: 'Monthly pass – Autopay', name_es: 'Pase mensual – Pago automático' },
  { name: 'Night owl', name_es: '' },
];

describe('invoice concept in the reader’s language', () => {
  it('names the plan in Spanish and translates the fixed words', () => {
    expect(conceptText('Monthly pass', 'es', plans)).toBe('Pase mensual');
    expect(conceptText('Monthly pass – renewal', 'es', plans)).toBe('Pase mensual – renovación');
    expect(conceptText('Monthly pass – manual renewal', 'es', plans)).toBe(
      'Pase mensual – renovación manual',
    );
    expect(conceptText('Loss fee – refunded: American Express is not accepted', 'es', plans)).toBe(
      'Cuota por tarjeta perdida – reembolsado: no se acepta American Express',
    );
    expect(conceptText('Auto-Pay renewal', 'es', plans)).toBe('Renovación con pago automático');
    expect(conceptText('Monthly pass – Autopay – renewal', 'es', plans)).toBe(
      'Pase mensual – Pago automático – renovación',
    );
    expect(conceptText('Loss fee – card 0101', 'es', plans)).toBe('Cuota por tarjeta perdida – tarjeta 0101');
  });

  it('keeps English readers’ concept, a plan without a Spanish name, and unknown concepts as stored', () => {
    expect(conceptText('Monthly pass – renewal', 'en', plans)).toBe('Monthly pass – renewal');
    expect(conceptText('Night owl', 'es', plans)).toBe('Night owl');
    expect(conceptText('Imported 2019 pass', 'es', plans)).toBe('Imported 2019 pass');
  });
});
