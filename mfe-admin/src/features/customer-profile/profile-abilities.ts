import { can } from 'api/contract/capabilities';

/** What the signed-in role may do on a profile (SPEC section 6; calls per docs/decisions/staff-back-office.md). */
export type ProfileAbilities = {
  /** Edit forms, autopay, cancel and the payment link; without it the profile is view-only. */
  profileEdit: boolean;
  statusEdit: boolean;
  assignCard: boolean;
  refund: boolean;
  banCar: boolean;
};

export function profileAbilities(role: string | null): ProfileAbilities {
  return {
    profileEdit: can(role, 'profile_edit'),
    statusEdit: can(role, 'status_edit'),
    assignCard: can(role, 'assign_card'),
    refund: can(role, 'refund_if_needed'),
    banCar: can(role, 'ban_car'),
  };
}
