/** Start-up refusals a person fixes by reading one message: no stack trace. */
export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}
