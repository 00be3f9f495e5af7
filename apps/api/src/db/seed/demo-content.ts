/**
 * Demo catalogue, blog posts and client reviews seeded into an empty database (SEED_DEMO).
 *
 * Every image field names a file in `apps/api/assets/demo/`; product and blog pictures are named
 * after their width (`-800w.webp`, `-1200w.webp`) and have smaller copies beside them (decision 048,
 * `imageCandidates` of @partline/shared). Those files are drawn in code by
 * `apps/api/scripts/make-demo-assets.ts` (run `npx tsx scripts/make-demo-assets.ts` from
 * `apps/api`). Prices are whole Taka per piece; descriptions are 100–200 characters, as the
 * add-product rule asks.
 */
import type {
  DemoAttribute,
  DemoBlog,
  DemoCategory,
  DemoDocument,
  DemoProduct,
  DemoReview,
} from './demo-content.types';

/**
 * A product's figures as a row of the catalogue below: SKU, price per piece at the minimum order
 * (whole Taka), minimum order quantity, pack size (the order increment; 1 is the default and is
 * left out of the product), pieces in stock, then its volume tiers as `[minimum quantity, Taka]`.
 */
type ProductFigures = [
  sku: string,
  priceTaka: number,
  minOrder: number,
  orderIncrement: number,
  availableQuantity: number,
  ...volumeTiers: [minQuantity: number, priceTaka: number][],
];

/** A product's place in the catalog (decision 316): its category's slug and specification. */
type ProductPage = Required<Pick<DemoProduct, 'category' | 'specifications'>> &
  Pick<DemoProduct, 'details' | 'gallery' | 'documents'>;

/** The datasheets of the DDR5 modules (decision 318). */
const RDIMM_DATASHEET: DemoDocument = {
  kind: 'datasheet',
  title: 'DDR5 ECC RDIMM datasheet',
  file: 'datasheet-ddr5-ecc-rdimm.pdf',
};
const UDIMM_DATASHEET: DemoDocument = {
  kind: 'datasheet',
  title: 'DDR5 UDIMM datasheet',
  file: 'datasheet-ddr5-udimm.pdf',
};

/** A demo product from its row of figures, name, picture, description and catalog page. */
function product(
  [sku, priceTaka, minOrder, orderIncrement, availableQuantity, ...tiers]: ProductFigures,
  name: string,
  imageFile: string,
  description: string,
  page: ProductPage,
): DemoProduct {
  return {
    ...page,
    name,
    sku,
    priceTaka,
    minOrder,
    ...(orderIncrement !== 1 ? { orderIncrement } : {}),
    ...(tiers.length > 0
      ? {
          volumeTiers: tiers.map(([minQuantity, tierTaka]) => ({
            minQuantity,
            priceTaka: tierTaka,
          })),
        }
      : {}),
    availableQuantity,
    description,
    imageFile,
  };
}

/** An attribute of a demo category from its key, name, type and the rest. */
const attribute = (
  key: string,
  name: string,
  type: DemoAttribute['type'],
  rest: Omit<DemoAttribute, 'key' | 'name' | 'type'> = {},
): DemoAttribute => ({ key, name, type, ...rest });

const number = (key: string, name: string, unit: string, filterable = false) =>
  attribute(key, name, 'number', { unit, filterable });
const choice = (key: string, name: string, options: string[], filterable = true) =>
  attribute(key, name, 'enum', { options, filterable });

const SOCKETS = ['LGA1700', 'LGA1851', 'AM4', 'AM5'];

/**
 * The demo catalog's category tree (decision 316), in display order, each with the attributes of
 * its products' specification; subcategories inherit their parent's.
 */
