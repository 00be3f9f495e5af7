import { Icon } from '@/components/ui/icon';

export interface BrandLogoProps {
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

/** The Partline word mark with its chip symbol. */
export function BrandLogo({ inverse = false }: BrandLogoProps) {
  return (
    <span className={`brand-logo ${inverse ? 'brand-logo--inverse' : ''}`}>
      <span className="brand-logo__mark">
        <Icon name="chip" size={20} />
      </span>
      <span className="brand-logo__name">Partline</span>
    </span>
  );
}
