import { SHOP_TIME_ZONE } from './invoice.js';

const shopDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shopDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop's calendar day for people: `21 November 2026` (Asia/Dhaka). */
export function formatShopDate(instant: Date): string {
  return shopDate.format(instant);
}

/** An instant as the shop's date and time for people: `21 Nov 2026, 13:05 (Dhaka time)`. */
export function formatShopDateTime(instant: Date): string {
  return `${shopDateTime.format(instant)} (Dhaka time)`;
}
