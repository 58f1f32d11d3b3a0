import { isUsCountry } from 'api/contract/us-states';
import { TextField } from 'design-system/components/text-field';
import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useLanguage, useT } from 'design-system/i18n/language';
import type { ReactNode } from 'react';
import { countryFromText, countryLabel } from './country-names';
import type { StepFieldsProps } from './personal-step';
import { COUNTRIES, REGIONS } from './region-data';
import { REGION_DEBOUNCE_MS, searchRegions } from './region-search';
import { SuggestionCombobox } from './suggestion-combobox';
import { useDraft } from './use-draft';
import type { AddressValues } from './wizard-values';
import { hyphenateUsZip } from './zip-format';

export interface AddressStepProps extends StepFieldsProps<AddressValues> {
  /** The CAPTCHA, shown under the address (SPEC section 2: step 3 carries it). */
  captcha: ReactNode;
  /** Choosing a state sets state and country together. */
  onRegionPicked: (state: string, country: string) => void;
}

export function AddressStep({ values, errors, onChange, onBlur, onRegionPicked, captcha }: AddressStepProps) {
  const t = useT();
  const { language } = useLanguage();
  const showCountry = (country: string) => countryLabel(country, language);
  const [stateText, setStateText] = useDraft(values.state);
  const [countryText, setCountryText] = useDraft(values.country, showCountry);
  const stateNeedle = useDebouncedValue(stateText, REGION_DEBOUNCE_MS);
  const regions = searchRegions(REGIONS, stateNeedle);
  // Searched by the names the visitor reads; each suggestion keeps the English name that is stored.
  const countries = searchRegions(
    COUNTRIES.map((country) => ({ name: showCountry(country), country })),
    countryText,
  );
  const us = isUsCountry(values.country);

  const commit = (field: 'state' | 'country', text: string) => {
    const trimmed = field === 'country' ? countryFromText(text, language) : text.trim();
    if (field === 'state') setStateText(trimmed);
    else setCountryText(showCountry(trimmed));
    if (trimmed !== values[field]) onChange(field, trimmed);
    onBlur(field);
  };

  return (
    <>
      <TextField
        name="addr1"
        label={t('wizard.address.addr1')}
        autoComplete="address-line1"
        maxLength={120}
        value={values.addr1}
        onChange={(event) => onChange('addr1', event.target.value)}
        onBlur={() => onBlur('addr1')}
        error={errors.addr1}
        required
      />
      <TextField
        name="addr2"
        label={`${t('wizard.address.addr2')} ${t('common.optional')}`}
        autoComplete="address-line2"
        maxLength={120}
        value={values.addr2}
        onChange={(event) => onChange('addr2', event.target.value)}
        onBlur={() => onBlur('addr2')}
        error={errors.addr2}
      />
      <TextField
        name="city"
        label={t('wizard.address.city')}
        autoComplete="address-level2"
        maxLength={80}
        value={values.city}
        onChange={(event) => onChange('city', event.target.value)}
        onBlur={() => onBlur('city')}
        error={errors.city}
        required
      />
      <SuggestionCombobox
        name="state"
        label={t('wizard.address.state')}
        hint={t('wizard.address.stateHint')}
        listLabel={t('wizard.address.stateList')}
        autoComplete="off"
        maxLength={80}
        text={stateText}
        onTextChange={setStateText}
        options={regions.map((region) => ({
          value: region.name,
          label: region.name,
          detail: showCountry(region.country),
        }))}
        onPick={(option) => {
          const country = regions.find((region) => region.name === option.value)?.country ?? values.country;
          setStateText(option.value);
          setCountryText(showCountry(country));
          onRegionPicked(option.value, country);
        }}
        onCommit={(text) => commit('state', text)}
        error={errors.state}
        required
      />
      <SuggestionCombobox
        name="country"
        label={t('wizard.address.country')}
        listLabel={t('wizard.address.countryList')}
        autoComplete="off"
        maxLength={80}
        text={countryText}
        onTextChange={setCountryText}
        options={countries.map(({ name, country }) => ({ value: country, label: name }))}
        onPick={(option) => commit('country', option.value)}
        onCommit={(text) => commit('country', text)}
        error={errors.country}
        required
      />
      <TextField
        name="zip"
        label={us ? t('wizard.address.zipUs') : t('wizard.address.zip')}
        hint={us ? t('wizard.address.zipUsHint') : undefined}
        autoComplete="postal-code"
        inputMode={us ? 'numeric' : 'text'}
        maxLength={us ? 10 : 12}
        value={values.zip}
        onChange={(event) => onChange('zip', us ? hyphenateUsZip(event.target.value) : event.target.value)}
        onBlur={() => onBlur('zip')}
        error={errors.zip}
        required={us}
      />
      {captcha}
    </>
  );
}
