import {
  type AccessCredential,
  type CredentialType,
  DENIAL_BY_STATUS,
  type DecisionReason,
} from '../../api/src/contract/gate-access';

// What the simulated controller decides from its own copy of the list when it cannot ask the API:
// the same window the feed documents (admit active or grace, from valid_from up to valid_until);
// anything it does not hold is unknown. Anti-passback needs the API's record, so offline it is off,
// as real controllers run when their host is down.

export type CopyKey = `${CredentialType}:${string}`;
export const keyOf = (type: CredentialType, value: string): CopyKey => `${type}:${value}`;

export function decideFromCopy(
  credential: AccessCredential | undefined,
  at: number,
): { decision: 'allow' | 'deny'; reason: DecisionReason; pass_id: number | null } {
  if (!credential) return { decision: 'deny', reason: 'unknown_credential', pass_id: null };
  const passId = credential.pass_id;
  const { status } = credential;
  if (status !== 'active' && status !== 'grace')
    return { decision: 'deny', reason: DENIAL_BY_STATUS[status], pass_id: passId };
  if (credential.valid_from && at < Date.parse(credential.valid_from))
    return { decision: 'deny', reason: 'not_yet_valid', pass_id: passId };
  if (credential.valid_until && at >= Date.parse(credential.valid_until))
    // Past its window with no change heard: the end of the paid days, or of the grace.
    return {
      decision: 'deny',
      reason: credential.status === 'grace' ? 'pass_suspended' : 'pass_expired',
      pass_id: passId,
    };
  return { decision: 'allow', reason: credential.status === 'grace' ? 'grace' : 'active', pass_id: passId };
}
