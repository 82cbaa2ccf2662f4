import type { CallableEndpoint, EndpointInput, EndpointResponse } from '@qip/shared-contracts';

/** What a stub answers: the endpoint's response, now or later (a pending promise keeps it loading). */
export type StubAnswer<E extends CallableEndpoint> = EndpointResponse<E> | Promise<EndpointResponse<E>>;

/** Answers one endpoint in a test, from the input the component sent. Throw to make the call fail. */
export type StubHandler<E extends CallableEndpoint> = (input: EndpointInput<E>) => StubAnswer<E>;

export interface EndpointStub<E extends CallableEndpoint> {
  readonly endpoint: E;
  // Method syntax: ApiClient.call lets a caller leave out the input, so the stub API may pass
  // undefined to an endpoint without parts; handlers of endpoints with parts always get it.
  answer(input?: EndpointInput<E>): StubAnswer<E>;
}

/** A stub of any endpoint, as a list of stubs holds it. */
export interface AnyEndpointStub {
  readonly endpoint: CallableEndpoint;
  answer(input?: never): unknown;
}

/** The stubs of a test; when one endpoint has several, the last one answers (so a test can override a fake's). */
export type EndpointStubs = readonly AnyEndpointStub[];

/**
 * A typed stub of one endpoint: `stubEndpoint(endpoints.assessment.questions, ({ query }) => [...])`.
 * The handler's input is the endpoint's params, query and body; what it returns must be the
 * endpoint's response (checked by the compiler, and by the response schema when it is called).
 */
export function stubEndpoint<E extends CallableEndpoint>(endpoint: E, handler: StubHandler<E>): EndpointStub<E> {
  return { endpoint, answer: handler };
}

/** True for the stub made for this very endpoint object, which makes its types the endpoint's. */
export function isStubOf<E extends CallableEndpoint>(endpoint: E) {
  return (stub: AnyEndpointStub): stub is EndpointStub<E> => stub.endpoint === endpoint;
}

/**
 * The answer of calls that only confirm success. Typed here because a handler's `{ ok: true }`
 * loses its literal type while the compiler is still inferring which endpoint it answers.
 */
export const okAnswer = (): { ok: true } => ({ ok: true });
