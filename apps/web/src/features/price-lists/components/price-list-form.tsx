import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { PriceListInputSchema, type PriceList, type PriceListInputValues } from '@partline/shared';
import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useCategoryOptions, useCompanySearch, useCustomerGroups } from '../api/price-lists';
import { dhakaDate, dhakaDayStart } from '../dhaka-dates';

/** The details form as typed. */
export interface PriceListFormValues {
  name: string;
  validFrom: string;
  validUntil: string;
  companies: { id: string; name: string }[];
  customerGroupIds: string[];
  categoryRules: { categoryId: string; percentOff: string }[];
}

/** The typed details as `PriceListInputSchema` reads them (dates: the day's start in Dhaka). */
function priceListInput(values: PriceListFormValues) {
  return {
    name: values.name,
    currency: 'BDT',
    startsAt: dhakaDayStart(values.validFrom),
    endsAt: dhakaDayStart(values.validUntil),
    companyIds: values.companies.map((company) => company.id),
    customerGroupIds: values.customerGroupIds,
    categoryRules: values.categoryRules.map((rule) => ({
      categoryId: rule.categoryId,
      percentOff: rule.percentOff.trim() === '' ? undefined : Number(rule.percentOff),
    })),
  };
}

const FIELD_OF: Record<string, keyof PriceListFormValues> = {
  name: 'name',
  startsAt: 'validFrom',
  endsAt: 'validUntil',
  companyIds: 'companies',
  customerGroupIds: 'customerGroupIds',
  categoryRules: 'categoryRules',
};

