import { LineIcon } from '@/components/ui/line-icon';
import { SHELL_ICONS } from '@/components/ui/shell-icons';

export interface BrandLogoProps {
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

/** The Partline word mark with its chip symbol. */
export function BrandLogo({ inverse = false }: BrandLogoProps) {
  return (
    <span className={`brand-logo ${inverse ? 'brand-logo--inverse' : ''}`}>
      <span className="brand-logo__mark">
        <LineIcon shape={SHELL_ICONS.chip} size={20} />
      </span>
      <span className="brand-logo__name">Partline</span>
    </span>
  );
}