export const demoCategories: DemoCategory[] = [
  {
    name: 'Processors',
    slug: 'processors',
    description: 'Desktop and workstation CPUs in sealed trays.',
    attributes: [
      attribute('cores', 'Cores', 'number', { required: true, filterable: true }),
      attribute('threads', 'Threads', 'number'),
      number('base_clock_ghz', 'Base clock', 'GHz'),
      number('boost_clock_ghz', 'Boost clock', 'GHz', true),
      choice('socket', 'Socket', SOCKETS),
      number('tdp_w', 'TDP', 'W', true),
      attribute('integrated_graphics', 'Integrated graphics', 'boolean', { filterable: true }),
    ],
  },
  {
    name: 'Memory',
    slug: 'memory',
    description: 'Desktop, laptop and server memory modules, tested at full speed.',
    attributes: [
      attribute('capacity_gb', 'Capacity', 'number', {
        unit: 'GB',
        required: true,
        filterable: true,
      }),
      number('speed_mts', 'Speed', 'MT/s', true),
      attribute('ecc', 'ECC', 'boolean', { filterable: true }),
      choice('module_type', 'Module type', ['UDIMM', 'SODIMM', 'RDIMM']),
      number('voltage_v', 'Voltage', 'V'),
    ],
    children: [
      { name: 'DDR5', slug: 'ddr5-memory', description: 'DDR5 modules for current platforms.' },
      { name: 'DDR4', slug: 'ddr4-memory', description: 'DDR4 modules for earlier platforms.' },
      {
        name: 'Server memory',
        slug: 'server-memory',
        description: 'Registered ECC memory for rack servers.',
      },
    ],
  },
  {
    name: 'Storage',
    slug: 'storage',
    description: 'Solid-state drives for desktops, laptops and servers.',
    attributes: [
      attribute('capacity_gb', 'Capacity', 'number', {
        unit: 'GB',
        required: true,
        filterable: true,
      }),
      choice('interface', 'Interface', ['SATA III', 'PCIe 3.0 x4', 'PCIe 4.0 x4', 'PCIe 5.0 x4']),
      choice('form_factor', 'Form factor', ['2.5-inch', 'M.2 2280', 'M.2 2242']),
      number('read_mbs', 'Sequential read', 'MB/s', true),
      number('write_mbs', 'Sequential write', 'MB/s'),
      number('endurance_tbw', 'Endurance', 'TBW'),
    ],
    children: [
      { name: 'NVMe', slug: 'nvme-ssd', description: 'M.2 NVMe drives on PCIe.' },
      { name: 'SATA', slug: 'sata-ssd', description: '2.5-inch SATA drives.' },
    ],
  },
  {
    name: 'Motherboards',
    slug: 'motherboards',
    description: 'Business motherboards with remote management.',
    attributes: [
      choice('socket', 'Socket', SOCKETS),
      choice('form_factor', 'Form factor', ['ATX', 'Micro-ATX', 'Mini-ITX']),
      choice('memory_type', 'Memory type', ['DDR4', 'DDR5']),
      number('memory_slots', 'Memory slots', ''),
      number('max_memory_gb', 'Maximum memory', 'GB'),
      number('m2_slots', 'M.2 slots', ''),
    ],
  },
  {
    name: 'Graphics cards',
    slug: 'graphics-cards',
    description: 'Workstation graphics for CAD, rendering and AI.',
    attributes: [
      number('memory_gb', 'Video memory', 'GB', true),
      choice('memory_type', 'Memory type', ['GDDR6', 'GDDR6X', 'GDDR7'], false),
      number('shader_cores', 'Shader cores', ''),
      choice('interface', 'Interface', ['PCIe 4.0 x16', 'PCIe 5.0 x16'], false),
      number('board_power_w', 'Board power', 'W'),
    ],
  },
  {
    name: 'Power supplies',
    slug: 'power-supplies',
    description: 'ATX power supplies with long warranties.',
    attributes: [
      attribute('wattage_w', 'Wattage', 'number', { unit: 'W', required: true, filterable: true }),
      choice('efficiency', 'Efficiency', [
        '80 Plus White',
        '80 Plus Bronze',
        '80 Plus Silver',
        '80 Plus Gold',
        '80 Plus Platinum',
        '80 Plus Titanium',
      ]),
      choice('modular', 'Cabling', ['Non-modular', 'Semi-modular', 'Fully modular']),
      choice('form_factor', 'Form factor', ['ATX', 'SFX'], false),
    ],
  },
  {
    name: 'Networking',
    slug: 'networking',
    description: 'Network adapters for servers and workstations.',
    attributes: [
      number('ports', 'Ports', '', true),
      choice('port_speed', 'Port speed', ['1GbE', '2.5GbE', '10GbE', '25GbE']),
      choice('connector', 'Connector', ['RJ45', 'SFP+', 'SFP28']),
      choice('bus', 'Bus', ['PCIe 3.0 x4', 'PCIe 3.0 x8', 'PCIe 4.0 x4'], false),
    ],
  },
  {
    name: 'Displays',
    slug: 'displays',
    description: 'Office monitors with ergonomic stands.',
    attributes: [
      number('screen_size_in', 'Screen size', 'in', true),
      choice('resolution', 'Resolution', ['1920 × 1080', '2560 × 1440', '3840 × 2160']),
      choice('panel', 'Panel', ['IPS', 'VA', 'TN']),
      number('refresh_hz', 'Refresh rate', 'Hz'),
      attribute('usb_c', 'USB-C', 'boolean', { filterable: true }),
    ],
  },
  {
    name: 'Peripherals',
    slug: 'peripherals',
    description: 'Keyboards and mice by the carton.',
    attributes: [
      choice('device', 'Device', ['Keyboard', 'Mouse', 'Headset']),
      choice('connection', 'Connection', ['USB', 'Wireless 2.4 GHz', 'Bluetooth']),
      attribute('layout', 'Layout', 'text'),
      number('dpi', 'Sensor resolution', 'DPI'),
    ],
  },
  {
    name: 'Cooling',
    slug: 'cooling',
    description: 'Case fans and coolers.',
    attributes: [
      number('fan_size_mm', 'Fan size', 'mm', true),
      number('max_rpm', 'Maximum speed', 'RPM'),
      number('airflow_cfm', 'Airflow', 'CFM'),
      number('noise_dba', 'Noise', 'dBA'),
      choice('connector', 'Connector', ['3-pin', '4-pin PWM'], false),
    ],
  },
  {
    name: 'UPS',
    slug: 'ups',
    description: 'Uninterruptible power supplies for load-shedding.',
    attributes: [
      attribute('capacity_va', 'Capacity', 'number', {
        unit: 'VA',
        required: true,
        filterable: true,
      }),
      number('capacity_w', 'Power', 'W'),
      choice('topology', 'Topology', ['Offline', 'Line-interactive', 'Online']),
      choice('waveform', 'Output waveform', ['Simulated sine', 'Pure sine']),
      number('outlets', 'Outlets', ''),
    ],
  },
];

