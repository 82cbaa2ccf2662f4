import type { endpoints as contract } from '../api';
import type { CallableEndpoint, Endpoint } from './endpoint';

type Contract = typeof contract;

/**
 * Every endpoint of the contract as the browser calls it: the same groups and names, each with
 * the facts the ApiClient reads and the types of its schemas, but no schemas (CallableEndpoint).
 */
export type CallableEndpoints = {
  readonly [Group in keyof Contract]: {
    readonly [Name in keyof Contract[Group]]: Contract[Group][Name] extends Endpoint
      ? CallableEndpoint<Contract[Group][Name]>
      : never;
  };
};
