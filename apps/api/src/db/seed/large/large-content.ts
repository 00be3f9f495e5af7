/**
 * The rows of the manufacturer's volume data set (decision 200), drawn from a seeded generator:
 * the same scale, seed and end day give the same rows. Products and clients are made once and kept
 * in memory (their count is the catalog's and the client list's); orders are made one at a time
 * from their index (`orderAt`), so every pass over them — orders, lines, invoices, reviews, audit
 * entries — sees the same order without keeping any.
 */
import { priceTierProblems, unitPriceFor } from '@partline/shared';
import type { StoredVolumeTier } from '../../schema/index.js';
import { demoProducts, demoReviews } from '../demo-content.js';
import { mulberry32 } from '../mulberry32.js';
import { DEMO_UPLOADS_PATH } from '../seed.js';

/** Rows at scale 1 (`--scale` multiplies them). */
export const FULL_SCALE = {
  products: 100_000,
  clients: 20_000,
  orders: 1_000_000,
  /** Companies, each with about a tenth of a hundred clients as members (decision 130). */
  companies: 200,
  /** Customer groups (decision 320), each with about half of the companies between them. */
  customerGroups: 10,
  /** Contract price lists (decision 320): a fifth for customer groups, the rest for companies. */
  priceLists: 1_000,
  /** Rows of `price_list_entries`, over every list. */
  priceListEntries: 100_000,
} as const;

/** How many of each at a scale; never fewer than one company and the named buyers plus one. */
export function countsAt(scale: number) {
  const at = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    products: at(FULL_SCALE.products, 20),
    clients: at(FULL_SCALE.clients, NAMED_BUYERS + 5),
    orders: at(FULL_SCALE.orders, 20),
    companies: at(FULL_SCALE.companies, 1),
    customerGroups: at(FULL_SCALE.customerGroups, 1),
    priceLists: at(FULL_SCALE.priceLists, 2),
    priceListEntries: at(FULL_SCALE.priceListEntries, 40),
  };
}

/** Row counts of one data set. */
export type LargeCounts = ReturnType<typeof countsAt>;

/** Clients with a known e-mail and password, for the benchmark and the tests to sign in as. */
export const NAMED_BUYERS = 5;
/** The password of the named buyers and of the seeded admin (passes the sign-up rules, spec §5). */
export const LARGE_SEED_PASSWORD = 'Large#Seed1';
/** E-mail of the `n`-th named buyer (1-based). */
export const namedBuyerEmail = (n: number) => `bench-buyer-${n}@large.partline.test`;
/** The admin who delivered the orders (the actor of their audit entries). */
export const LARGE_ADMIN_EMAIL = 'large-admin@partline.test';

/** Three years of orders end on the seeding day; older ones are mostly delivered. */
export const HISTORY_DAYS = 3 * 365;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Randomness

/** A 32-bit hash of two numbers (murmur3's finaliser), to seed one row's generator. */
function mix(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/**
 * The uuid (version 4 layout) of row `index` of a table (`tag` any small number per table): the
 * same on every pass, so a line can name its order without the order being kept.
 */
export function uuidOf(seed: number, tag: number, index: number): string {
  const a = hex8(mix(mix(seed, tag), index));
  const b = hex8(mix(mix(seed, tag + 101), index));
  const c = hex8(mix(mix(seed, tag + 202), index));
  const d = hex8(mix(mix(seed, tag + 303), index));
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${((parseInt(c[0]!, 16) & 3) | 8).toString(16)}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

/** Table tags of {@link uuidOf}. */
export const TAG = {
  product: 1,
  user: 2,
  account: 3,
  company: 4,
  member: 5,
  order: 6,
  line: 7,
  invoice: 8,
  review: 9,
  audit: 10,
  payment: 11,
  category: 12,
  attribute: 13,
  customerGroup: 14,
  priceList: 15,
  priceListEntry: 16,
} as const;

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

// ---------------------------------------------------------------------------------------------
// Products

/** A product of the data set with what its order lines copy; prices in poisha, times in ms. */
export interface LargeProduct {
  id: string;
  sku: string;
  name: string;
  image: string;
  description: string;
  pricePoisha: number;
  minOrder: number;
  orderIncrement: number;
  /** Tiers above the minimum order, as stored (decision 120). */
  volumeTiers: StoredVolumeTier[];
  availableQuantity: number;
  createdAt: number;
  deletedAt: number | null;
  /** Increments between tiers: order quantities are drawn on this scale. */
  tierStep: number;
  /** The slug of its category in the demo tree (decision 316). */
  category: string;
  /** Its specification, as its category's attributes type them. */
  specifications: Record<string, number | string | boolean>;
}

/** Bijective base-26 letters: 1 → A, 26 → Z, 27 → AA. */
function letters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    out = String.fromCharCode(65 + ((rest - 1) % 26)) + out;
  }
  return out;
}

