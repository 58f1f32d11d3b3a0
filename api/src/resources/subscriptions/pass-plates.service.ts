import type { PassPlatesResponse } from '../../contract/pass-plates';
import type { PlateRegion } from '../../contract/plate-region';
import { addPassPlate, passPlatesView, removePassPlate } from '../../domain/passes/pass-plates';
import { type PortalPass, passById } from '../../domain/passes/portal-pass';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';

// Staff's side of a pass's plates (docs/decisions/pass-plates.md): the same rules as the owner's,
// without the owner's weekly limit (staff fix what the owner could not), and the owner is e-mailed.

async function staffPass(deps: PaymentDeps, id: number): Promise<PortalPass> {
  const pass = await passById(deps.db, id);
  if (!pass) throw new HttpError(404, 'subscription_not_found');
  return pass;
}

export async function staffPassPlates(deps: PaymentDeps, id: number): Promise<PassPlatesResponse> {
  return passPlatesView(deps.db, await staffPass(deps, id), deps.now(), deps.config.garageTz);
}

export async function staffAddPlate(
  deps: PaymentDeps,
  id: number,
  input: { plate: string; plate_state: PlateRegion | null; ends_on: string | null },
): Promise<PassPlatesResponse> {
  const plate = { plate: input.plate, plateState: input.plate_state, endsOn: input.ends_on };
  return addPassPlate(deps, await staffPass(deps, id), plate, 'staff');
}

/** The answer names the plate removed, for the record. */
export async function staffRemovePlate(
  deps: PaymentDeps,
  id: number,
  plateId: number,
): Promise<PassPlatesResponse & { removed: string }> {
  return removePassPlate(deps, await staffPass(deps, id), plateId, 'staff');
}
