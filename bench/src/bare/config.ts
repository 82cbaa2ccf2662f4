// What the bench tells a bare reference page: which page it plays and the API calls to make.

/** One API call the portal made on a page (path and query; the body of a POST). */
export interface ApiCall {
  method: string;
  url: string;
  body: string | null;
}

export interface BareConfig {
  mode: 'nqa' | 'login';
  calls: ApiCall[];
  /** The localStorage key of the portal's session (the nqa page reads its token there). */
  sessionKey: string;
  clientId: string;
}