/** A generated product's specification and, when the specification names it, its noun. */
type Variant = { specifications: LargeProduct['specifications']; noun?: string };

/**
 * The specification of a variant of a family, by its demo product's category (decision 316):
 * real combinations (an RDIMM has ECC, a SATA drive is 2.5-inch), drawn from `random`; a category
 * without one here keeps the demo product's values.
 */
const VARIANTS: Record<string, (random: () => number) => Variant> = {
  processors: (random) => {
    const cores = pick(random, [4, 6, 8, 12, 16, 24]);
    const base = pick(random, [2.4, 3.0, 3.4, 3.8, 4.2]);
    return {
      specifications: {
        cores,
        threads: cores * 2,
        base_clock_ghz: base,
        boost_clock_ghz: Math.round((base + 1 + random()) * 10) / 10,
        socket: pick(random, ['LGA1700', 'LGA1851', 'AM4', 'AM5']),
        tdp_w: pick(random, [35, 65, 65, 105, 125]),
        integrated_graphics: random() < 0.6,
      },
      noun: `${cores}-Core Processor`,
    };
  },
  'ddr5-memory': (random) => {
    const server = random() < 0.4;
    const capacity = pick(random, [8, 16, 16, 32, 32, 64]);
    const speed = server ? pick(random, [4800, 5600]) : pick(random, [4800, 5200, 5600, 6000]);
    return {
      specifications: {
        capacity_gb: capacity,
        speed_mts: speed,
        ecc: server,
        module_type: server ? 'RDIMM' : pick(random, ['UDIMM', 'UDIMM', 'SODIMM']),
        voltage_v: 1.1,
      },
      noun: server
        ? `${capacity} GB DDR5 ECC Registered Server Memory`
        : `${capacity} GB DDR5-${speed} Memory Module`,
    };
  },
  'ddr4-memory': (random) => {
    const capacity = pick(random, [4, 8, 16, 32]);
    const speed = pick(random, [2666, 3200]);
    const type = pick(random, ['UDIMM', 'SODIMM']);
    return {
      specifications: {
        capacity_gb: capacity,
        speed_mts: speed,
        ecc: false,
        module_type: type,
        voltage_v: 1.2,
      },
      noun: `${capacity} GB DDR4-${speed} ${type === 'SODIMM' ? 'Laptop Memory' : 'Memory Module'}`,
    };
  },
  'server-memory': (random) => {
    const capacity = pick(random, [16, 32, 64, 128]);
    return {
      specifications: {
        capacity_gb: capacity,
        speed_mts: pick(random, [2933, 3200]),
        ecc: true,
        module_type: 'RDIMM',
        voltage_v: 1.2,
      },
      noun: `${capacity} GB DDR4 ECC Registered Server Memory`,
    };
  },
  'nvme-ssd': (random) => {
    const capacity = pick(random, [256, 512, 1000, 2000, 4000]);
    const pcie = pick(random, ['PCIe 3.0 x4', 'PCIe 4.0 x4', 'PCIe 4.0 x4', 'PCIe 5.0 x4']);
    const read = { 'PCIe 3.0 x4': 3500, 'PCIe 4.0 x4': 7000, 'PCIe 5.0 x4': 12000 }[pcie]!;
    return {
      specifications: {
        capacity_gb: capacity,
        interface: pcie,
        form_factor: random() < 0.85 ? 'M.2 2280' : 'M.2 2242',
        read_mbs: read,
        write_mbs: Math.round((read * (0.75 + random() * 0.2)) / 100) * 100,
        endurance_tbw: Math.round(capacity * 0.6),
      },
      noun: `${capacity >= 1000 ? `${capacity / 1000} TB` : `${capacity} GB`} ${pcie.slice(0, 8)} NVMe SSD`,
    };
  },
  'sata-ssd': (random) => {
    const capacity = pick(random, [240, 480, 512, 1000, 2000]);
    return {
      specifications: {
        capacity_gb: capacity,
        interface: 'SATA III',
        form_factor: '2.5-inch',
        read_mbs: pick(random, [520, 550, 560]),
        write_mbs: pick(random, [450, 500, 520]),
        endurance_tbw: Math.round(capacity * 0.6),
      },
      noun: `${capacity >= 1000 ? `${capacity / 1000} TB` : `${capacity} GB`} SATA SSD`,
    };
  },
  'power-supplies': (random) => {
    const wattage = pick(random, [450, 550, 650, 750, 850, 1000, 1200]);
    const efficiency = pick(random, ['80 Plus Bronze', '80 Plus Gold', '80 Plus Platinum']);
    return {
      specifications: {
        wattage_w: wattage,
        efficiency,
        modular: pick(random, ['Non-modular', 'Semi-modular', 'Fully modular']),
        form_factor: random() < 0.9 ? 'ATX' : 'SFX',
      },
      noun: `${wattage} W ${efficiency} Power Supply`,
    };
  },
  ups: (random) => {
    const va = pick(random, [650, 850, 1200, 1500, 2000, 3000]);
    return {
      specifications: {
        capacity_va: va,
        capacity_w: Math.round(va * 0.6),
        topology: va >= 2000 ? 'Online' : pick(random, ['Offline', 'Line-interactive']),
        waveform: pick(random, ['Simulated sine', 'Pure sine']),
        outlets: pick(random, [2, 4, 6, 8]),
      },
      noun: `${va} VA UPS`,
    };
  },
  displays: (random) => {
    const size = pick(random, [21.5, 23.8, 27, 31.5]);
    return {
      specifications: {
        screen_size_in: size,
        resolution: pick(random, ['1920 × 1080', '2560 × 1440', '3840 × 2160']),
        panel: pick(random, ['IPS', 'IPS', 'VA']),
        refresh_hz: pick(random, [60, 75, 100, 144]),
        usb_c: random() < 0.4,
      },
      noun: `${size}-inch Office Monitor`,
    };
  },
};

