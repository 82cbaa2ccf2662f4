import { randomUUID } from 'node:crypto';
import {
  endpoints,
  type Endpoint,
  type EndpointTenancy,
  type SharedKind,
  type TenantOwnedKind,
} from '@qip/shared-contracts';
import type { z } from 'zod';
import { issueInvoice, payInvoice } from '../../src/billing/local/invoices';
import { insertMessages } from '../../src/shared/messages.repository';
import type { Tenants } from '../helpers/tenants';
import { HUB_SECRET, type TestApp } from '../helpers/testApp';
import { injectEndpoint, type GateResponse } from './inject';
import { validCall, requestOf, type EndpointCall, type FieldValue } from './inputs';

// The records the gates act on: for each kind of tenant-owned record (TenantOwnedKind in the
// contract), a factory that makes one for a tenant and gives its id; for each kind of shared
// reference data, a real id. A new kind of record in the contract needs a factory here.

/** A signed-in user and the service they act for. */
export interface Tenant {
  /** Who this is, for messages. */
  label: string;
  token: string;
  userId: string;
  centerId: string;
}

/**
 * The parties of the gates, from the demo seed: the owner (Sunshine's administrator, acting for
 * Sunshine Paddington, an active paid service, so no subscription rule refuses its writes), a
 * member of that same service, and another tenant (Bluegum's administrator, on an active trial).
 */
export interface GateWorld {
  t: TestApp;
  owner: Tenant;
  member: Tenant;
  attacker: Tenant;
}

export function gateWorld(t: TestApp, u: Tenants): GateWorld {
  return {
    t,
    owner: { label: "Sunshine's administrator", token: u.director, userId: u.directorId, centerId: u.paddington },
    member: { label: 'a member of the same service', token: u.educator, userId: u.educatorId, centerId: u.paddington },
    attacker: { label: 'another tenant (Bluegum)', token: u.bluegum, userId: u.bluegumId, centerId: u.bluegumCenter },
  };
}

/** Calls the endpoint as the tenant (a bearer token on every call; public endpoints ignore it). */
export function callAs(world: GateWorld, tenant: Tenant, endpoint: Endpoint, call: EndpointCall) {
  return injectEndpoint(world.t.app, endpoint, requestOf(endpoint, call, { authorization: `Bearer ${tenant.token}` }));
}

