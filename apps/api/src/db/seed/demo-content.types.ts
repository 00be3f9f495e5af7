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
  /** The slug of its category in {@link DemoCategory} (decision 316). */
  category?: string;
  /** Its specification: attribute key → value, as the category's attributes type them. */
  specifications?: Record<string, number | string | boolean>;
  /** The product page's longer text, Markdown. */
  details?: string;
  /** Further pictures after `imageFile`, file names as `imageFile`. */
  gallery?: string[];
  /** PDFs on its page (decision 318), files in the demo assets beside the pictures. */
  documents?: DemoDocument[];
}

/** A PDF attached to a demo product: a datasheet, a manual… */
export interface DemoDocument {
  kind: 'datasheet' | 'manual' | 'certificate' | 'drawing' | 'other';
  title: string;
  /** e.g. `datasheet-ddr5-ecc-rdimm.pdf` */
  file: string;
}

/** An attribute of a demo category's specification (decision 316). */
export interface DemoAttribute {
  key: string;
  name: string;
  type: 'number' | 'enum' | 'boolean' | 'text';
  unit?: string;
  options?: string[];
  required?: boolean;
  filterable?: boolean;
}

/** A demo category with its attributes and subcategories, in display order. */
export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  attributes?: DemoAttribute[];
  children?: DemoCategory[];
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

/** A member of a demo company, who signs in with the demo buyers' password. */
export interface DemoMember {
  name: string;
  email: string;
  /** `admin` manages the company, `buyer` orders for it (decision 130). */
  role: 'admin' | 'buyer';
}

/** A demo business client (decision 130) and, when the shop prices it with one, its group. */
export interface DemoCompany {
  name: string;
  tradeLicenceNumber: string;
  bin: string;
  billingAddress: string;
  /** The name of its customer group (decision 320), one of {@link DemoPricing.customerGroups}. */
  customerGroup?: string;
  members: DemoMember[];
}

/**
 * A demo contract price list (decision 320). `window` gives its validity `[startsAt, endsAt)` from
 * the seeding time (`null`: open); `companies` and `customerGroups` name whom it applies to.
 */
export interface DemoPriceList {
  name: string;
  window: (now: Date) => { startsAt: Date | null; endsAt: Date | null };
  companies?: string[];
  customerGroups?: string[];
  /** Per product: from `minQuantity` pieces on, a fixed price (whole Taka) or a discount (%). */
  entries?: { sku: string; minQuantity: number; priceTaka?: number; percentOff?: number }[];
  /** A discount (%) on a category (by slug) and its subcategories. */
  categoryRules?: { category: string; percentOff: number }[];
}

/** The demo's companies, customer groups and price lists (decision 320). */
export interface DemoPricing {
  customerGroups: string[];
  companies: DemoCompany[];
  priceLists: DemoPriceList[];
}

/**
 * The demo catalog's texts in Bangla (decision 326), beside the English of the demo content:
 * categories by slug, attributes by their category's slug and key (with labels by enum option),
 * products by SKU. What is left out reads in English.
 */
export interface DemoTranslations {
  categories: Record<string, { name: string; description?: string }>;
  attributes: Record<string, Record<string, { name: string; options?: Record<string, string> }>>;
  products: Record<string, { name: string; description: string; details?: string }>;
}