/** Checks the typed details with the shared schema; the first problem of each field under it. */
const resolver: Resolver<PriceListFormValues, unknown, PriceListInputValues> = async (values) => {
  const result = PriceListInputSchema.safeParse(priceListInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'root';
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  return { values: {}, errors: errors as never };
};

/** A list's details as the form starts them. */
function formValuesOf(list: PriceList | undefined): PriceListFormValues {
  return {
    name: list?.name ?? '',
    validFrom: dhakaDate(list?.startsAt ?? null),
    validUntil: dhakaDate(list?.endsAt ?? null),
    companies: list?.companies ?? [],
    customerGroupIds: list?.customerGroups.map((group) => group.id) ?? [],
    categoryRules:
      list?.categoryRules.map((rule) => ({
        categoryId: rule.categoryId,
        percentOff: String(rule.percentOff),
      })) ?? [],
  };
}

export interface PriceListFormProps {
  list?: PriceList;
  submitLabel: string;
  pending: boolean;
  /** Saves the checked details; a rejection's message shows above the button. */
  onSave: (input: PriceListInputValues) => Promise<unknown>;
}

/**
 * A price list's details (decision 320): name, validity as days in Dhaka, the companies (searched
 * by name) and customer groups it applies to, and discounts on whole categories.
 */
export function PriceListForm({ list, submitLabel, pending, onSave }: PriceListFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const form = useForm<PriceListFormValues, unknown, PriceListInputValues>({
    resolver,
    defaultValues: formValuesOf(list),
  });
  const companies = useFieldArray({ control: form.control, name: 'companies', keyName: 'key' });
  const rules = useFieldArray({ control: form.control, name: 'categoryRules' });
  const [search, setSearch] = useState('');
  const found = useCompanySearch(search);
  const groups = useCustomerGroups();
  const categories = useCategoryOptions();
  const errors = form.formState.errors;
  const chosen = new Set(companies.fields.map((company) => company.id));

  const onSubmit = form.handleSubmit((input) =>
    onSave(input).catch((error: Error) => form.setError('root', { message: text(error.message) })),
  );
  const invalid = (message: string | undefined) => (message ? ' is-invalid' : '');
  const removeName = ({ name }: { name: string }) => t`Remove ${name}`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Price list details`} className="row g-3">
      <div className="col-12 col-md-6">
        <label htmlFor="price-list-name" className="form-label">
          <Trans>Name</Trans>
        </label>
        <input
          id="price-list-name"
          className={`form-control${invalid(errors.name?.message)}`}
          aria-invalid={errors.name ? true : undefined}
          {...form.register('name')}
        />
        {errors.name?.message ? (
          <div className="invalid-feedback">{text(errors.name.message)}</div>
        ) : null}
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="price-list-from" className="form-label">
          <Trans>Valid from</Trans>
        </label>
        <input
          id="price-list-from"
          type="date"
          className="form-control"
          {...form.register('validFrom')}
        />
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="price-list-until" className="form-label">
          <Trans>Valid until</Trans>
        </label>
        <input
          id="price-list-until"
          type="date"
          className={`form-control${invalid(errors.validUntil?.message)}`}
          aria-invalid={errors.validUntil ? true : undefined}
          {...form.register('validUntil')}
        />
        {errors.validUntil?.message ? (
          <div className="invalid-feedback">{text(errors.validUntil.message)}</div>
        ) : null}
      </div>

      <fieldset className="col-12 col-md-6">
        <legend className="form-label fs-6">
          <Trans>Companies</Trans>
        </legend>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t`Chosen companies`}>
          {companies.fields.map((company, index) => (
            <li key={company.key} className="badge text-bg-light border d-flex gap-1">
              {company.name}
              <button
                type="button"
                className="btn-close btn-close-sm"
                aria-label={removeName(company)}
                onClick={() => companies.remove(index)}
              />
            </li>
          ))}
        </ul>
        <input
          type="search"
          className="form-control"
          aria-label={t`Find a company`}
          placeholder={t`Find a company by name`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {found.data && search.trim() ? (
          <ul className="list-group mt-1" aria-label={t`Companies found`}>
            {found.data
              .filter((company) => !chosen.has(company._id))
              .map((company) => (
                <li key={company._id} className="list-group-item p-0">
                  <button
                    type="button"
                    className="btn btn-link w-100 text-start"
                    onClick={() => {
                      companies.append({ id: company._id, name: company.name });
                      setSearch('');
                    }}
                  >
                    {company.name}
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
      </fieldset>

      <fieldset className="col-12 col-md-6">
        <legend className="form-label fs-6">
          <Trans>Customer groups</Trans>
        </legend>
        {groups.data?.length === 0 ? (
          <p className="small text-body-secondary">
            <Trans>No customer groups yet.</Trans>
          </p>
        ) : null}
        {groups.data?.map((group) => (
          <div key={group.id} className="form-check">
            <input
              id={`price-list-group-${group.id}`}
              type="checkbox"
              className="form-check-input"
              value={group.id}
              {...form.register('customerGroupIds')}
            />
            <label htmlFor={`price-list-group-${group.id}`} className="form-check-label">
              {group.name}
            </label>
          </div>
        ))}
      </fieldset>

      <fieldset className="col-12">
        <legend className="form-label fs-6">
          <Trans>Category discounts</Trans>
        </legend>
        {rules.fields.map((rule, index) => {
          const number = format.number(index + 1);
          return (
            <div key={rule.id} className="row g-2 mb-2 align-items-end">
              <div className="col-7 col-md-5">
                <label htmlFor={`rule-${index}-category`} className="form-label small">
                  <Trans>Category</Trans>
                </label>
                <select
                  id={`rule-${index}-category`}
                  className="form-select"
                  {...form.register(`categoryRules.${index}.categoryId`)}
                >
                  <option value="">{t`Choose…`}</option>
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-3 col-md-2">
                <label htmlFor={`rule-${index}-percent`} className="form-label small">
                  <Trans>% off</Trans>
                </label>
                <input
                  id={`rule-${index}-percent`}
                  className="form-control"
                  inputMode="decimal"
                  {...form.register(`categoryRules.${index}.percentOff`)}
                />
              </div>
              <div className="col-2">
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  aria-label={t`Remove category discount ${number}`}
                  onClick={() => rules.remove(index)}
                >
                  ×
                </button>
              </div>
            </div>
          );
        })}
        {errors.categoryRules?.message ? (
          <div className="small text-danger mb-2" role="alert">
            {text(errors.categoryRules.message)}
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => rules.append({ categoryId: '', percentOff: '' })}
        >
          <Trans>Add category discount</Trans>
        </button>
      </fieldset>

      {errors.root?.message ? (
        <div role="alert" className="alert alert-danger col-12 mb-0">
          {text(errors.root.message)}
        </div>
      ) : null}
      <div className="col-12">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
