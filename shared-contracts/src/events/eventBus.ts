import { type Observable, Subject, filter, map } from 'rxjs';

/** One event on the bus: its name and its payload. */
export interface BusMessage<Events, K extends keyof Events = keyof Events> {
  type: K;
  payload: Events[K];
}

/**
 * A typed publish/subscribe channel. The shell creates the one bus of the page and hands it to
 * every remote; remotes never create their own, or the traffic would split.
 */
export interface EventBus<Events> {
  publish<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** The payloads of one event, from now on. */
  on<K extends keyof Events>(type: K): Observable<Events[K]>;
  /** Every event, from now on (for logging and tests). */
  readonly all$: Observable<BusMessage<Events>>;
}

export function createEventBus<Events extends object>(): EventBus<Events> {
  const messages = new Subject<BusMessage<Events>>();
  return {
    publish(type, payload) {
      messages.next({ type, payload });
    },
    on(type) {
      return messages.pipe(
        filter((message) => message.type === type),
        map((message) => message.payload as Events[typeof type]),
      );
    },
    all$: messages.asObservable(),
  };
}
