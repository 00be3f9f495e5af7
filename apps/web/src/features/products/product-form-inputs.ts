/** Control props the product forms share, so every price and quantity says and checks the same. */

/** Props of a control of whole pieces, at least one (minimum order, increment, a tier's quantity). */
export const WHOLE_PIECES_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  step: 1,
} as const;

/** Props of a price control: Taka with two decimals. */
export const TAKA_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

/** Props of a supplementary-duty rate control: per cent, 0–500, two decimals. */
export const SD_PERCENT_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  max: 500,
  step: '0.01',
} as const;
