import type { OutgoingHttpHeaders } from 'node:http';
import { endpoints, LIVE_HEARTBEAT_MS, type LiveChangeEvent } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { centerRole, requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { latestLiveChangeId, missedLiveChanges } from '../../shared/live/liveChanges.repository';
import { changeEventText, commentText, lastEventIdOf, resyncEventText, watchingEventText } from './live.stream';

/** The headers already set on the reply (the security headers), then the stream's own. */
function streamHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored, never transformed (compressed or buffered) on the way.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  };
}

/**
 * Live collaboration: a user of a centre (a viewer session too) watches the changes its users
 * make, as Server-Sent Events. The stream opens with the id of the latest change; a reconnecting
 * client sends its Last-Event-ID and is sent what it
 * missed first (or 'resync'); a comment every 15 s keeps the connection open, and a caller who is
 * no longer a user of the centre is let go then. Streams end when the client leaves or the API
 * stops.
 */
export default synchronousPlugin(function liveRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    open.forEach((end) => end());
    done();
  });

  registerEndpoint(app, endpoints.live.changes, async ({ auth, query, request, reply }) => {
    const centerId = query.center_id;
    await requireCenterMember(app.db, auth, centerId);
    const lastEventId = lastEventIdOf(request.headers['last-event-id']);

    // Watch first, so nothing made while the missed changes are read is lost; send each once.
    const sent = new Set<number>();
    let caughtUp = false;
    const waiting: LiveChangeEvent[] = [];
    const res = reply.raw;
    const sendOnce = (change: LiveChangeEvent) => {
      if (sent.has(change.id)) return;
      sent.add(change.id);
      res.write(changeEventText(change));
    };
    const unsubscribe = app.live.subscribe(centerId, (change) =>
      caughtUp ? res.write(changeEventText(change)) : waiting.push(change),
    );
    let missed: LiveChangeEvent[] | 'resync' = [];
    // A new watcher is told where the changes stand (the id of the latest), so that after a drop
    // it catches up from there even when it had been sent no change yet.
    let opening = commentText('watching');
    try {
      if (lastEventId !== null) missed = await missedLiveChanges(app.db, centerId, lastEventId);
      else opening = watchingEventText(await latestLiveChangeId(app.db));
    } catch (error) {
      unsubscribe();
      throw error;
    }

    reply.hijack();
    res.writeHead(200, streamHeaders(reply));
    // The browser's reconnect delay, then a first line: the stream is open.
    res.write(`retry: 3000\n${opening}`);
    if (missed === 'resync') res.write(resyncEventText());
    else missed.forEach(sendOnce);
    waiting.forEach(sendOnce);
    caughtUp = true;

    const heartbeat = setInterval(() => {
      res.write(commentText('heartbeat'));
      void centerRole(app.db, auth.user.id, centerId)
        .then((role) => {
          if (!role) end();
        })
        .catch(() => undefined);
    }, LIVE_HEARTBEAT_MS);
    function end() {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    res.on('close', end);
    // The reply was taken over (hijacked): Fastify sends nothing of this.
    return '';
  });
});
