// Metric or imperial: the choice, kept on the device, and the radio pair that changes it.
import { el } from '../shared/dom.js';

const UNITS_KEY = 'weather.units';

export function loadUnits(storage) {
  return storage.get(UNITS_KEY) === 'imperial' ? 'imperial' : 'metric';
}

/** The radio pair; `onChange(units)` after the choice is kept. */
export function unitsSwitch(ctx, units, onChange) {
  const option = (value) => el('span', { class: 'weather-unit-option' },
    el('input', {
      type: 'radio', name: 'weather-units', id: `weather-units-${value}`, value, checked: value === units,
      onchange: (event) => {
        if (!event.target.checked) return;
        ctx.storage.set(UNITS_KEY, value);
        onChange(value);
      },
    }),
    el('label', { for: `weather-units-${value}`, text: ctx.t(`weather.${value}`) }));
  return el('fieldset', { class: 'weather-units' }, el('legend', { text: ctx.t('weather.units') }), option('metric'), option('imperial'));
}
