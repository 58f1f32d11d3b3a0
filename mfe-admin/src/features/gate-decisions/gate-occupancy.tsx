import { useQuery } from '@tanstack/react-query';
import { can } from 'api/contract/capabilities';
import { Tile, TileGrid } from 'design-system/components/tile';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useId } from 'react';
import { gateOccupancyQuery } from './api/get-gate-occupancy';
import './gate-occupancy.css';

/**
 * "Inside now: N of M" per location, with its anti-passback mode (capability `gate_view`): on the
 * staff dashboard and above the gate's decisions. Shows nothing to a role that may not read the gate.
 */
export function GateOccupancy() {
  const { role } = useSession();
  if (!can(role, 'gate_view')) return null;
  return <OccupancyTiles />;
}

function OccupancyTiles() {
  const t = useT();
  const headingId = useId();
  const read = useQuery({
    ...gateOccupancyQuery(),
    // A failure says so in the section; the rest of the page works without it.
    meta: { onError: (error) => console.error('Gate occupancy could not be loaded', error) },
  });

  return (
    <section className="gate-occupancy" aria-labelledby={headingId}>
      <h2 id={headingId} className="gate-occupancy__heading">
        {t('admin.gateOccupancy.heading')}
      </h2>
      {read.isError && !read.data ? (
        <p className="gate-occupancy__note">{t('admin.gateOccupancy.loadError')}</p>
      ) : (
        <TileGrid label={t('admin.gateOccupancy.tiles')}>
          {(read.data ?? []).map((location) => (
            <Tile
              key={location.location_id}
              label={t('admin.gateOccupancy.insideAt', { location: location.location_name })}
              value={t('admin.gateOccupancy.insideOf', {
                inside: location.inside,
                capacity: location.capacity,
              })}
              hint={t('admin.gateOccupancy.antiPassback', {
                mode: t(`admin.gateOccupancy.modes.${location.anti_passback}`),
              })}
              tone={location.inside > location.capacity ? 'warning' : 'neutral'}
            />
          ))}
        </TileGrid>
      )}
    </section>
  );
}
