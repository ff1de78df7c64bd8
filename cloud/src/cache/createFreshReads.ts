/**
 * Identical reads that must be fresh (balance forceUpdate: "read the chain again") shared
 * without ever being older than the request: a caller never joins a read already under way,
 * which may have begun before what it wants to see; it joins the next one, which starts as soon
 * as that read ends. Sixteen callers of one key cost at most two reads at a time, not sixteen.
 */

export type FreshRead<T> = (key: string, load: () => Promise<T>) => Promise<T>

export function createFreshReads<T>(): FreshRead<T> {
  const slots = new Map<string, { running: Promise<T>; next?: Promise<T> }>()
  const settled = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    )

  function run(
    key: string,
    slot: { running: Promise<T>; next?: Promise<T> },
    load: () => Promise<T>,
  ) {
    const reading = load()
    slot.running = reading
    void settled(reading).then(() => {
      if (slot.running === reading && !slot.next) slots.delete(key)
    })
    return reading
  }

  return (key, load) => {
    const slot = slots.get(key)
    if (!slot) {
      const fresh = { running: Promise.resolve() as Promise<T> }
      slots.set(key, fresh)
      return run(key, fresh, load)
    }
    if (!slot.next) {
      slot.next = settled(slot.running).then(() => {
        slot.next = undefined
        return run(key, slot, load)
      })
    }
    return slot.next
  }
}