function failure(what: string, response: GateResponse): Error {
  return new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 500)}`);
}

/** Calls a creating endpoint as the tenant with a valid input, and answers its parsed response. */
async function createThrough<Response extends z.ZodType>(
  world: GateWorld,
  tenant: Tenant,
  endpoint: Endpoint & { response: Response },
): Promise<z.output<Response>> {
  const call = validCall(endpoint, await idsOf(world, tenant, endpoint.tenancy));
  const response = await callAs(world, tenant, endpoint, call);
  if (response.statusCode >= 300) throw failure(`${endpoint.method} ${endpoint.path} as ${tenant.label}`, response);
  return endpoint.response.parse(response.json());
}

function present(id: string | null, what: string): string {
  if (!id) throw new Error(`the factory of ${what} got no id`);
  return id;
}

/** A new member user of the tenant's service, added straight to the database (no endpoint adds users yet). */
async function newMember(world: GateWorld, tenant: Tenant): Promise<string> {
  const db = world.t.app.db;
  const id = randomUUID();
  const now = new Date().toISOString();
  const owner = await db
    .selectFrom('users')
    .select('account_id')
    .where('id', '=', tenant.userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      id,
      account_id: owner.account_id,
      email: `gate-${id}@example.com`,
      name: 'Gate Member',
      password_hash: 'not-a-password-hash',
      user_type: 'USER',
      phone: null,
      street_address: null,
      suburb: null,
      state: null,
      postal_code: null,
      tel_num: null,
      mobile_num: null,
      additional_email: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('center_users')
    .values({ center_id: tenant.centerId, user_id: id, role: 'member', created_at: now })
    .execute();
  return id;
}

/**
 * A ready report of the tenant's service with its file stored, added straight to the database:
 * making one through the endpoint takes a worker thread a moment, and the gate needs it at once.
 */
async function newReport(world: GateWorld, tenant: Tenant): Promise<string> {
  const id = randomUUID();
  const fileKey = `reports/${tenant.centerId}/${id}.pdf`;
  await world.t.app.storage.put(fileKey, Buffer.from('%PDF-1.4 gate'), { contentType: 'application/pdf' });
  await world.t.app.db
    .insertInto('reports')
    .values({
      id,
      center_id: tenant.centerId,
      user_id: tenant.userId,
      report_label: 'Gate report',
      type: 1,
      filters: 'NQA1',
      format: 'pdf',
      status: 'ready',
      percent: 100,
      step: 'Ready',
      file_key: fileKey,
      file_name: 'Gate report.pdf',
      size_bytes: 13,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * A task of the tenant's service for its own user, added straight to the database: creating one
 * through the endpoint sends mail, whose rate limit the fuzz gate's own calls use up.
 */
async function newTask(world: GateWorld, tenant: Tenant): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await world.t.app.db
    .insertInto('tasks')
    .values({
      id,
      center_id: tenant.centerId,
      question_id: await SHARED_VALUES.question(world),
      type: 'evidence',
      name: 'Gate task',
      summary: 'A task the gates act on',
      status: 1,
      task_due: '2099-12-31',
      assignee_id: tenant.userId,
      assigner_id: tenant.userId,
      step_outcome: '',
      success_measure: '',
      progress_notes: '',
      priority: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The elements of the current NQS, in order. */
async function nqsElements(world: GateWorld): Promise<string[]> {
  const response = await world.t.as(world.owner.token, { method: 'GET', url: endpoints.assessment.categories.path });
  const { categories } = endpoints.assessment.categories.response.parse(response.json());
  return categories.filter((category) => category.kind === 'element').map((category) => category.id);
}

let strengthsMade = 0;

/**
 * A custom strength of the tenant's service (answered Yes, so it may join the SAT), made through
 * the endpoint. Each is filed under the next element, so the SAT's five per element never fills.
 */
async function newStrength(world: GateWorld, tenant: Tenant): Promise<string> {
  const endpoint = endpoints.assessment.createCustom;
  const elements = await nqsElements(world);
  const element = elements[strengthsMade % elements.length];
  strengthsMade += 1;
  const call = validCall(endpoint, await idsOf(world, tenant, endpoint.tenancy));
  const response = await callAs(world, tenant, endpoint, {
    ...call,
    body: { ...call.body, status: 1, category_id: element },
  });
  if (response.statusCode >= 300) throw failure(`a strength for ${tenant.label}`, response);
  return endpoint.response.parse(response.json()).id;
}

/**
 * A feedback request of the tenant's service, added straight to the database: the endpoint that
 * makes one sends mail, and its rate limit would refuse the owner the many records the gates need.
 */
async function newFeedbackRequest(world: GateWorld, tenant: Tenant): Promise<string> {
  const id = randomUUID();
  await world.t.app.db
    .insertInto('feedback_requests')
    .values({
      id,
      center_id: tenant.centerId,
      user_id: tenant.userId,
      comment: 'Gate request',
      nqa: '[1]',
      status: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** The tenant's account's provider customer, made (in the local test-mode provider) when it has none. */
async function customerOf(world: GateWorld, tenant: Tenant): Promise<string> {
  const { app } = world.t;
  const user = await app.db
    .selectFrom('users')
    .select(['account_id', 'email'])
    .where('id', '=', tenant.userId)
    .executeTakeFirstOrThrow();
  const account = await app.db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', user.account_id ?? '')
    .executeTakeFirstOrThrow();
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const customerId = await app.billing.createCustomer({ email: user.email, name: account.name, accountId: account.id });
  await app.db.updateTable('accounts').set({ stripe_customer_id: customerId }).where('id', '=', account.id).execute();
  return customerId;
}

/**
 * A Visa test card saved to the tenant's account (its customer made on the way), made through
 * the local test-mode provider itself: the endpoints that do it are rate-limited per user, and
 * the fuzz gate's own calls use that limit up.
 */
async function newPaymentMethod(world: GateWorld, tenant: Tenant): Promise<string> {
  const { app } = world.t;
  const testMode = app.billing.testMode;
  if (!testMode) throw new Error('the gates run with the local test-mode provider');
  const customerId = await customerOf(world, tenant);
  const card = await testMode.createPaymentMethod({
    token: 'tok_visa',
    expMonth: 12,
    expYear: 2099,
    billingName: 'Gate Card',
    createdBy: tenant.userId,
  });
  await app.billing.attachPaymentMethod(customerId, card.id);
  return card.id;
}

/**
 * A paid invoice of the tenant's account (its customer made on the way), issued in the local
 * test-mode provider as a renewal issues one: subscribing through the endpoint would give the
 * tenant's service a new subscription, and the gates need many invoices.
 */
async function newInvoice(world: GateWorld, tenant: Tenant): Promise<string> {
  const { app } = world.t;
  if (!app.billing.testMode) throw new Error('the gates run with the local test-mode provider');
  const customerId = await customerOf(world, tenant);
  const now = new Date();
  const invoiceId = await issueInvoice(app.db, {
    customerId,
    subscriptionId: 'sub_gate',
    amountCents: 9700,
    periodStart: now,
    periodEnd: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
    now,
  });
  await payInvoice(app.db, invoiceId, await newPaymentMethod(world, tenant), now);
  return invoiceId;
}

/** A message in the tenant's own inbox, put there by the one writer the compose and the notices use. */
async function newMessage(world: GateWorld, tenant: Tenant): Promise<string> {
  const [id] = await insertMessages(
    world.t.app.db,
    { userIds: [tenant.userId], subject: 'Gate message', content: '<p>Gate</p>', fromId: null, fromName: 'QIP Portal' },
    new Date(),
  );
  return present(id ?? null, 'message');
}

/** A History entry of the tenant's service: notes saved on a bank question through the endpoint. */
async function newHistoryEntry(world: GateWorld, tenant: Tenant): Promise<string> {
  const questionId = await SHARED_VALUES.question(world);
  const saved = await callAs(world, tenant, endpoints.assessment.comply, {
    params: {},
    query: {},
    body: { center_id: tenant.centerId, question_id: questionId, notes: `Gate note ${randomUUID()}` },
  });
  if (saved.statusCode >= 300) throw failure(`notes for ${tenant.label}`, saved);
  const listed = await callAs(world, tenant, endpoints.history.list, {
    params: {},
    query: { center_id: tenant.centerId, question_id: questionId },
    body: undefined,
  });
  if (listed.statusCode >= 300) throw failure(`the history of ${tenant.label}`, listed);
  const [newest] = endpoints.history.list.response.parse(listed.json()).entries;
  return present(newest?.id ?? null, 'historyEntry');
}

type OwnedFactory = (world: GateWorld, tenant: Tenant) => Promise<string>;

/**
 * How to make a record of each kind for a tenant. Records are made through the endpoint that
 * creates them where there is one, so they are real. Later kinds (task, evidence, message) add
 * theirs here; a kind without one fails the tenant-isolation gate, naming it.
 */
export const OWNED_FACTORIES: { readonly [Kind in TenantOwnedKind]?: OwnedFactory } = {
  center: (_world, tenant) => Promise.resolve(tenant.centerId),
  self: (_world, tenant) => Promise.resolve(tenant.userId),
  user: newMember,
  customQuestion: async (world, tenant) => (await createThrough(world, tenant, endpoints.assessment.createCustom)).id,
  questionResult: async (world, tenant) =>
    present((await createThrough(world, tenant, endpoints.assessment.comply)).cqrId, 'questionResult'),
  attachment: async (world, tenant) => (await createThrough(world, tenant, endpoints.attachments.create)).id,
  evidence: async (world, tenant) => (await createThrough(world, tenant, endpoints.evidence.create)).id,
  lawCompliance: async (world, tenant) =>
    present((await createThrough(world, tenant, endpoints.lawsRegulations.create)).id, 'lawCompliance'),
  report: newReport,
  task: newTask,
  strength: newStrength,
  satEntry: async (world, tenant) => (await createThrough(world, tenant, endpoints.sat.create)).id,
  feedbackRequest: newFeedbackRequest,
  paymentMethod: newPaymentMethod,
  invoice: newInvoice,
  message: newMessage,
  historyEntry: newHistoryEntry,
};

/** The hub's client credentials (HTTP Basic), as the operator calls its endpoints. */
export const hubAuthorization = () => `Basic ${Buffer.from(`qip-hub:${HUB_SECRET}`).toString('base64')}`;

/** Calls the endpoint as the operator (the hub's client credentials). */
export function callAsOperator(world: GateWorld, endpoint: Endpoint, call: EndpointCall) {
  return world.t.app.inject(requestOf(endpoint, call, { authorization: hubAuthorization() }));
}

/** A new item of the operator's resource library, made through its endpoint with the hub's credentials. */
async function newLibraryItem(world: GateWorld, endpoint: Endpoint & { response: z.ZodType<{ id: string }> }) {
  const call = validCall(endpoint, await idsOf(world, world.owner, endpoint.tenancy));
  const response = await callAsOperator(world, endpoint, call);
  if (response.statusCode >= 300) throw failure(`${endpoint.method} ${endpoint.path} as the operator`, response);
  return endpoint.response.parse(response.json()).id;
}

/** A real id of each kind of shared reference data. */
export const SHARED_VALUES: { readonly [Kind in SharedKind]: (world: GateWorld) => Promise<string> } = {
  // The first element of the current NQS ('1.1.1'): custom items are filed under it.
  nqsElement: async (world) => {
    const response = await world.t.as(world.owner.token, { method: 'GET', url: endpoints.assessment.categories.path });
    const { categories } = endpoints.assessment.categories.response.parse(response.json());
    const element = categories.find((category) => category.kind === 'element');
    if (!element) throw new Error('the current NQS has no element');
    return element.id;
  },
  // The first element the current NQS changed ('2.2.3' in the NQS of 2026): a review names one.
  changedNqsElement: async (world) => {
    const response = await world.t.as(world.owner.token, {
      method: 'GET',
      url: endpoints.nqsChanges.list.path,
      query: { center_id: world.owner.centerId },
    });
    const element = endpoints.nqsChanges.list.response.parse(response.json()).elements[0];
    if (!element) throw new Error('the current NQS changed no element');
    return element.categoryId;
  },
  // The first question of the question bank.
  question: async (world) => {
    const row = await world.t.app.db
      .selectFrom('questions')
      .select('id')
      .where('center_id', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  // A new one each time: an operator's removal in one case leaves the next its own.
  resourceFile: (world) => newLibraryItem(world, endpoints.resources.createFile),
  shopItem: (world) => newLibraryItem(world, endpoints.resources.createShopItem),
  tutorial: (world) => newLibraryItem(world, endpoints.resources.createTutorial),
};

/** The factory of a kind, or an error that tells the author of a new kind what to add. */
export function factoryOf(kind: TenantOwnedKind): OwnedFactory {
  const factory = OWNED_FACTORIES[kind];
  if (!factory) {
    throw new Error(
      `No fixture factory for the tenant-owned kind '${kind}'. Add one to OWNED_FACTORIES in ` +
        'api/test/gates/fixtures.ts: it makes a record of that kind for a tenant and answers its id.',
    );
  }
  return factory;
}

/**
 * The ids a call of the endpoint takes, for the tenant: one new record of each owned kind it
 * names (fields of one kind share the record), and the shared reference ids.
 */
export async function idsOf(
  world: GateWorld,
  tenant: Tenant,
  tenancy: EndpointTenancy | undefined,
): Promise<FieldValue[]> {
  if (!tenancy) return [];
  const made = new Map<TenantOwnedKind, string>();
  const values: FieldValue[] = [];
  for (const { in: part, field, kind } of 'owned' in tenancy ? tenancy.owned : []) {
    const id = made.get(kind) ?? (await factoryOf(kind)(world, tenant));
    made.set(kind, id);
    values.push({ in: part, field, value: id });
  }
  for (const { in: part, field, kind } of tenancy.shared ?? []) {
    values.push({ in: part, field, value: await SHARED_VALUES[kind](world) });
  }
  return values;
}
