import {
  withRetry,
  type ApiClient,
  type CallableEndpoint,
  type CallOptions,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@qip/shared-contracts';
import { endpoints as contract } from '@qip/shared-contracts/schemas';
import axios from 'axios';
import { isStubOf, type EndpointStubs } from './stubEndpoint';

/** One call the component made: the endpoint object and the input it sent. */
export interface RecordedCall<E extends CallableEndpoint = CallableEndpoint> {
  endpoint: E;
  input: EndpointInput<E> | undefined;
}

interface AnyRecordedCall {
  endpoint: CallableEndpoint;
  input: unknown;
}

export interface StubApi extends ApiClient {
  /** Every call made (each retry too), in order. */
  readonly calls: readonly AnyRecordedCall[];
  /** The inputs of the calls made to one endpoint, in order. */
  callsTo<E extends CallableEndpoint>(endpoint: E): Array<EndpointInput<E> | undefined>;
}

/** A fake that breaks the contract: it fails the test even when the component swallows the error. */
export class StubContractError extends Error {
  override name = 'StubContractError';
}

const violations: StubContractError[] = [];

/** The contract violations met since the last check, cleared (for a test that expects one). */
export function takeStubViolations(): StubContractError[] {
  return violations.splice(0);
}

afterEach(() => {
  const found = takeStubViolations();
  if (found.length > 0) throw new Error(found.map((violation) => violation.message).join('\n'));
});

function violation(endpoint: Endpoint, what: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const details = issues.map((issue) => `  ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  const error = new StubContractError(
    `${endpoint.method} ${endpoint.path}: ${what} does not match the contract\n${details.join('\n')}`,
  );
  violations.push(error);
  return error;
}

function partOf(input: unknown, part: 'params' | 'query' | 'body'): unknown {
  return typeof input === 'object' && input !== null ? Reflect.get(input, part) : undefined;
}

const byRoute = new Map<string, Endpoint>();

/**
 * The contract's endpoint (with its schemas) of an endpoint the component called: the browser's
 * endpoints carry no schemas (CallableEndpoint), so the stub checks against the full contract.
 */
function contractOf(endpoint: CallableEndpoint): Endpoint {
  if (byRoute.size === 0) {
    for (const group of Object.values(contract)) {
      for (const member of Object.values<Endpoint>(group)) byRoute.set(`${member.method} ${member.path}`, member);
    }
  }
  const found = byRoute.get(`${endpoint.method} ${endpoint.path}`);
  if (!found) throw new Error(`${endpoint.method} ${endpoint.path} is not in the contract`);
  return found;
}

/** The component's input must be what the endpoint takes: a call the API would refuse is a bug. */
function checkInput(endpoint: Endpoint, input: unknown): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    const value = partOf(input, part);
    if (!schema || value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw violation(endpoint, `the ${part} sent`, parsed.error.issues);
  }
}

/** The stub's answer, once the endpoint's response schema accepts it (as parsed, as the API sends it). */
function checkAnswer(endpoint: Endpoint, answer: unknown): unknown {
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) throw violation(endpoint, "the stub's answer", parsed.error.issues);
  return parsed.data;
}

/**
 * An ApiClient for tests that answers from typed endpoint stubs and behaves like the real one
 * where it shows: it honours a call's retry policy. Each answer is checked against the
 * endpoint's response schema, so a fake cannot drift from the API.
 */
export function createStubApi(stubs: EndpointStubs = []): StubApi {
  const calls: AnyRecordedCall[] = [];

  async function attempt<E extends CallableEndpoint>(endpoint: E, input: EndpointInput<E> | undefined) {
    const call: RecordedCall<E> = { endpoint, input };
    calls.push(call);
    const stub = stubs.findLast(isStubOf(endpoint));
    if (!stub) throw new Error(`No stub for ${endpoint.method} ${endpoint.path}`);
    const checked = contractOf(endpoint);
    checkInput(checked, input);
    return checkAnswer(checked, await stub.answer(input)) as EndpointResponse<E>;
  }

  return {
    calls,
    http: axios.create(),
    // Nothing to forget: every call is answered by its stub, none from a kept reply.
    forgetRecentReplies: () => undefined,
    callsTo: <E extends CallableEndpoint>(endpoint: E) =>
      calls.filter((call): call is RecordedCall<E> => call.endpoint === endpoint).map((call) => call.input),
    call<E extends CallableEndpoint>(
      endpoint: E,
      input?: EndpointInput<E>,
      options: CallOptions = {},
    ): Promise<EndpointResponse<E>> {
      // The whole body counts as sent at once: a stub has no network.
      options.onUploadProgress?.(1);
      return options.retry ? withRetry(() => attempt(endpoint, input), options.retry) : attempt(endpoint, input);
    },
  };
}
