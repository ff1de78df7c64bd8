/**
 * The frame server's Redis client (PORTICO_REDIS_URL): what the instances share for proof
 * replays and rate limits. Connected at start, so a wrong URL stops the start; a command that
 * cannot reach Redis fails after a few retries rather than holding the request forever. The
 * URL may hold a password: it is never logged.
 */
import { Redis } from 'ioredis'

export async function connectFrameRedis(
  url: string,
  onError: (error: Error) => void = () => {},
): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  redis.on('error', onError)
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw error
  }
  return redis
}
