import { normalizePlate, PLATE_MAX_LENGTH } from 'api/contract/plate-format';
import { PLATE_REGION_OPTIONS } from 'api/contract/plate-region';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { useMemo } from 'react';
import { vehicleMakesQuery } from './api/get-vehicle-makes';
import { vehicleModelsQuery } from './api/get-vehicle-models';
import type { StepFieldsProps } from './personal-step';
import { SuggestionCombobox } from './suggestion-combobox';
import { useDraft } from './use-draft';
import { type SuggestionQuery, useSuggestions } from './use-suggestions';
import { colorFromText, colorLabel, matchingColors } from './vehicle-colors';
import { SUGGESTION_DEBOUNCE_MS } from './vehicle-suggestions';
import { vehicleYears } from './vehicle-years';
import type { VehicleValues } from './wizard-values';

const toOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export function VehicleStep({ values, errors, onChange, onBlur }: StepFieldsProps<VehicleValues>) {
  const t = useT();
  const years = useMemo(() => vehicleYears(), []);
  const [makeText, setMakeText] = useDraft(values.make);
  const [modelText, setModelText] = useDraft(values.model);
  const [colorText, setColorText] = useDraft(values.color, (value) => colorLabel(value, t));

  const make = values.make;
  // No make, no model suggestions: the server could not narrow them down (SPEC section 5).
  const modelQuery = useMemo<SuggestionQuery | null>(
    () => (make === '' ? null : (text) => vehicleModelsQuery(make, text)),
    [make],
  );
  const makes = useSuggestions(makeText, vehicleMakesQuery, SUGGESTION_DEBOUNCE_MS);
  const models = useSuggestions(modelText, modelQuery, SUGGESTION_DEBOUNCE_MS);

  // SPEC section 5: entries are trimmed and committed on blur or Enter.
  const commit = (field: 'make' | 'model', text: string) => {
    const trimmed = text.trim();
    if (field === 'make') setMakeText(trimmed);
    else setModelText(trimmed);
    if (trimmed !== values[field]) onChange(field, trimmed);
    onBlur(field);
  };

  const commitColor = (text: string) => {
    const color = colorFromText(text, t);
    setColorText(colorLabel(color, t));
    if (color !== values.color) onChange('color', color);
    onBlur('color');
  };

  return (
    <>
      <fieldset
        className="signup-wizard__choice"
        aria-describedby={errors.type ? 'signup-vehicle-type-error' : undefined}
      >
        <legend className="ds-field__label">
          {t('wizard.vehicle.type')}
          <span className="ds-field__required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className="signup-wizard__choice-options">
          {(['car', 'motorcycle'] as const).map((type) => (
            <label key={type} className="signup-wizard__choice-option">
              <input
                type="radio"
                name="vehicleType"
                value={type}
                checked={values.type === type}
                onChange={() => onChange('type', type)}
                aria-invalid={errors.type ? true : undefined}
              />
              {t(`wizard.vehicle.${type}`)}
            </label>
          ))}
        </div>
        {errors.type ? (
          <p id="signup-vehicle-type-error" className="ds-field__error">
            {errors.type}
          </p>
        ) : null}
      </fieldset>
      <SuggestionCombobox
        name="make"
        label={t('wizard.vehicle.make')}
        listLabel={t('wizard.vehicle.makeList')}
        autoComplete="off"
        maxLength={40}
        text={makeText}
        onTextChange={setMakeText}
        options={toOptions(makes)}
        onPick={(option) => commit('make', option.value)}
        onCommit={(text) => commit('make', text)}
        error={errors.make}
        required
      />
      <SuggestionCombobox
        name="model"
        label={t('wizard.vehicle.model')}
        hint={make === '' ? t('wizard.vehicle.modelHint') : undefined}
        listLabel={t('wizard.vehicle.modelList')}
        autoComplete="off"
        maxLength={40}
        text={modelText}
        onTextChange={setModelText}
        options={toOptions(models)}
        onPick={(option) => commit('model', option.value)}
        onCommit={(text) => commit('model', text)}
        error={errors.model}
        required
      />
      <Select
        name="year"
        label={t('wizard.vehicle.year')}
        placeholder={t('wizard.vehicle.yearPlaceholder')}
        value={values.year}
        onChange={(event) => onChange('year', event.target.value)}
        onBlur={() => onBlur('year')}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
        error={errors.year}
        required
      />
      <SuggestionCombobox
        name="color"
        label={t('wizard.vehicle.color')}
        listLabel={t('wizard.vehicle.colorList')}
        autoComplete="off"
        maxLength={30}
        text={colorText}
        onTextChange={setColorText}
        options={matchingColors(colorText, t).map((color) => ({ value: color, label: colorLabel(color, t) }))}
        onPick={(option) => commitColor(option.value)}
        onCommit={commitColor}
        error={errors.color}
        required
      />
      <TextField
        name="plate"
        label={t('wizard.vehicle.plate')}
        hint={t('wizard.vehicle.plateHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PLATE_MAX_LENGTH}
        value={values.plate}
        onChange={(event) => onChange('plate', normalizePlate(event.target.value))}
        onBlur={() => onBlur('plate')}
        error={errors.plate}
        required
        className="signup-wizard__plate"
      />
      <Select
        name="plateState"
        label={t('wizard.vehicle.plateState')}
        hint={t('wizard.vehicle.plateStateHint')}
        placeholder={t('wizard.vehicle.plateStateUnsure')}
        value={values.plateState}
        onChange={(event) => onChange('plateState', event.target.value)}
        onBlur={() => onBlur('plateState')}
        error={errors.plateState}
        groups={[
          { label: t('wizard.vehicle.plateStateUs'), options: PLATE_REGION_OPTIONS.US },
          { label: t('wizard.vehicle.plateStateMx'), options: PLATE_REGION_OPTIONS.MX },
        ]}
      />
    </>
  );
}
