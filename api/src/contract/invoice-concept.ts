// An invoice's concept is written once, in English, from the plan's name and a few fixed words
// ('Monthly pass – renewal', 'Loss fee – refunded: American Express is not accepted'), and kept for
// years. Readers get it in their language: the plan's own Spanish name and these words translated;
// a concept this does not recognise (an imported one) is shown as stored. Browser-safe.

type PlanNames = { name: string; name_es: string };

const WORDS_ES: Readonly<Record<string, string>> = {
  renewal: 'renovación',
  'manual renewal': 'renovación manual',
  'Manual renewal': 'Renovación manual',
  'Auto-Pay renewal': 'Renovación con pago automático',
  'Loss fee': 'Cuota por tarjeta perdida',
};

const REASONS_ES: Readonly<Record<string, string>> = {
  'no online space left when the payment completed (hold expired)':
    'no quedaba lugar en línea al completarse el pago (la reserva venció)',
  'the plate already had a live pass or is banned': 'la placa ya tenía un pase vigente o está vetada',
  'American Express is not accepted': 'no se acepta American Express',
  'the pass could not be renewed any more when the payment completed':
    'el pase ya no se podía renovar al completarse el pago',
  'the pass had already been renewed (paid twice)': 'el pase ya estaba renovado (pago doble)',
  'no card was assigned any more when the payment completed':
    'ya no había tarjeta asignada al completarse el pago',
  'no space was free any more when the payment for the lapsed pass completed':
    'ya no había lugar libre al completarse el pago del pase vencido',
};

const SEPARATOR = ' – ';

/** The concept in the reader's language: 'Monthly pass – renewal' -> 'Pase mensual – renovación'. */
export function conceptText(concept: string, language: 'en' | 'es', plans: readonly PlanNames[]): string {
  if (language === 'en') return concept;
  // The longest plan name the concept starts with: plan names may hold the separator themselves.
  const plan = [...plans]
    .sort((a, b) => b.name.length - a.name.length)
    .find((p) => concept === p.name || concept.startsWith(`${p.name}${SEPARATOR}`));
  const [firstWord = ''] = concept.split(SEPARATOR);
  const head = plan ? plan.name : firstWord;
  const first = plan ? plan.name_es || plan.name : (WORDS_ES[head] ?? head);
  const tail = concept.slice(head.length + SEPARATOR.length);
  if (concept.length <= head.length) return first;
  const refunded = /^refunded: (.+)$/.exec(tail);
  if (refunded?.[1]) return `${first}${SEPARATOR}reembolsado: ${REASONS_ES[refunded[1]] ?? refunded[1]}`;
  const card = /^card (.+)$/.exec(tail);
  if (card?.[1]) return `${first}${SEPARATOR}tarjeta ${card[1]}`;
  return `${first}${SEPARATOR}${WORDS_ES[tail] ?? tail}`;
}
