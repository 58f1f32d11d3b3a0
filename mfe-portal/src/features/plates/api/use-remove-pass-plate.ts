import { api, parseResponse } from 'api/client';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

/** `POST plates/remove`: one of the pass's added plates; answers the pass's plates as they now stand. */
export function removePassPlate(pass: Pass, plateId: number) {
  return watchingSignIn(
    parseResponse(
      api['payments-public'].plates.remove.$post({
        json: { email: pass.email, plate: pass.plate, plate_id: plateId },
      }),
    ),
  );
}
