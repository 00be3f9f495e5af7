/**
 * Shapes of the demo content seeded into an empty database (SEED_DEMO). Image fields are file
 * names inside `apps/api/assets/demo/`; the seed copies them into image storage and stores the
 * public URL `/uploads/demo/<file>`.
 */
export interface DemoProduct {
  name: string;
  /** Stock keeping unit, e.g. `PL-CPU-PX-9700` (unique). */
  sku: string;
  /** Price per piece at the minimum order, Taka (whole Taka). */
  priceTaka: number;
  /** Minimum order quantity, pieces. */
  minOrder: number;
  /** Pack size, pieces; 1 when absent. */
  orderIncrement?: number;
  /** Tiers above the minimum order, ascending, each cheaper (decision 120). */
  volumeTiers?: { minQuantity: number; priceTaka: number }[];
  /** Pieces in stock. */
  availableQuantity: number;
  /** 100–200 characters. */
  description: string;
  /** e.g. `product-ryzen-9.webp` */
  imageFile: string;
}

export interface DemoBlog {
  authorName: string;
  authorImageFile: string;
  /** `YYYY-MM-DD` */
  publishedOn: string;
  heading: string;
  imageFile: string;
  body: string;
}

export interface DemoReview {
  userName: string;
  userImageFile: string;
  body: string;
  /** 1–5 */
  rating: number;
}
