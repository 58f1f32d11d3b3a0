import type { ProfileSubscription } from 'api/contract/admin-customers';
import { PLATE_REGION_OPTIONS } from 'api/contract/plate-region';
import {
  MIN_VEHICLE_YEAR,
  maxVehicleYear,
  VEHICLE_COLORS,
  VEHICLE_TYPES,
} from 'api/contract/wizard-constants';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { vehicleColorText } from 'design-system/format/vehicle-words';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { useUpdateVehicle } from './api/use-update-vehicle';
import { EditForm } from './edit-form';
import { PlateChangeDialog } from './plate-change-dialog';

type VehicleFormProps = { pass: ProfileSubscription; canEdit: boolean };

/** SPEC section 7: year from a list, next year back to 1925. */
function yearOptions(current: number) {
  const years: number[] = [];
  for (let year = maxVehicleYear(); year >= MIN_VEHICLE_YEAR; year--) years.push(year);
  if (!years.includes(current)) years.push(current);
  return years.map((year) => ({ value: String(year), label: String(year) }));
}

export function VehicleForm({ pass, canEdit }: VehicleFormProps) {
  const updateVehicle = useUpdateVehicle(pass.client_id);
  const t = useT();
  const initial = {
    type: pass.vehicle_type,
    make: pass.make,
    model: pass.car_model,
    color: pass.color ?? '',
    year: pass.year,
    plate_state: pass.plate_state ?? '',
  };
  const [values, setValues] = useState(initial);
  const [changingPlate, setChangingPlate] = useState(false);
  // A banned vehicle keeps its plate: a new one would shed the ban (the server refuses it too).
  const plateChangeable = canEdit && pass.car_status_key !== 'banned';
  const set = (patch: Partial<typeof initial>) => setValues((previous) => ({ ...previous, ...patch }));
  const colors: string[] = [...VEHICLE_COLORS];
  // A colour stored before the list existed stays selectable rather than being silently changed.
  if (initial.color && !colors.includes(initial.color)) colors.push(initial.color);

  return (
    <>
      <EditForm
        heading="admin.profile.vehicle.heading"
        headingLevel={3}
        values={values}
        initial={initial}
        canEdit={canEdit}
        saveLabel="admin.profile.vehicle.save"
        savedMessage="admin.profile.vehicle.saved"
        save={(body) =>
          updateVehicle.mutateAsync({
            vehicleId: pass.car_id,
            changes: { ...body, color: body.color || null, plate_state: body.plate_state || null },
          })
        }
        saving={updateVehicle.isPending}
      >
        <Select
          label={t('admin.profile.vehicle.type')}
          value={values.type}
          options={VEHICLE_TYPES.map((type) => ({
            value: type,
            label: t(`admin.profile.vehicleType.${type}`),
          }))}
          onChange={(event) => set({ type: event.currentTarget.value as (typeof VEHICLE_TYPES)[number] })}
        />
        <TextField
          label={t('admin.profile.vehicle.make')}
          required
          maxLength={40}
          value={values.make}
          onChange={(event) => set({ make: event.currentTarget.value })}
        />
        <TextField
          label={t('admin.profile.vehicle.model')}
          required
          maxLength={40}
          value={values.model}
          onChange={(event) => set({ model: event.currentTarget.value })}
        />
        <Select
          label={t('admin.profile.vehicle.color')}
          value={values.color}
          options={[
            { value: '', label: t('admin.profile.vehicle.noColor') },
            ...colors.map((color) => ({
              value: color,
              label: vehicleColorText(color, t),
            })),
          ]}
          onChange={(event) => set({ color: event.currentTarget.value })}
        />
        <Select
          label={t('admin.profile.vehicle.year')}
          value={String(values.year)}
          options={yearOptions(initial.year)}
          onChange={(event) => set({ year: Number(event.currentTarget.value) })}
        />
        <div className="vehicle-form__plate">
          <TextField
            label={t('admin.profile.vehicle.plate')}
            hint={t(
              plateChangeable ? 'admin.profile.vehicle.plateChangeHint' : 'admin.profile.vehicle.plateHint',
            )}
            value={pass.plate}
            readOnly
          />
          {plateChangeable ? (
            <Button type="button" variant="secondary" size="sm" onClick={() => setChangingPlate(true)}>
              {t('admin.profile.plate.open')}
            </Button>
          ) : null}
        </div>
        <Select
          label={t('admin.profile.vehicle.plateState')}
          hint={t('admin.profile.vehicle.plateStateHint')}
          value={values.plate_state}
          placeholder={t('admin.profile.vehicle.plateStateUnknown')}
          onChange={(event) => set({ plate_state: event.currentTarget.value })}
          groups={[
            { label: t('admin.profile.vehicle.plateStateUs'), options: PLATE_REGION_OPTIONS.US },
            { label: t('admin.profile.vehicle.plateStateMx'), options: PLATE_REGION_OPTIONS.MX },
          ]}
        />
      </EditForm>
      {changingPlate ? <PlateChangeDialog pass={pass} onClose={() => setChangingPlate(false)} /> : null}
    </>
  );
}