/** The PX-9700's page text (Markdown). */
const PX_9700_DETAILS = [
  'The PX-9700 is our office and engineering workhorse: eight cores that hold their boost clock under long compiles, spreadsheets and video calls, inside a 65 W budget that small-form-factor cases can cool quietly.',
  '### What you get in the tray',
  '- 10 processors in a sealed anti-static tray, lot number on the label\n- Thermal paste pre-applied on each heat spreader\n- 3-year replacement warranty, handled in Dhaka',
  'Pair it with the MB-760M motherboard and two MR5-16 modules for a desktop that stays fast for five years.',
].join('\n\n');

/** The SR5-32's page text (Markdown). */
const SR5_32_DETAILS = [
  'Registered DDR5 for rack servers and workstations that must not stop. Every module runs 72 hours of burn-in at 45 °C before it is packed, and the test log travels with the serial number.',
  '### Compatibility',
  '- Intel Xeon Scalable (4th gen and later) and AMD EPYC 9004 platforms\n- Mix only with RDIMMs of the same rank and speed\n- Populate one module per channel first for the best bandwidth',
  'Ask us for a compatibility check with your server model before a large order: we answer within one working day.',
].join('\n\n');

/** The NV4-1T's page text (Markdown). */
const NV4_1T_DETAILS = [
  'A PCIe 4.0 drive sized for office fleets: boots in seconds, opens large files instantly and keeps its speed after the cache fills, thanks to its DRAM cache and 3D TLC NAND.',
  '### Fleet features',
  '- Firmware locked per batch, so every drive in a rollout behaves alike\n- SMART health readable by common fleet tools\n- 600 TBW endurance and a 5-year warranty',
].join('\n\n');

