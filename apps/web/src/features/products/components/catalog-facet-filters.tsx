import type { AttributeFacet, SpecFilter, SpecFilterValue } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFormat } from '@/lib/i18n/format';
import { facetValueLabel } from '../catalog-active-filters';

export interface CatalogFacetFiltersProps {
  /** The category's facets, as `GET /products/facets` counts them. */
  attributes: readonly AttributeFacet[];
  /** The search's specification filters (the URL's `spec`). */
  spec: SpecFilter;
  onChange: (spec: SpecFilter) => void;
}

/** `spec` with `key`'s filter replaced (dropped when `value` is undefined). */
function withFilter(spec: SpecFilter, key: string, value: SpecFilterValue | undefined): SpecFilter {
  const next = { ...spec };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

/** The checkboxes of an enum or boolean facet, each value with its count. */
function ValueFacet({
  attribute,
  spec,
  onChange,
}: { attribute: AttributeFacet } & Omit<CatalogFacetFiltersProps, 'attributes'>) {
  const { i18n } = useLingui();
  const format = useFormat();
  const filter = spec[attribute.key];
  const inUrl = filter && 'values' in filter ? filter.values : [];
  // A click shows at once: the router applies the new URL in a transition, which keeps the old
  // page (and so the old ticks) until the new results have loaded. The values ticked here are
  // shown until the URL holds a different choice.
  const urlKey = inUrl.join(',');
  const [ticked, setTicked] = useState<{ urlKey: string; values: string[] } | null>(null);
  const chosen = ticked && ticked.urlKey === urlKey ? ticked.values : inUrl;
  const toggle = (value: string, on: boolean) => {
    const values = on ? [...chosen, value] : chosen.filter((other) => other !== value);
    setTicked({ urlKey, values });
    onChange(withFilter(spec, attribute.key, values.length > 0 ? { values } : undefined));
  };
  return (
    <fieldset>
      <legend className="catalog-filters__legend">{attribute.name}</legend>
      {attribute.values.map((value) => (
        <Form.Check
          key={value.value}
          type="checkbox"
          className="catalog-facet__value"
          id={`facet-${attribute.key}-${value.value}`}
          checked={chosen.includes(value.value)}
          // A value no product would match is shown but cannot be chosen (unless it already is).
          disabled={value.count === 0 && !chosen.includes(value.value)}
          onChange={(event) => toggle(value.value, event.target.checked)}
          label={
            <>
              {facetValueLabel(i18n, attribute, value.value)}{' '}
              <span className="catalog-facet__count">({format.number(value.count)})</span>
            </>
          }
        />
      ))}
    </fieldset>
  );
}

const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number facet: min and max inputs, applied with their button or Enter. */
function RangeFacet({
  attribute,
  spec,
  onChange,
}: { attribute: AttributeFacet } & Omit<CatalogFacetFiltersProps, 'attributes'>) {
  const { t } = useLingui();
  const [min, setMin] = useState(asText(attribute.selected?.min));
  const [max, setMax] = useState(asText(attribute.selected?.max));
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(attribute.selected);
  // The URL changed (Back/Forward, a dropped filter): show it.
  if (shown?.min !== attribute.selected?.min || shown?.max !== attribute.selected?.max) {
    setShown(attribute.selected);
    setMin(asText(attribute.selected?.min));
    setMax(asText(attribute.selected?.max));
    setError(undefined);
  }
  const id = `facet-${attribute.key}`;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = min.trim();
    const high = max.trim();
    if ((low && !NUMBER.test(low)) || (high && !NUMBER.test(high))) {
      setError(t`Enter numbers`);
      return;
    }
    if (low && high && Number(low) > Number(high)) {
      setError(t`The minimum cannot be above the maximum`);
      return;
    }
    setError(undefined);
    const range = {
      ...(low ? { min: Number(low) } : {}),
      ...(high ? { max: Number(high) } : {}),
    };
    onChange(withFilter(spec, attribute.key, low || high ? range : undefined));
  };
  const unit = attribute.unit ? ` (${attribute.unit})` : '';
  const name = attribute.name.toLocaleLowerCase();
  return (
    <Form noValidate onSubmit={apply}>
      <fieldset>
        <legend className="catalog-filters__legend">
          {attribute.name}
          {unit}
        </legend>
        <div className="catalog-filters__range">
          <Form.Group controlId={`${id}-min`}>
            <Form.Label>
              <Trans>Min</Trans>
            </Form.Label>
            <Form.Control
              type="text"
              inputMode="decimal"
              value={min}
              placeholder={asText(attribute.range?.min)}
              onChange={(event) => setMin(event.target.value)}
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-max`}>
            <Form.Label>
              <Trans>Max</Trans>
            </Form.Label>
            <Form.Control
              type="text"
              inputMode="decimal"
              value={max}
              placeholder={asText(attribute.range?.max)}
              onChange={(event) => setMax(event.target.value)}
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </Form.Group>
        </div>
        {error ? (
          <p id={`${id}-error`} className="catalog-filters__error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline-primary" size="sm" className="mt-2 w-100">
          <Trans>Apply {name}</Trans>
        </Button>
      </fieldset>
    </Form>
  );
}

/**
 * A category's specification filters (decision 317): a checkbox per value of an enum or a boolean,
 * with the number of products the search finds when it is chosen; min and max for a number. Every
 * change goes to `onChange` as the new `spec` filter.
 */
export function CatalogFacetFilters({ attributes, spec, onChange }: CatalogFacetFiltersProps) {
  return (
    <div className="catalog-filters catalog-facets">
      {attributes.map((attribute) =>
        attribute.type === 'number' ? (
          <RangeFacet key={attribute.key} attribute={attribute} spec={spec} onChange={onChange} />
        ) : attribute.values.length > 0 ? (
          <ValueFacet key={attribute.key} attribute={attribute} spec={spec} onChange={onChange} />
        ) : null,
      )}
    </div>
  );
}
