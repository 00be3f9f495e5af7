/**
 * `iterator`'s values, the next one read while the consumer handles the current one: the database
 * writes a batch while Node sends the previous one (decision 240). At most two are held.
 */
export async function* readingAhead<T>(
  iterator: AsyncIterator<T>,
): AsyncGenerator<T, void, undefined> {
  let next = iterator.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      yield result.value;
    }
  } finally {
    // Stopped early (the client went away): the read in flight settles before the reads end, and
    // its failure is no longer anyone's to hear.
    await next.then(
      () => iterator.return?.(),
      () => undefined,
    );
  }
}
