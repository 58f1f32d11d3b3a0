import { api, parseResponse } from 'api/client';
import type { PlateRegion } from 'api/contract/plate-region';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

export type NewPlate = { plate: string; plateState: PlateRegion | null; endsOn: string | null };

/** `POST plates`: another plate for the pass; answers the pass's plates as they now stand. */
export function addPassPlate(pass: Pass, plate: NewPlate) {
  return watchingSignIn(
    parseResponse(
      api['payments-public'].plates.$post({
        json: {
          email: pass.email,
          plate: pass.plate,
          new_plate: plate.plate,
          new_plate_state: plate.plateState,
          ends_on: plate.endsOn,
        },
      }),
    ),
  );
}