/**
 * The product families of the data set: one per demo product of its own SKU prefix (the demo's
 * further models of one line, MR5-32 beside MR5-16, would make the same SKUs).
 */
const lineOf = (sku: string) => sku.split('-').slice(0, -1).join('-');
const family = demoProducts
  .filter(
    (demo, index) => demoProducts.findIndex((d) => lineOf(d.sku) === lineOf(demo.sku)) === index,
  )
  .map((demo) => {
    const parts = demo.sku.split('-');
    const demoModel = parts.slice(-2).join('-');
    return {
      prefix: parts.slice(0, -1).join('-'),
      noun: demo.name.replace(`Partline ${demoModel} `, ''),
      priceTaka: demo.priceTaka,
      minOrder: demo.minOrder,
      image: `${DEMO_UPLOADS_PATH}/${demo.imageFile}`,
      description: demo.description,
      category: demo.category ?? '',
      specifications: demo.specifications ?? {},
    };
  });

const MIN_ORDERS = [1, 5, 10, 10, 20, 25, 50, 100] as const;
const INCREMENTS = [1, 1, 1, 5, 10, 25] as const;

/**
 * The `count` products, oldest first, over {@link HISTORY_DAYS} before `endsAt`: each a variant of
 * a demo product's family (its SKU prefix, kind, picture and price range) with its own model
 * number — SKUs like `PL-KB-110`, `PL-MEM-MR5-245B` — a minimum order, a pack size and 0–3 volume
 * tiers that {@link priceTierProblems} accepts. One in 200 is deleted.
 * @throws Error when a drawn tier table breaks the pricing rules (a bug of this generator).
 */
