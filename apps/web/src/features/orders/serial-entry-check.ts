import { parseSerialList, SERIAL_PATTERN, WARRANTY_MESSAGES } from '@partline/shared';

/** What a line's serial entry holds, read as the warehouse typed, scanned or pasted it. */
export interface SerialEntryCheck {
  /** The serial numbers, normalised, in the order given (repeats kept). */
  serials: string[];
  /** Serials given more than once, each once, in the order first repeated. */
  repeated: string[];
  /** Entries that are not a serial number's form. */
  malformed: string[];
  /**
   * What stops the line from shipping, first of: a malformed entry, the count ('Give one serial
   * number per piece: 5 pieces, 3 serials'), a repeat; `null` when it can ship.
   */
  problem: string | null;
}

/**
 * The serial entry of a line shipping `pieces` pieces (decision 322): one serial per piece,
 * each of {@link SERIAL_PATTERN}, none twice — the checks `CreateShipmentInputSchema` makes,
 * with the same texts, done as the warehouse types so the dialog can show them live.
 */
export function checkSerialEntry(text: string, pieces: number): SerialEntryCheck {
  const serials = parseSerialList(text);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const serial of serials) {
    if (seen.has(serial)) repeated.add(serial);
    seen.add(serial);
  }
  const malformed = serials.filter((serial) => !SERIAL_PATTERN.test(serial));
  const [firstRepeat] = repeated;
  const problem =
    malformed.length > 0
      ? `${WARRANTY_MESSAGES.serialFormat}: ${malformed[0]}`
      : serials.length !== pieces
        ? WARRANTY_MESSAGES.serialsCount(pieces, serials.length)
        : firstRepeat !== undefined
          ? WARRANTY_MESSAGES.serialRepeated(firstRepeat)
          : null;
  return { serials, repeated: [...repeated], malformed, problem };
}
