import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  useCreatePriceList,
  useEditPriceList,
  usePriceList,
} from '@/features/price-lists/api/price-lists';
import { PriceListEntries } from '@/features/price-lists/components/price-list-entries';
import { PriceListForm } from '@/features/price-lists/components/price-list-form';

/**
 * `/dashboard/price-lists/new` and `/dashboard/price-lists/:id` (admin; decision 320): a price
 * list's details, and below an existing list's entries.
 */
export default function PriceListRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const list = usePriceList(id);
  const create = useCreatePriceList();
  const edit = useEditPriceList();
  if (!id) {
    return (
      <DashboardPage title={t`New price list`}>
        <PriceListForm
          submitLabel={t`Create price list`}
          pending={create.isPending}
          onSave={(input) =>
            create.mutateAsync(input).then((created) => {
              const { name } = created;
              toast.success(t`Price list ${name} created`);
              void navigate(paths.dashboard.priceList.getHref(created.id));
            })
          }
        />
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title={list.data?.name ?? t`Price list`}>
      <QueryState query={list} what={t`the price list`}>
        {(data) => (
          <>
            <PriceListForm
              key={data.updatedAt}
              list={data}
              submitLabel={t`Save price list`}
              pending={edit.isPending}
              onSave={(input) =>
                edit
                  .mutateAsync({ id: data.id, input })
                  .then(() => toast.success(t`Price list saved`))
              }
            />
            <PriceListEntries listId={data.id} currency={data.currency} />
          </>
        )}
      </QueryState>
    </DashboardPage>
  );
}
