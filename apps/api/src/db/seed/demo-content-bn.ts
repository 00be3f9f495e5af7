/**
 * The demo catalogue in Bangla (decision 326): every category and attribute, and ten products —
 * the home page's newest six and the four with a product page text — so that a Bangla read shows
 * translations and, for the other ten products, the English fallback. Model numbers, sockets and
 * technical terms (SSD, DDR5, NVMe, ECC, GHz, W) are written as Bangladeshi buyers write them, in
 * Latin letters; counts and figures in Bangla digits.
 */
import type { DemoTranslations } from './demo-content.types';

/** The PX-9700's page text in Bangla (Markdown). */
const PX_9700_DETAILS = [
  'PX-9700 আমাদের অফিস ও ইঞ্জিনিয়ারিং কাজের নির্ভরযোগ্য প্রসেসর: আটটি কোর দীর্ঘ কম্পাইল, স্প্রেডশিট আর ভিডিও কলেও বুস্ট ক্লক ধরে রাখে, আর ৬৫ W-এর মধ্যে থাকে বলে ছোট কেসেও নিঃশব্দে ঠান্ডা রাখা যায়।',
  '### ট্রেতে যা থাকছে',
  '- সিল করা অ্যান্টি-স্ট্যাটিক ট্রেতে ১০টি প্রসেসর, লেবেলে লট নম্বর\n- প্রতিটি হিট স্প্রেডারে আগে থেকে লাগানো থার্মাল পেস্ট\n- ৩ বছরের রিপ্লেসমেন্ট ওয়ারেন্টি, ঢাকা থেকেই নিষ্পত্তি',
  'MB-760M মাদারবোর্ড ও দুটি MR5-16 মডিউলের সঙ্গে মিলিয়ে নিন: পাঁচ বছর পরেও দ্রুত চলবে এমন ডেস্কটপ।',
].join('\n\n');

/** The SR5-32's page text in Bangla (Markdown). */
const SR5_32_DETAILS = [
  'যেসব র‍্যাক সার্ভার ও ওয়ার্কস্টেশন কখনো থামতে পারে না, তাদের জন্য রেজিস্টার্ড DDR5। প্যাক করার আগে প্রতিটি মডিউল ৪৫ °C-এ ৭২ ঘণ্টা বার্ন-ইন পরীক্ষা পার করে, আর পরীক্ষার লগ সিরিয়াল নম্বরের সঙ্গে থাকে।',
  '### সামঞ্জস্যতা',
  '- Intel Xeon Scalable (৪র্থ প্রজন্ম ও পরের) এবং AMD EPYC 9004 প্ল্যাটফর্ম\n- একই র‍্যাংক ও গতির RDIMM-এর সঙ্গেই কেবল মেশাবেন\n- সেরা ব্যান্ডউইথের জন্য আগে প্রতি চ্যানেলে একটি করে মডিউল বসান',
  'বড় অর্ডারের আগে আপনার সার্ভার মডেলের সঙ্গে সামঞ্জস্যতা যাচাই করতে বলুন: এক কর্মদিবসের মধ্যে উত্তর দিই।',
].join('\n\n');

/** The NV4-1T's page text in Bangla (Markdown). */
const NV4_1T_DETAILS = [
  'অফিসের কম্পিউটারের জন্য মাপমতো একটি PCIe 4.0 ড্রাইভ: কয়েক সেকেন্ডে বুট হয়, বড় ফাইল মুহূর্তে খোলে, আর DRAM ক্যাশ ও 3D TLC NAND থাকায় ক্যাশ ভরে গেলেও গতি ধরে রাখে।',
  '### প্রতিষ্ঠানের জন্য সুবিধা',
  '- প্রতিটি ব্যাচে ফার্মওয়্যার একই রাখা হয়, তাই একসঙ্গে বসানো সব ড্রাইভ একইভাবে চলে\n- প্রচলিত ম্যানেজমেন্ট টুল দিয়ে SMART স্বাস্থ্য দেখা যায়\n- ৬০০ TBW স্থায়িত্ব ও ৫ বছরের ওয়ারেন্টি',
].join('\n\n');