/**
 * Twenty Partline house-brand parts sold to businesses in bulk, oldest first (the shop lists
 * newest first), each in its category with a full specification (decision 316). DDR5 comes in 16,
 * 32 and 64 GB, as desktop UDIMMs without ECC and as ECC RDIMMs at 4,800 MT/s. Exactly one
 * product, the graphics card, is out of stock.
 */
// prettier-ignore
export const demoProducts: DemoProduct[] = [
  //       SKU                Taka  min pack stock  volume tiers [pieces, Taka]
  product(['PL-CPU-PX-9700', 32000,  10,   1,  640, [50, 31200], [100, 30400]],
    'Partline PX-9700 8-Core Processor', 'product-px-9700-cpu-800w.webp',
    '8 cores, 16 threads, 3.8 GHz base and 5.2 GHz boost, 32 MB L3 cache, 65 W TDP, LGA1700 socket. Integrated graphics for office desktops; 3-year warranty.',
    { category: 'processors', details: PX_9700_DETAILS,
      gallery: ['product-mb-760m-motherboard-800w.webp', 'product-cf-120-fan-800w.webp'],
      specifications: { cores: 8, threads: 16, base_clock_ghz: 3.8, boost_clock_ghz: 5.2,
        socket: 'LGA1700', tdp_w: 65, integrated_graphics: true } }),
  product(['PL-MEM-MR5-16',   5800,  50,  10, 3200, [100, 5600], [250, 5400]],
    'Partline MR5-16 16 GB DDR5-5600 Memory Module', 'product-mr5-16-ddr5-800w.webp',
    '16 GB DDR5-5600 UDIMM, CL46, 1.1 V, on-module PMIC and on-die ECC. Single-rank 288-pin desktop memory, tested at full speed before packing; lifetime warranty.',
    { category: 'ddr5-memory', documents: [UDIMM_DATASHEET],
      specifications: { capacity_gb: 16, speed_mts: 5600, ecc: false, module_type: 'UDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-SR5-32',  16500,  20,   1,  860],
    'Partline SR5-32 32 GB DDR5 ECC Registered Server Memory', 'product-sr5-32-server-ram-800w.webp',
    '32 GB DDR5-4800 RDIMM, dual-rank x8, registered with full ECC for rack servers and workstations. 1.1 V, thermal sensor, 72-hour burn-in on every module.',
    { category: 'ddr5-memory', documents: [RDIMM_DATASHEET], details: SR5_32_DETAILS,
      gallery: ['product-mr5-16-ddr5-800w.webp', 'product-mb-760m-motherboard-800w.webp',
        'product-up-1200-ups-800w.webp'],
      specifications: { capacity_gb: 32, speed_mts: 4800, ecc: true, module_type: 'RDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-MR5-32',  10900,  50,  10, 1800, [100, 10500]],
    'Partline MR5-32 32 GB DDR5-5600 Memory Module', 'product-mr5-16-ddr5-800w.webp',
    '32 GB DDR5-5600 UDIMM, CL46, 1.1 V, dual-rank 288-pin desktop memory with on-module PMIC. For finance, design and heavy spreadsheet desks; lifetime warranty.',
    { category: 'ddr5-memory', documents: [UDIMM_DATASHEET],
      specifications: { capacity_gb: 32, speed_mts: 5600, ecc: false, module_type: 'UDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-MR5-64',  21500,  20,   1,  420],
    'Partline MR5-64 64 GB DDR5-5600 Memory Module', 'product-mr5-16-ddr5-800w.webp',
    '64 GB DDR5-5600 UDIMM, CL46, 1.1 V, dual-rank desktop memory for CAD and data workstations. Two modules give 128 GB on a four-slot board; lifetime warranty.',
    { category: 'ddr5-memory', documents: [UDIMM_DATASHEET],
      specifications: { capacity_gb: 64, speed_mts: 5600, ecc: false, module_type: 'UDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-SR5-16',   9400,  20,   1, 1100],
    'Partline SR5-16 16 GB DDR5 ECC Registered Server Memory', 'product-sr5-32-server-ram-800w.webp',
    '16 GB DDR5-4800 RDIMM, single-rank x8, registered with full ECC for entry servers and NAS units. 1.1 V, thermal sensor, 72-hour burn-in on every module.',
    { category: 'ddr5-memory', documents: [RDIMM_DATASHEET],
      specifications: { capacity_gb: 16, speed_mts: 4800, ecc: true, module_type: 'RDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-SR5-64',  31800,  10,   1,  380],
    'Partline SR5-64 64 GB DDR5 ECC Registered Server Memory', 'product-sr5-32-server-ram-800w.webp',
    '64 GB DDR5-4800 RDIMM, dual-rank x4, registered with full ECC for virtualisation hosts and databases. 1.1 V, thermal sensor, 72-hour burn-in on every module.',
    { category: 'ddr5-memory', documents: [RDIMM_DATASHEET],
      specifications: { capacity_gb: 64, speed_mts: 4800, ecc: true, module_type: 'RDIMM',
        voltage_v: 1.1 } }),
  product(['PL-MEM-MS4-8',    2300, 50,   10, 2600],
    'Partline MS4-8 8 GB DDR4-3200 Laptop Memory', 'product-mr5-16-ddr5-800w.webp',
    '8 GB DDR4-3200 SODIMM, CL22, 1.2 V, single-rank 260-pin laptop memory. The quick way to give older office laptops a second life; lifetime warranty.',
    { category: 'ddr4-memory',
      specifications: { capacity_gb: 8, speed_mts: 3200, ecc: false, module_type: 'SODIMM',
        voltage_v: 1.2 } }),
  product(['PL-MEM-SR4-32',  12800,  20,   1,  540],
    'Partline SR4-32 32 GB DDR4 ECC Registered Server Memory', 'product-sr5-32-server-ram-800w.webp',
    '32 GB DDR4-3200 RDIMM, dual-rank x4, registered ECC for the servers already in your rack. 1.2 V, thermal sensor, 72-hour burn-in on every module.',
    { category: 'server-memory',
      specifications: { capacity_gb: 32, speed_mts: 3200, ecc: true, module_type: 'RDIMM',
        voltage_v: 1.2 } }),
  product(['PL-SSD-NV4-1T',   9200,  25,  25, 2400, [100, 8900], [250, 8600]],
    'Partline NV4-1T 1 TB PCIe 4.0 NVMe SSD', 'product-nv4-1t-nvme-800w.webp',
    'M.2 2280 NVMe SSD, PCIe 4.0 x4, up to 7,000 MB/s read and 6,000 MB/s write, 600 TBW endurance, DRAM cache and 3D TLC NAND. 5-year warranty for business fleets.',
    { category: 'nvme-ssd', details: NV4_1T_DETAILS,
      gallery: ['product-sa3-512-sata-ssd-800w.webp', 'product-mb-760m-motherboard-800w.webp'],
      specifications: { capacity_gb: 1000, interface: 'PCIe 4.0 x4', form_factor: 'M.2 2280',
        read_mbs: 7000, write_mbs: 6000, endurance_tbw: 600 } }),
  product(['PL-SSD-SA3-512',  4300,  50,   1, 4100],
    'Partline SA3-512 512 GB SATA SSD', 'product-sa3-512-sata-ssd-800w.webp',
    '2.5-inch 7 mm SATA III SSD, 550 MB/s read and 500 MB/s write, 300 TBW. A quick upgrade for older office PCs and laptops; mounting screws included.',
    { category: 'sata-ssd',
      specifications: { capacity_gb: 512, interface: 'SATA III', form_factor: '2.5-inch',
        read_mbs: 550, write_mbs: 500, endurance_tbw: 300 } }),
  product(['PL-MB-760M',     15800,  10,   1,  520, [50, 15300]],
    'Partline MB-760M Micro-ATX Business Motherboard', 'product-mb-760m-motherboard-800w.webp',
    'Micro-ATX board for LGA1700 CPUs: 4 DDR5 slots up to 128 GB, two M.2 PCIe 4.0 slots, 2.5GbE LAN, HDMI and DisplayPort, TPM 2.0 and remote management.',
    { category: 'motherboards',
      specifications: { socket: 'LGA1700', form_factor: 'Micro-ATX', memory_type: 'DDR5',
        memory_slots: 4, max_memory_gb: 128, m2_slots: 2 } }),
  product(['PL-GPU-GX-4070', 68000,  10,   1,    0],
    'Partline GX-4070 12 GB Graphics Card', 'product-gx-4070-gpu-800w.webp',
    '12 GB GDDR6X graphics card, 5,888 shader cores, PCIe 4.0 x16, dual-fan cooler, 3 DisplayPort 1.4 and 1 HDMI 2.1 outputs. For CAD, rendering and AI workstations.',
    { category: 'graphics-cards',
      specifications: { memory_gb: 12, memory_type: 'GDDR6X', shader_cores: 5888,
        interface: 'PCIe 4.0 x16', board_power_w: 200 } }),
  product(['PL-PSU-PS-850G', 12900,  20,   1,  780],
    'Partline PS-850G 850 W 80 Plus Gold Power Supply', 'product-ps-850g-psu-800w.webp',
    'Fully modular ATX 3.0 power supply, 850 W continuous, 80 Plus Gold, 135 mm fluid-bearing fan, native 12VHPWR cable, 100–240 V input and 7-year warranty.',
    { category: 'power-supplies',
      specifications: { wattage_w: 850, efficiency: '80 Plus Gold', modular: 'Fully modular',
        form_factor: 'ATX' } }),
  product(['PL-NIC-NX-210',  14500,  10,   1,  310],
    'Partline NX-210 Dual-Port 10GbE Network Adapter', 'product-nx-210-nic-800w.webp',
    'PCIe 3.0 x4 network card with two 10GBASE-T RJ45 ports, backward compatible with 1G and 2.5G, SR-IOV and PXE boot. Full- and low-profile brackets included.',
    { category: 'networking',
      specifications: { ports: 2, port_speed: '10GbE', connector: 'RJ45', bus: 'PCIe 3.0 x4' } }),
  product(['PL-MON-VM-24Q',  18500,  10,   1,  450],
    'Partline VM-24Q 24-inch IPS Office Monitor', 'product-vm-24q-monitor-800w.webp',
    '23.8-inch IPS, 2560 × 1440 at 75 Hz, 99% sRGB, flicker-free with low blue light. Height, tilt and swivel stand, HDMI, DisplayPort and USB-C 65 W charging.',
    { category: 'displays',
      specifications: { screen_size_in: 23.8, resolution: '2560 × 1440', panel: 'IPS',
        refresh_hz: 75, usb_c: true } }),
  product(['PL-KB-110',       1450, 100, 100, 5000, [500, 1380], [1000, 1320]],
    'Partline KB-110 Full-Size Office Keyboard', 'product-kb-110-keyboard-800w.webp',
    'Full-size USB keyboard with 104 quiet membrane keys, spill-resistant design, laser-etched legends that never wear off and a 1.5 m cable. Rated for 10 million keystrokes.',
    { category: 'peripherals',
      specifications: { device: 'Keyboard', connection: 'USB', layout: 'US English, 104 keys' } }),
  product(['PL-MS-220',        950, 100,   1, 4600],
    'Partline MS-220 Wireless Optical Mouse', 'product-ms-220-mouse-800w.webp',
    '2.4 GHz wireless mouse with nano USB receiver, 1600 DPI optical sensor, silent clicks and ambidextrous shape. Up to 18 months on a single AA battery.',
    { category: 'peripherals',
      specifications: { device: 'Mouse', connection: 'Wireless 2.4 GHz', dpi: 1600 } }),
  product(['PL-FAN-CF-120',    650, 100,   1, 3800],
    'Partline CF-120 120 mm PWM Case Fan', 'product-cf-120-fan-800w.webp',
    '120 mm 4-pin PWM fan, 500–1800 RPM, 62 CFM airflow at 24 dBA, hydraulic bearing rated 60,000 hours, anti-vibration rubber corners. For cases and radiators.',
    { category: 'cooling',
      specifications: { fan_size_mm: 120, max_rpm: 1800, airflow_cfm: 62, noise_dba: 24,
        connector: '4-pin PWM' } }),
  product(['PL-UPS-UP-1200', 11800,  10,   1,  240],
    'Partline UP-1200 1200 VA Line-Interactive UPS', 'product-up-1200-ups-800w.webp',
    '1200 VA / 720 W line-interactive UPS with AVR, pure sine wave output, LCD status panel, 4 protected sockets and USB monitoring. Rides out load-shedding safely.',
    { category: 'ups',
      specifications: { capacity_va: 1200, capacity_w: 720, topology: 'Line-interactive',
        waveform: 'Pure sine', outlets: 4 } }),
];

/** Four posts from the Partline team about the parts business, oldest first. */
export const demoBlogs: DemoBlog[] = [
  {
    authorName: 'Nusrat Jahan',
    authorImageFile: 'author-nusrat-jahan.webp',
    publishedOn: '2026-01-14',
    heading: 'Choosing DDR5 for office fleets',
    imageFile: 'blog-ddr5-office-fleets-1200w.webp',
    body: [
      'When a company refreshes fifty or five hundred desktops at once, memory is the part that decides how long the machines stay pleasant to use. Our advice for 2026 office fleets is simple: 16 GB of DDR5 per seat as the floor, 32 GB for finance, design and anyone who lives in spreadsheets with a browser full of tabs.',
      'Buy matched modules from one batch. Mixing speeds or ranks inside a fleet makes support harder, because a module that passes in one board may train at a lower speed in another. We ship every bulk order of MR5-16 modules from a single production lot and print the lot number on the carton.',
      'Finally, plan the upgrade path. Two 16 GB modules leave two slots free on most business motherboards, so doubling memory later costs one visit per desk instead of a full replacement.',
    ].join('\n\n'),
  },
  {
    authorName: 'Tanvir Ahmed',
    authorImageFile: 'author-tanvir-ahmed.webp',
    publishedOn: '2026-02-09',
    heading: 'How we test every SSD before it ships',
    imageFile: 'blog-ssd-testing-1200w.webp',
    body: [
      'Every NV4 and SA3 drive that leaves our Gazipur line spends its first day of life in a test rack. Each rack holds 96 drives and writes the full capacity twice, reads it back and compares every block against a checksum.',
      'During the run we log temperature, error counters and the write speed after the cache is full, which is where weak drives show themselves. A drive that slows down more than our limit or reports a single uncorrectable error is pulled and never sold.',
      'Only then do drives get their firmware locked, their serial number registered against your order and their label printed. If you ever need to trace a drive, the serial number on the label leads straight back to its test log.',
    ].join('\n\n'),
  },
  {
    authorName: 'Sadia Islam',
    authorImageFile: 'author-sadia-islam.webp',
    publishedOn: '2026-03-03',
    heading: 'Bulk ordering: minimum order quantities explained',
    imageFile: 'blog-bulk-ordering-1200w.webp',
    body: [
      'Each product in the shop shows a minimum order quantity. It is not there to make you buy more than you need: it matches how the parts are packed. Keyboards and mice come 100 to a master carton, memory 50 to a tray, and processors 10 to a sealed box.',
      'Ordering in full cartons keeps the price per piece low, because we ship sealed factory packing without re-counting and re-boxing. It also means the parts reach you with the same protection they had when they left the line.',
      'If your project needs less than the minimum, talk to us through the contact page. For schools, clinics and start-ups we often combine small orders into one shipment.',
    ].join('\n\n'),
  },
  {
    authorName: 'Mahmudul Hasan',
    authorImageFile: 'author-mahmudul-hasan.webp',
    publishedOn: '2026-04-20',
    heading: 'Sizing a UPS for load-shedding season',
    imageFile: 'blog-ups-sizing-1200w.webp',
    body: [
      'Summer brings load-shedding, and a server that loses power mid-write can lose more than an afternoon. Start by adding up the real power draw of everything the UPS must carry: server, switch, router and one monitor are usually enough to shut down cleanly.',
      'Choose a UPS whose watt rating is at least 30% above that total. A 1200 VA, 720 W unit such as the UP-1200 carries a small office server and its network for about fifteen minutes, long enough for the generator to start or for an orderly shutdown.',
      'Connect the USB monitoring cable and let the operating system shut down by itself when the battery runs low. And replace the battery every three years: heat in the server room wears batteries faster than any other part.',
    ].join('\n\n'),
  },
];

/** A client's review from their name, picture, stars (1–5) and words. */
const review = (userName: string, userImageFile: string, rating: number, body: string) =>
  ({ userName, userImageFile, body, rating }) satisfies DemoReview;

/** Eight reviews from business clients; mostly 4 and 5 stars, one 3. */
// prettier-ignore
export const demoReviews: DemoReview[] = [
  review('Farhana Rahman', 'review-farhana-rahman.webp', 5,
    'We rolled out 120 desktops with Partline DDR5 and NVMe drives. Not one failed in the first six months, and the delivery arrived two days early.'),
  review('Kamrul Hasan', 'review-kamrul-hasan.webp', 5,
    'The 10GbE adapters dropped straight into our Linux servers with no driver hunting. Backups that took a night now finish before midnight.'),
  review('Shirin Akter', 'review-shirin-akter.webp', 4,
    'Good prices on keyboards and mice for our call centre. The cartons were sealed and counted correctly; I only wish the mice came in more colours.'),
  review('Rafiqul Islam', 'review-rafiqul-islam.webp', 5,
    'Our lab runs the PX-9700 processors all day for simulation work. Stable, cool and the invoice matched the quote to the last Taka.'),
  review('Ayesha Siddiqua', 'review-ayesha-siddiqua.webp', 4,
    'The UP-1200 units kept our clinic records server running through every power cut this summer. Setup of the USB shutdown took ten minutes.'),
  review('Imran Chowdhury', 'review-imran-chowdhury.webp', 3,
    'Monitors are sharp and the stands are solid, but two of forty arrived with scratched bezels. Support replaced them, though it took almost two weeks.'),
  review('Nasima Begum', 'review-nasima-begum.webp', 5,
    'Paying by card and following the order online saved our accounts team a lot of phone calls. We will order our next school lab from Partline too.'),
  review('Zahid Hossain', 'review-zahid-hossain.webp', 4,
    'Solid 850 W power supplies for our render nodes, quiet under full load. The minimum order of 20 suited us, since we build in batches anyway.'),
];
