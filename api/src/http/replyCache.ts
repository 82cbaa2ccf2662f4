import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PreparedReply } from './preparedReply';

/** How many texts were kept by this process: with the cache's name and key, an id no other text has. */
let made = 0;

/**
 * Replies kept as the JSON text they were sent as, by a key that names everything the reply is
 * read from (the caller makes it, e.g. the centre, what was asked, and its data's version), so a
 * read asked again is neither computed nor written again. A kept reply is only ever given for the
 * same key; it is forgotten when the least recently used go past `maxChars`, or `ttlMs` after it
 * was made, which bounds how long a change that moved no key on could go unseen.
 */
export function createReplyCache<T>(options: { name: string; maxChars: number; ttlMs: number }): ReplyCache<T> {
  const kept = new LRUCache<string, PreparedReply<T>>({
    maxSize: options.maxChars,
    sizeCalculation: (prepared) => Math.max(1, prepared.text.length),
    ttl: options.ttlMs,
  });
  return {
    /**
     * The kept reply of `key`, or `compute`'s answer written by the route's serializer (and
     * kept). The caller checks who may read it before asking: the cache knows no caller.
     */
    async reply(reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<PreparedReply<T>> {
      const known = kept.get(key);
      if (known) return known;
      // The route's serializer of 200 (a kept reply is of a read that answers 200).
      if (reply.statusCode !== 200) throw new Error(`A kept reply is of a 200 answer, not ${reply.statusCode}`);
      const serialized = reply.serialize(await compute());
      // The JSON serializers (responseSerializer.ts) write text.
      if (typeof serialized !== 'string') throw new Error('A kept reply is JSON text');
      made += 1;
      const prepared = new PreparedReply<T>(serialized, `${options.name}:${key}#${made}`);
      kept.set(key, prepared);
      return prepared;
    },
  };
}

export interface ReplyCache<T> {
  reply(reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<PreparedReply<T>>;
}