/** The Bangla texts of the demo catalogue. */
export const demoTranslations: DemoTranslations = {
  categories: {
    processors: { name: 'প্রসেসর', description: 'সিল করা ট্রেতে ডেস্কটপ ও ওয়ার্কস্টেশনের CPU।' },
    memory: {
      name: 'মেমরি',
      description: 'ডেস্কটপ, ল্যাপটপ ও সার্ভারের মেমরি মডিউল, পূর্ণ গতিতে পরীক্ষিত।',
    },
    'ddr5-memory': { name: 'DDR5', description: 'বর্তমান প্ল্যাটফর্মের জন্য DDR5 মডিউল।' },
    'ddr4-memory': { name: 'DDR4', description: 'আগের প্ল্যাটফর্মের জন্য DDR4 মডিউল।' },
    'server-memory': {
      name: 'সার্ভার মেমরি',
      description: 'র‍্যাক সার্ভারের জন্য রেজিস্টার্ড ECC মেমরি।',
    },
    storage: {
      name: 'স্টোরেজ',
      description: 'ডেস্কটপ, ল্যাপটপ ও সার্ভারের জন্য সলিড-স্টেট ড্রাইভ।',
    },
    'nvme-ssd': { name: 'NVMe', description: 'PCIe-তে চলা M.2 NVMe ড্রাইভ।' },
    'sata-ssd': { name: 'SATA', description: '২.৫ ইঞ্চি SATA ড্রাইভ।' },
    motherboards: {
      name: 'মাদারবোর্ড',
      description: 'রিমোট ম্যানেজমেন্টসহ ব্যবসায়িক মাদারবোর্ড।',
    },
    'graphics-cards': {
      name: 'গ্রাফিক্স কার্ড',
      description: 'CAD, রেন্ডারিং ও AI-এর জন্য ওয়ার্কস্টেশন গ্রাফিক্স।',
    },
    'power-supplies': {
      name: 'পাওয়ার সাপ্লাই',
      description: 'দীর্ঘ ওয়ারেন্টিসহ ATX পাওয়ার সাপ্লাই।',
    },
    networking: {
      name: 'নেটওয়ার্কিং',
      description: 'সার্ভার ও ওয়ার্কস্টেশনের জন্য নেটওয়ার্ক অ্যাডাপ্টার।',
    },
    displays: { name: 'মনিটর', description: 'আরামদায়ক স্ট্যান্ডসহ অফিস মনিটর।' },
    peripherals: { name: 'পেরিফেরাল', description: 'কার্টন ধরে কিবোর্ড ও মাউস।' },
    cooling: { name: 'কুলিং', description: 'কেস ফ্যান ও কুলার।' },
    ups: { name: 'ইউপিএস', description: 'লোডশেডিংয়ের জন্য আনইন্টারাপটিবল পাওয়ার সাপ্লাই।' },
  },
  attributes: {
    processors: {
      cores: { name: 'কোর' },
      threads: { name: 'থ্রেড' },
      base_clock_ghz: { name: 'বেস ক্লক' },
      boost_clock_ghz: { name: 'বুস্ট ক্লক' },
      socket: { name: 'সকেট' },
      tdp_w: { name: 'TDP' },
      integrated_graphics: { name: 'ইন্টিগ্রেটেড গ্রাফিক্স' },
    },
    memory: {
      capacity_gb: { name: 'ধারণক্ষমতা' },
      speed_mts: { name: 'গতি' },
      ecc: { name: 'ECC' },
      module_type: { name: 'মডিউলের ধরন' },
      voltage_v: { name: 'ভোল্টেজ' },
    },
    storage: {
      capacity_gb: { name: 'ধারণক্ষমতা' },
      interface: { name: 'ইন্টারফেস' },
      form_factor: { name: 'ফর্ম ফ্যাক্টর', options: { '2.5-inch': '২.৫ ইঞ্চি' } },
      read_mbs: { name: 'একটানা রিড' },
      write_mbs: { name: 'একটানা রাইট' },
      endurance_tbw: { name: 'স্থায়িত্ব' },
    },
    motherboards: {
      socket: { name: 'সকেট' },
      form_factor: { name: 'ফর্ম ফ্যাক্টর' },
      memory_type: { name: 'মেমরির ধরন' },
      memory_slots: { name: 'মেমরি স্লট' },
      max_memory_gb: { name: 'সর্বোচ্চ মেমরি' },
      m2_slots: { name: 'M.2 স্লট' },
    },
    'graphics-cards': {
      memory_gb: { name: 'ভিডিও মেমরি' },
      memory_type: { name: 'মেমরির ধরন' },
      shader_cores: { name: 'শেডার কোর' },
      interface: { name: 'ইন্টারফেস' },
      board_power_w: { name: 'বোর্ড পাওয়ার' },
    },
    'power-supplies': {
      wattage_w: { name: 'ওয়াটেজ' },
      efficiency: { name: 'দক্ষতা' },
      modular: {
        name: 'ক্যাবলিং',
        options: {
          'Non-modular': 'নন-মডুলার',
          'Semi-modular': 'সেমি-মডুলার',
          'Fully modular': 'সম্পূর্ণ মডুলার',
        },
      },
      form_factor: { name: 'ফর্ম ফ্যাক্টর' },
    },
    networking: {
      ports: { name: 'পোর্ট' },
      port_speed: { name: 'পোর্টের গতি' },
      connector: { name: 'কানেক্টর' },
      bus: { name: 'বাস' },
    },
    displays: {
      screen_size_in: { name: 'পর্দার মাপ' },
      resolution: { name: 'রেজোলিউশন' },
      panel: { name: 'প্যানেল' },
      refresh_hz: { name: 'রিফ্রেশ রেট' },
      usb_c: { name: 'USB-C' },
    },
    peripherals: {
      device: {
        name: 'ডিভাইস',
        options: { Keyboard: 'কিবোর্ড', Mouse: 'মাউস', Headset: 'হেডসেট' },
      },
      connection: {
        name: 'সংযোগ',
        options: { 'Wireless 2.4 GHz': 'ওয়্যারলেস ২.৪ GHz', Bluetooth: 'ব্লুটুথ' },
      },
      layout: { name: 'লেআউট' },
      dpi: { name: 'সেন্সরের রেজোলিউশন' },
    },
    cooling: {
      fan_size_mm: { name: 'ফ্যানের মাপ' },
      max_rpm: { name: 'সর্বোচ্চ গতি' },
      airflow_cfm: { name: 'বায়ুপ্রবাহ' },
      noise_dba: { name: 'শব্দ' },
      connector: { name: 'কানেক্টর' },
    },
    ups: {
      capacity_va: { name: 'ধারণক্ষমতা' },
      capacity_w: { name: 'পাওয়ার' },
      topology: {
        name: 'ধরন',
        options: {
          Offline: 'অফলাইন',
          'Line-interactive': 'লাইন-ইন্টারঅ্যাকটিভ',
          Online: 'অনলাইন',
        },
      },
      waveform: {
        name: 'আউটপুট তরঙ্গ',
        options: { 'Simulated sine': 'সিমুলেটেড সাইন', 'Pure sine': 'পিওর সাইন' },
      },
      outlets: { name: 'আউটলেট' },
    },
  },
  products: {
    'PL-CPU-PX-9700': {
      name: 'পার্টলাইন PX-9700 ৮-কোর প্রসেসর',
      description:
        '৮ কোর, ১৬ থ্রেড, ৩.৮ GHz বেস ও ৫.২ GHz বুস্ট ক্লক, ৩২ MB L3 ক্যাশ, ৬৫ W TDP, LGA1700 সকেট। অফিস ডেস্কটপের জন্য ইন্টিগ্রেটেড গ্রাফিক্স; ৩ বছরের ওয়ারেন্টি।',
      details: PX_9700_DETAILS,
    },
    'PL-MEM-MR5-16': {
      name: 'পার্টলাইন MR5-16 ১৬ GB DDR5-5600 মেমরি মডিউল',
      description:
        '১৬ GB DDR5-5600 UDIMM, CL46, ১.১ V, মডিউলেই PMIC ও অন-ডাই ECC। সিঙ্গেল-র‍্যাংক ২৮৮-পিন ডেস্কটপ মেমরি, প্যাক করার আগে পূর্ণ গতিতে পরীক্ষিত; আজীবন ওয়ারেন্টি।',
    },
    'PL-MEM-SR5-32': {
      name: 'পার্টলাইন SR5-32 ৩২ GB DDR5 ECC রেজিস্টার্ড সার্ভার মেমরি',
      description:
        '৩২ GB DDR5-4800 RDIMM, ডুয়াল-র‍্যাংক x8, র‍্যাক সার্ভার ও ওয়ার্কস্টেশনের জন্য পূর্ণ ECC-সহ রেজিস্টার্ড। ১.১ V, থার্মাল সেন্সর, প্রতিটি মডিউলে ৭২ ঘণ্টার বার্ন-ইন।',
      details: SR5_32_DETAILS,
    },
    'PL-SSD-NV4-1T': {
      name: 'পার্টলাইন NV4-1T ১ TB PCIe 4.0 NVMe SSD',
      description:
        'M.2 2280 NVMe SSD, PCIe 4.0 x4, রিড সর্বোচ্চ ৭,০০০ MB/s ও রাইট ৬,০০০ MB/s, ৬০০ TBW স্থায়িত্ব, DRAM ক্যাশ ও 3D TLC NAND। অফিসের কম্পিউটারের জন্য ৫ বছরের ওয়ারেন্টি।',
      details: NV4_1T_DETAILS,
    },
    'PL-NIC-NX-210': {
      name: 'পার্টলাইন NX-210 ডুয়াল-পোর্ট 10GbE নেটওয়ার্ক অ্যাডাপ্টার',
      description:
        'দুটি 10GBASE-T RJ45 পোর্টসহ PCIe 3.0 x4 নেটওয়ার্ক কার্ড, 1G ও 2.5G-তেও চলে, SR-IOV ও PXE বুট। ফুল ও লো-প্রোফাইল দুই ধরনের ব্র্যাকেট সঙ্গে দেওয়া।',
    },
    'PL-MON-VM-24Q': {
      name: 'পার্টলাইন VM-24Q ২৪ ইঞ্চি IPS অফিস মনিটর',
      description:
        '২৩.৮ ইঞ্চি IPS, ৭৫ Hz-এ ২৫৬০ × ১৪৪০, ৯৯% sRGB, ফ্লিকার-মুক্ত ও কম নীল আলো। উঁচু-নিচু, কাত ও ঘোরানো যায় এমন স্ট্যান্ড, HDMI, DisplayPort ও ৬৫ W চার্জিংসহ USB-C।',
    },
    'PL-KB-110': {
      name: 'পার্টলাইন KB-110 ফুল-সাইজ অফিস কিবোর্ড',
      description:
        '১০৪টি নিঃশব্দ মেমব্রেন কি-সহ ফুল-সাইজ USB কিবোর্ড, পানি পড়লেও নষ্ট হয় না, লেজারে খোদাই করা অক্ষর কখনো মোছে না, ১.৫ মিটার ক্যাবল। ১ কোটি কি-প্রেস পর্যন্ত টেকে।',
    },
    'PL-MS-220': {
      name: 'পার্টলাইন MS-220 ওয়্যারলেস অপটিক্যাল মাউস',
      description:
        'ন্যানো USB রিসিভারসহ ২.৪ GHz ওয়্যারলেস মাউস, ১৬০০ DPI অপটিক্যাল সেন্সর, নিঃশব্দ ক্লিক, ডান-বাঁ দুই হাতেই ব্যবহার করা যায়। একটি AA ব্যাটারিতে ১৮ মাস পর্যন্ত চলে।',
    },
    'PL-FAN-CF-120': {
      name: 'পার্টলাইন CF-120 ১২০ mm PWM কেস ফ্যান',
      description:
        '১২০ mm ৪-পিন PWM ফ্যান, ৫০০–১৮০০ RPM, ২৪ dBA-তে ৬২ CFM বায়ুপ্রবাহ, ৬০,০০০ ঘণ্টা টেকসই হাইড্রোলিক বেয়ারিং ও কম্পন রোধে রাবারের কোণ। কেস ও রেডিয়েটরের জন্য।',
    },
    'PL-UPS-UP-1200': {
      name: 'পার্টলাইন UP-1200 ১২০০ VA লাইন-ইন্টারঅ্যাকটিভ ইউপিএস',
      description:
        'AVR-সহ ১২০০ VA / ৭২০ W লাইন-ইন্টারঅ্যাকটিভ ইউপিএস, পিওর সাইন ওয়েভ আউটপুট, LCD স্ট্যাটাস প্যানেল, ৪টি সুরক্ষিত সকেট ও USB মনিটরিং। লোডশেডিংয়ে যন্ত্র নিরাপদ রাখে।',
    },
  },
};
