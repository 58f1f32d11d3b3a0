// Stop-gap strength rules for the secrets an operator types into the environment (JWT_SECRET,
// ADMIN_PASSWORD, AMBASSADOR_PASSWORD), until a real estimator (zxcvbn) replaces them. They only need
// to catch what a person types without thinking: short values, a repeated character or pattern,
// keyboard runs, and the best-known passwords or placeholders with digits, symbols or leetspeak around
// them. Each answer is a reason a deployer can act on, never the value itself (it may reach a log).

export const JWT_SECRET_MIN_LENGTH = 32;
export const STAFF_PASSWORD_MIN_LENGTH = 12;

// A random secret of 32 characters shows far more distinct characters than this (hex: about 14 of 16).
const MIN_DISTINCT_SECRET_CHARACTERS = 8;

// Words at the top of leaked-password lists, plus what a person at this garage would reach for.
// A password made only of these (in any order, any case, digits and symbols around) is refused.
const COMMON_WORDS = new Set([
  'password',
  'passwort',
  'pass',
  'contrasena',
  'qwerty',
  'qwertz',
  'azerty',
  'asdf',
  'zxcv',
  'iloveyou',
  'love',
  'you',
  'letmein',
  'welcome',
  'hello',
  'world',
  'admin',
  'administrator',
  'ambassador',
  'staff',
  'user',
  'guest',
  'root',
  'login',
  'test',
  'demo',
  'changeme',
  'change',
  'secret',
  'default',
  'master',
  'access',
  'monkey',
  'dragon',
  'shadow',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'soccer',
  'superman',
  'batman',
  'trustno',
  'starwars',
  'whatever',
  'freedom',
  'michael',
  'charlie',
  'jordan',
  'hunter',
  'killer',
  'mustang',
  'flower',
  'summer',
  'winter',
  'spring',
  'autumn',
  'abc',
  'abcd',
  'my',
  'new',
  'now',
  'the',
  'please',
  'parking',
  'garage',
  'border',
  'pase',
  'clave',
]);

// Placeholders from templates and tutorials, found anywhere inside a JWT secret.
const PLACEHOLDER = /secret|password|change.?(me|this)|replace.?(me|this)|example|placeholder|default/i;

// Keyboard and counting runs: a value typed along one of these (either way) is a walk, not a secret.
const RUNS = [
  '012345678901234567890123456789',
  'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  '!@#$%^&*()_+',
];

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** Why this JWT signing secret is weak, or null when it is long and shows no obvious pattern. */
export function jwtSecretWeakness(secret: string): string | null {
  if (secret.length < JWT_SECRET_MIN_LENGTH) return `shorter than ${JWT_SECRET_MIN_LENGTH} characters`;
  if (isPeriodic(secret) || new Set(secret).size < MIN_DISTINCT_SECRET_CHARACTERS) {
    return 'one character or pattern repeated';
  }
  if (PLACEHOLDER.test(secret)) return 'a placeholder phrase, not a random value';
  if (isRun(secret.toLowerCase())) return 'a keyboard or counting run';
  return null;
}

/** Why this staff password is weak, or null when it passes these basic rules. */
export function staffPasswordWeakness(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    return `fewer than ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (isPeriodic(lower) || isRun(lower)) return 'one character or pattern repeated, or a keyboard run';
  if (isCommonWords(lettersOf(lower))) return 'a well-known password';
  return null;
}

/** "p@$$w0rd-2024!" -> "password": symbols and digits between letters read as letters, the rest dropped. */
function lettersOf(lower: string): string {
  const unleeted = lower.replace(/(?<=[a-z])[@431!0$57]+(?=[a-z])/g, (run) =>
    [...run].map((character) => LEET[character] ?? character).join(''),
  );
  return unleeted.replace(/[^a-z]/g, '');
}

/** The letters are nothing but common words (digits and symbols alone are judged as patterns only). */
function isCommonWords(letters: string): boolean {
  if (letters.length === 0) return false;
  // reachable[i]: letters.slice(0, i) splits into common words.
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end += 1) {
    for (let start = 0; start < end && !reachable[end]; start += 1) {
      reachable[end] = reachable[start] === true && COMMON_WORDS.has(letters.slice(start, end));
    }
  }
  return reachable[letters.length] === true;
}

/** The value is one unit repeated, the last copy possibly cut short ("abcabcab"). */
function isPeriodic(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period += 1) {
    if (value.slice(period) === value.slice(0, value.length - period)) return true;
  }
  return false;
}

function isRun(lower: string): boolean {
  return RUNS.some((run) => run.includes(lower) || [...run].reverse().join('').includes(lower));
}
