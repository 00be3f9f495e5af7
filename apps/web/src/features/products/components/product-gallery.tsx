import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/format';
import { ResponsiveImage } from '@/components/ui/responsive-image';

export interface ProductGalleryProps {
  /** The product's pictures, its main picture first. */
  images: readonly string[];
  productName: string;
}

/** Shown width of the main picture: the page's left column on desktop, the full width on phones. */
const MAIN_SIZES = '(min-width: 992px) 560px, 100vw';

/** A product's pictures (decision 318): the chosen one large, all of them as thumbnails below. */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [chosen, setChosen] = useState(0);
  const count = format.number(images.length);
  const main = images[chosen] ?? images[0];
  if (!main) return null;
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ResponsiveImage
          src={main}
          alt={productName}
          width={800}
          height={600}
          sizes={MAIN_SIZES}
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbnails" aria-label={t`Pictures`}>
          {images.map((image, index) => {
            const position = format.number(index + 1);
            return (
              <li key={image}>
                <button
                  type="button"
                  className={`product-gallery__thumbnail${index === chosen ? ' is-active' : ''}`}
                  aria-label={t`Picture ${position} of ${count}`}
                  aria-pressed={index === chosen}
                  onClick={() => setChosen(index)}
                >
                  <ResponsiveImage src={image} alt="" width={96} height={72} sizes="96px" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