export function makeProducts(seed: number, count: number, endsAt: number): LargeProduct[] {
  const random = mulberry32(mix(seed, TAG.product));
  // Specifications draw from their own sequence: the other columns stay as they were without them.
  const specRandom = mulberry32(mix(seed, TAG.attribute));
  const starts = endsAt - HISTORY_DAYS * DAY_MS;
  const products: LargeProduct[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = family[i % family.length]!;
    const j = Math.floor(i / family.length);
    const sku = `${kind.prefix}-${100 + (j % 900)}${letters(Math.floor(j / 900))}`;
    const model = sku.split('-').slice(-2).join('-');
    const priceTaka = Math.max(10, Math.round((kind.priceTaka * (0.6 + random())) / 10) * 10);
    const minOrder = random() < 0.5 ? kind.minOrder : pick(random, MIN_ORDERS);
    const orderIncrement = pick(random, INCREMENTS);
    const tierStep = Math.max(1, Math.round((minOrder * 2) / orderIncrement));
    const volumeTiers: StoredVolumeTier[] = [];
    let tierPrice = priceTaka;
    const tierCount = Math.floor(random() * 4);
    for (let t = 1; t <= tierCount; t += 1) {
      tierPrice = Math.min(tierPrice - 1, Math.round(priceTaka * (1 - 0.03 * t)));
      if (tierPrice <= 0) break;
      volumeTiers.push({
        minQuantity: minOrder + orderIncrement * tierStep * [0, 2, 5, 10][t]!,
        unitPricePoisha: tierPrice * 100,
      });
    }
    const problems = priceTierProblems({
      minOrder,
      orderIncrement,
      productPrice: priceTaka,
      priceTiers: [
        { minQuantity: minOrder, unitPrice: priceTaka },
        ...volumeTiers.map((tier) => ({
          minQuantity: tier.minQuantity,
          unitPrice: tier.unitPricePoisha / 100,
        })),
      ],
    });
    if (problems.length > 0) throw new Error(`${sku}: ${problems[0]!.message}`);
    const variant = VARIANTS[kind.category]?.(specRandom) ?? {
      specifications: kind.specifications,
    };
    const description = `${model}: ${kind.description}`;
    const createdAt = starts + Math.floor(((i + random()) / count) * HISTORY_DAYS * DAY_MS);
    products.push({
      id: uuidOf(seed, TAG.product, i),
      sku,
      name: `Partline ${model} ${variant.noun ?? kind.noun}`,
      image: kind.image,
      description: description.length <= 200 ? description : `${description.slice(0, 199)}…`,
      pricePoisha: priceTaka * 100,
      minOrder,
      orderIncrement,
      volumeTiers,
      availableQuantity: random() < 0.03 ? 0 : Math.floor(random() * 20_000),
      createdAt,
      deletedAt: random() < 0.005 ? createdAt + Math.floor(random() * (endsAt - createdAt)) : null,
      tierStep,
      category: kind.category,
      specifications: variant.specifications,
    });
  }
  return products;
}

/** The unit price (poisha) of `quantity` pieces of `product` at its tier (decision 120). */
export function unitPricePoishaOf(product: LargeProduct, quantity: number): number {
  return unitPriceFor(
    {
      productPrice: product.pricePoisha,
      minOrder: product.minOrder,
      priceTiers: [
        { minQuantity: product.minOrder, unitPrice: product.pricePoisha },
        ...product.volumeTiers.map((tier) => ({
          minQuantity: tier.minQuantity,
          unitPrice: tier.unitPricePoisha,
        })),
      ],
    },
    quantity,
  );
}

// ---------------------------------------------------------------------------------------------
// Clients and companies

const FIRST_NAMES = [
  'Farhana', 'Kamrul', 'Shirin', 'Rafiqul', 'Nusrat', 'Tanvir', 'Sadia', 'Mahmudul', 'Ayesha',
  'Imran', 'Nasrin', 'Arif', 'Taslima', 'Shafiq', 'Rumana', 'Jahid', 'Sharmin', 'Habib', 'Mitu',
  'Sabbir', 'Lima', 'Anwar', 'Priya', 'Touhid', 'Rehana', 'Zahid', 'Moushumi', 'Rakib',
] as const; // prettier-ignore
const LAST_NAMES = [
  'Rahman', 'Hasan', 'Akter', 'Islam', 'Jahan', 'Ahmed', 'Hossain', 'Chowdhury', 'Khan',
  'Sarkar', 'Uddin', 'Begum', 'Talukder', 'Mollah', 'Bhuiyan', 'Sikder', 'Karim', 'Alam',
] as const; // prettier-ignore
const AREAS = [
  'Dhanmondi, Dhaka', 'Gulshan 2, Dhaka', 'Uttara Sector 7, Dhaka', 'Mirpur 10, Dhaka',
  'Agrabad, Chattogram', 'Zindabazar, Sylhet', 'Shaheb Bazar, Rajshahi', 'KDA Avenue, Khulna',
  'Tejgaon Industrial Area, Dhaka', 'Motijheel, Dhaka',
] as const; // prettier-ignore
const COMPANY_WORDS = [
  'Delta', 'Meghna', 'Padma', 'Jamuna', 'Sonar', 'Bengal', 'Rupali', 'Karnaphuli', 'Teesta',
  'Surma', 'Apex', 'Orion', 'Nova', 'Summit', 'Crescent', 'Lotus',
] as const; // prettier-ignore
const COMPANY_KINDS = [
  'Systems',
  'Technologies',
  'Traders',
  'Solutions',
  'IT',
  'Networks',
] as const;

