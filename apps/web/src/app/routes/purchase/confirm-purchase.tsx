import { USER_MESSAGES, waitsForApproval } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAdminFlag } from '@/features/auth/api/get-admin-flag';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { PurchasePanel } from '@/features/orders/components/purchase-panel';
import { ProductCard } from '@/features/products/components/product-card';
import { ProductQueryState } from '@/features/products/components/product-query-state';
import { useProfile } from '@/features/profile/api/get-profile';

/** A profile value as a prefill: 'N/A' (spec §5) means none. */
const prefill = (value: string | undefined) =>
  value && value !== USER_MESSAGES.notAvailable ? value : '';

/**
 * `/confirm-purchase/:id` (spec §2): the product card (100-character description) and the purchase
 * form. Behind `RequireAuth`; admins see a note instead of the form (spec §6).
 */
export default function ConfirmPurchaseRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const adminFlag = useAdminFlag(user?.email);
  const profile = useProfile(user?.email ?? '');
  // The buyer's limit and spending as the server counts them, to warn before an order that waits.
  const company = useMyCompany();
  const isAdmin = adminFlag.isError ? false : adminFlag.data;
  // The form waits for the profile only to prefill; a failed profile read leaves it empty.
  const profileSettled = !profile.isPending || profile.isError;

  return (
    <>
      <PageHeader title={t`Confirm Purchase`} eyebrow={t`Order`}>
        <Trans>Choose the quantity, check the delivery details and place your order.</Trans>
      </PageHeader>
      <div className="container py-4 py-md-5">
        <ProductQueryState id={id}>
          {(data) => (
            <div className="row g-4 align-items-start">
              <div className="col-12 col-md-5 col-lg-4">
                <ProductCard product={data} variant="purchase" headingLevel="h2" priority />
              </div>
              <div className="col-12 col-md-7 col-lg-8">
                {user ? (
                  <PurchasePanel
                    isAdmin={isAdmin}
                    ready={profileSettled}
                    product={data}
                    buyer={{ name: user.name, email: user.email }}
                    defaults={{
                      address: prefill(profile.data?.address),
                      phoneNumber: prefill(profile.data?.phoneNumber),
                    }}
                    onPlaced={() => void navigate(paths.dashboard.myOrders.getHref())}
                    // The quantity typed, not the minimum: the form checks it as the server does.
                    billedIn={company.data?.membership?.company.currency}
                    needsApproval={(total) =>
                      waitsForApproval(company.data?.membership ?? null, total)
                    }
                    cartAction={(quantity) => (
                      <AddToCartButton
                        product={data}
                        quantity={quantity}
                        disabled={quantity === undefined}
                        className="w-100"
                      />
                    )}
                  />
                ) : null}
              </div>
            </div>
          )}
        </ProductQueryState>
      </div>
    </>
  );
}