/** A client of the data set. */
export interface LargeClient {
  id: string;
  name: string;
  email: string;
  address: string;
  phoneNumber: string;
  createdAt: number;
  /** Index of their company, or `null` for a client buying for themselves. */
  company: number | null;
  /** The first member of each company is its admin (decision 130). */
  companyRole: 'admin' | 'buyer' | null;
}

/**
 * The `count` clients: the first {@link NAMED_BUYERS} are `bench-buyer-N@large.partline.test`,
 * the rest `first.last.N@clients.partline.test`; every tenth belongs to a company (round robin
 * over `companies`, its first member its admin). Named buyer N buys for company N − 1 (modulo the
 * companies; the first is that company's admin, the others its buyers), whose price lists the
 * benchmark's priced reads answer (decision 320). Registered in the year before the history.
 */
export function makeClients(
  seed: number,
  count: number,
  companies: number,
  endsAt: number,
): LargeClient[] {
  const random = mulberry32(mix(seed, TAG.user));
  const starts = endsAt - HISTORY_DAYS * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const member = i % 10 === 0 ? i / 10 : undefined;
    const named = i < NAMED_BUYERS && member === undefined;
    return {
      id: uuidOf(seed, TAG.user, i),
      name: `${first} ${last}`,
      email:
        i < NAMED_BUYERS
          ? namedBuyerEmail(i + 1)
          : `${first}.${last}.${i}@clients.partline.test`.toLowerCase(),
      address: `House ${1 + Math.floor(random() * 120)}, Road ${1 + Math.floor(random() * 30)}, ${pick(random, AREAS)}`,
      phoneNumber: `+880 17${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      createdAt: starts - Math.floor(random() * 365 * DAY_MS),
      company: named ? i % companies : member === undefined ? null : member % companies,
      companyRole: named
        ? 'buyer'
        : member === undefined
          ? null
          : member < companies
            ? 'admin'
            : 'buyer',
    };
  });
}

/** A company of the data set (decision 130). */
export interface LargeCompany {
  id: string;
  name: string;
  tradeLicenceNumber: string;
  bin: string;
  billingAddress: string;
}

/** The `count` companies, named `<Word> <Word> <Kind> Ltd. <n>`. */
export function makeCompanies(seed: number, count: number): LargeCompany[] {
  const random = mulberry32(mix(seed, TAG.company));
  return Array.from({ length: count }, (_, i) => ({
    id: uuidOf(seed, TAG.company, i),
    name: `${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_KINDS)} Ltd. ${i + 1}`,
    tradeLicenceNumber: `TRAD/DNCC/${String(100_000 + i).padStart(6, '0')}/2024`,
    bin: `00${String(1_000_000 + i * 7).slice(-7)}-0101`,
    billingAddress: `Plot ${1 + (i % 90)}, ${pick(random, AREAS)}`,
  }));
}

// ---------------------------------------------------------------------------------------------
// Orders

/** One line of a generated order, poisha. */
export interface LargeLine {
  product: LargeProduct;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
}

/** Order statuses of the schema (`order_status`). */
export type LargeStatus =
  'awaiting_approval' | 'declined' | 'unpaid' | 'paid' | 'delivered' | 'cancelled';

/** A generated order: everything its row, lines, invoice, review and audit entry need; ms times. */
export interface LargeOrder {
  index: number;
  id: string;
  client: LargeClient;
  lines: LargeLine[];
  quantity: number;
  totalPoisha: number;
  status: LargeStatus;
  createdAt: number;
  paidAt: number | null;
  deliveredAt: number | null;
  cancelledAt: number | null;
  declinedAt: number | null;
  transactionId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Paid and not yet delivered: its lines hold stock (decision 126). */
  stockHeld: boolean;
  poNumber: string | null;
  review: { rating: number; body: string; createdAt: number } | null;
}

/** What every order of a data set is drawn from. */
export interface OrderWorld {
  seed: number;
  orders: number;
  endsAt: number;
  products: readonly LargeProduct[];
  clients: readonly LargeClient[];
}

/** A client's share of big buyers: one client in a hundred places a tenth of the orders. */
const BIG_BUYER_SHARE = 0.1;

/** Status of an order placed `ageDays` before the end, by a client in a company or not. */
function statusOf(random: () => number, ageDays: number, inCompany: boolean): LargeStatus {
  const r = random();
  if (ageDays < 2) {
    if (r < 0.1) return inCompany ? 'awaiting_approval' : 'unpaid';
    if (r < 0.45) return 'unpaid';
    if (r < 0.9) return 'paid';
    return 'delivered';
  }
  if (ageDays < 14) {
    if (r < 0.03) return inCompany ? 'declined' : 'cancelled';
    if (r < 0.07) return 'cancelled';
    if (r < 0.15) return 'unpaid';
    if (r < 0.55) return 'paid';
    return 'delivered';
  }
  if (r < 0.01) return inCompany ? 'declined' : 'cancelled';
  if (r < 0.06) return 'cancelled';
  if (r < 0.1) return 'unpaid';
  if (r < 0.105) return 'paid';
  return 'delivered';
}

const REVIEW_BODIES = demoReviews.map((review) => review.body);
const LINE_COUNTS = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5] as const;

/**
 * Order `index` of the world (0 is the oldest): placed over {@link HISTORY_DAYS} with a business
 * that grows (three times as many orders a day at the end as at the start), by a client drawn
 * uniformly or, one time in ten, among the first hundredth (big buyers); 1–5 lines (three on
 * average) of products drawn with a long tail (best sellers first), each at the minimum order
 * plus a number of increments, priced at its tier. Paid orders have their payment (`pi_local_…`)
 * and `paidAt`, delivered ones `deliveredAt`, one delivered order in twenty a review.
 */
export function orderAt(world: OrderWorld, index: number): LargeOrder {
  const { seed, orders, endsAt, products, clients } = world;
  const random = mulberry32(mix(mix(seed, TAG.order), index));
  const span = HISTORY_DAYS * DAY_MS;
  // Density ∝ 1 + 2t over the history: its distribution function inverted at index/orders.
  const u = (index + random()) / orders;
  const createdAt = endsAt - span + Math.floor(((Math.sqrt(1 + 8 * u) - 1) / 2) * span);
  const big = Math.max(1, Math.floor(clients.length / 100));
  const client =
    random() < BIG_BUYER_SHARE
      ? clients[NAMED_BUYERS + Math.floor(random() * big)]!
      : clients[Math.floor(random() * clients.length)]!;
  const lineCount = pick(random, LINE_COUNTS);
  const chosen = new Set<number>();
  const lines: LargeLine[] = [];
  for (let tries = 0; lines.length < lineCount && tries < 20; tries += 1) {
    const at = Math.floor(random() ** 3 * products.length);
    if (chosen.has(at)) continue;
    chosen.add(at);
    const product = products[at]!;
    const steps = Math.floor(random() ** 2 * product.tierStep * 12);
    const quantity = product.minOrder + steps * product.orderIncrement;
    const unitPricePoisha = unitPricePoishaOf(product, quantity);
    lines.push({ product, quantity, unitPricePoisha, lineTotalPoisha: unitPricePoisha * quantity });
  }
  const ageDays = (endsAt - createdAt) / DAY_MS;
  const status = statusOf(random, ageDays, client.company !== null);
  const paid = status === 'paid' || status === 'delivered';
  const paidAt = paid
    ? Math.min(endsAt - 1000, createdAt + Math.floor(random() * 2 * DAY_MS))
    : null;
  const deliveredAt =
    status === 'delivered'
      ? Math.min(endsAt - 500, paidAt! + Math.floor((0.5 + random() * 6) * DAY_MS))
      : null;
  const later = Math.min(endsAt - 500, createdAt + Math.floor(random() * DAY_MS));
  const reviewed = status === 'delivered' && random() < 0.05;
  return {
    index,
    id: uuidOf(seed, TAG.order, index),
    client,
    lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPoisha: lines.reduce((sum, line) => sum + line.lineTotalPoisha, 0),
    status,
    createdAt,
    paidAt,
    deliveredAt,
    cancelledAt: status === 'cancelled' ? later : null,
    declinedAt: status === 'declined' ? later : null,
    transactionId: paid ? `pi_local_${uuidOf(seed, TAG.payment, index).replace(/-/g, '')}` : null,
    cardBrand: paid ? (random() < 0.6 ? 'visa' : 'mastercard') : null,
    cardLast4: paid ? String(1000 + Math.floor(random() * 9000)) : null,
    stockHeld: status === 'paid',
    poNumber: client.company !== null && random() < 0.7 ? `PO-${2000 + index}` : null,
    review: reviewed
      ? {
          rating: 3 + Math.floor(random() * 3),
          body: pick(random, REVIEW_BODIES),
          createdAt: Math.min(endsAt - 100, deliveredAt! + Math.floor(random() * 5 * DAY_MS)),
        }
      : null,
  };
}

/** The order's name (decision 126): the first line's product, `+ N more` with more lines. */
export function orderNameOf(order: LargeOrder): string {
  const first = order.lines[0]!.product.name;
  return order.lines.length > 1 ? `${first} + ${order.lines.length - 1} more` : first;
}

// ---------------------------------------------------------------------------------------------
// Contract price lists (decision 320)

/** A customer group of the data set. */
export interface LargeCustomerGroup {
  id: string;
  name: string;
}

/** A price list of the data set: its window in ms (`null`: open), whom it applies to by index. */
export interface LargePriceList {
  id: string;
  name: string;
  startsAt: number | null;
  endsAt: number | null;
  companies: number[];
  groups: number[];
  /** Discounts on whole categories, by the category's slug in the demo tree. */
  categoryRules: { category: string; percentOffBp: number }[];
}

/** One row of `price_list_entries`: a fixed unit price (poisha) or basis points off. */
export interface LargePriceListEntry {
  id: string;
  list: number;
  product: number;
  minQuantity: number;
  unitPricePoisha: number | null;
  percentOffBp: number | null;
}

/** What {@link makePriceLists} draws. */
export interface LargePricing {
  groups: LargeCustomerGroup[];
  /** The customer group of each company, by index (`null`: none). */
  companyGroup: (number | null)[];
  lists: LargePriceList[];
  entries: LargePriceListEntry[];
}

const GROUP_NAMES = [
  'Distributors', 'System integrators', 'Resellers', 'Government', 'Education', 'Data centres',
  'Telecom', 'Banks', 'Retail chains', 'Start-ups',
] as const; // prettier-ignore
const RULE_CATEGORIES = ['ddr5-memory', 'nvme-ssd', 'processors', 'power-supplies'] as const;

/** Products of the first catalog pages either way (oldest and newest first) a priced list favours. */
const FIRST_PAGES = 120;

/**
 * The contract pricing of the data set (decision 320), from its own random sequence: `groups`
 * customer groups (Distributors, System integrators, …) with every other company in one of them
 * (the named buyers' companies in the first); `lists` price lists, each fifth for a group (round
 * robin) and the others each for one company (round robin, so a company has about four), with
 * windows relative to `endsAt`: most valid for years around it, one in eight expired, one in ten
 * starting later; every list that applies to a named buyer's company is valid except one in four
 * of its company lists. `entries` rows in all, shared evenly: per product one or two tiers, fixed
 * (80–97 % of its price, whole Taka) or 3–25 % off; lists of the named buyers draw seven products
 * in ten from the catalog's first pages and the `ddr5-memory` category, the others from the whole
 * catalog with a long tail. One list in twenty-five has a category rule, the named buyers' first
 * group list one on `ddr5-memory`.
 */
export function makePriceLists(
  seed: number,
  counts: Pick<LargeCounts, 'customerGroups' | 'priceLists' | 'priceListEntries'>,
  products: readonly LargeProduct[],
  companies: readonly LargeCompany[],
  endsAt: number,
): LargePricing {
  const random = mulberry32(mix(seed, TAG.priceList));
  const groupCount = counts.customerGroups;
  const groups = Array.from({ length: groupCount }, (_, g) => ({
    id: uuidOf(seed, TAG.customerGroup, g),
    name:
      g < GROUP_NAMES.length
        ? GROUP_NAMES[g]!
        : `${GROUP_NAMES[g % GROUP_NAMES.length]} ${Math.floor(g / GROUP_NAMES.length) + 1}`,
  }));
  const benchCompanies = new Set(
    Array.from({ length: NAMED_BUYERS }, (_, n) => n % companies.length),
  );
  const companyGroup = companies.map((_, c) =>
    benchCompanies.has(c) ? 0 : c % 2 === 0 ? Math.floor(c / 2) % groupCount : null,
  );

  const live = products.flatMap((p, index) => (p.deletedAt === null ? [index] : []));
  const firstPages = [...live.slice(0, FIRST_PAGES), ...live.slice(-FIRST_PAGES)];
  const ddr5 = live.filter((index) => products[index]!.category === 'ddr5-memory');
  const hot = [...new Set([...firstPages, ...ddr5])];

  const DAY = DAY_MS;
  const lists: LargePriceList[] = [];
  let companyLists = 0;
  for (let i = 0; i < counts.priceLists; i += 1) {
    const forGroup = i % 5 === 0;
    const group = Math.floor(i / 5) % groupCount;
    const company = companyLists % companies.length;
    if (!forGroup) companyLists += 1;
    const priced = forGroup ? group === 0 : benchCompanies.has(company);
    const r = random();
    const kind = priced ? (forGroup || companyLists % 4 !== 0 ? 'valid' : 'other') : 'drawn';
    let window: [number | null, number | null];
    const yearStart = endsAt - Math.floor(random() * 365) * DAY;
    if (kind === 'valid' || (kind === 'drawn' && r < 0.775)) {
      // Valid for years around the seeding day, so that a later benchmark still finds it so.
      window = [random() < 0.3 ? null : yearStart, random() < 0.5 ? null : endsAt + 3 * 365 * DAY];
    } else if (r < 0.9 || kind === 'other') {
      const end = endsAt - (1 + Math.floor(random() * 300)) * DAY;
      window = [end - 365 * DAY, end];
    } else {
      const start = endsAt + 3 * 365 * DAY + Math.floor(random() * 300) * DAY;
      window = [start, random() < 0.5 ? null : start + 365 * DAY];
    }
    const owner = forGroup ? groups[group]!.name : companies[company]!.name;
    const categoryRules =
      forGroup && group === 0 && i === 0
        ? [{ category: 'ddr5-memory', percentOffBp: 800 }]
        : i % 25 === 12
          ? [
              {
                category: pick(random, RULE_CATEGORIES),
                percentOffBp: 300 + 100 * Math.floor(random() * 12),
              },
            ]
          : [];
    lists.push({
      id: uuidOf(seed, TAG.priceList, i),
      name: `${owner} ${forGroup ? 'terms' : 'contract'} ${i + 1}`,
      startsAt: window[0],
      endsAt: window[1],
      companies: forGroup ? [] : [company],
      groups: forGroup ? [group] : [],
      categoryRules,
    });
  }

  const entries: LargePriceListEntry[] = [];
  const perList = Math.floor(counts.priceListEntries / lists.length);
  const extra = counts.priceListEntries % lists.length;
  for (const [l, list] of lists.entries()) {
    const rows = perList + (l < extra ? 1 : 0);
    const favoured = list.groups.includes(0) || list.companies.some((c) => benchCompanies.has(c));
    const taken = new Set<number>();
    let written = 0;
    for (let tries = 0; written < rows && tries < rows * 20; tries += 1) {
      const product =
        favoured && random() < 0.7
          ? hot[Math.floor(random() * hot.length)]!
          : live[Math.floor(random() ** 2 * live.length)]!;
      if (taken.has(product)) continue;
      taken.add(product);
      const p = products[product]!;
      const tiers = rows - written >= 2 && random() < 0.3 ? 2 : 1;
      const fixed = random() < 0.6;
      for (let t = 0; t < tiers; t += 1) {
        const minQuantity = t === 0 ? 1 : p.minOrder + p.orderIncrement * p.tierStep * 3;
        const share = 0.97 - 0.02 * Math.floor(random() * 9) - 0.03 * t;
        entries.push({
          id: uuidOf(seed, TAG.priceListEntry, entries.length),
          list: l,
          product,
          minQuantity,
          unitPricePoisha: fixed
            ? Math.max(100, Math.round((p.pricePoisha * share) / 100) * 100)
            : null,
          percentOffBp: fixed ? null : 300 + 100 * Math.floor(random() * 20) + 200 * t,
        });
        written += 1;
      }
    }
  }
  return { groups, companyGroup, lists, entries };
}
