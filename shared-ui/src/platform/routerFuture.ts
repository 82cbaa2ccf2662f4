/** React Router v7 behaviour, opted into now so the upgrade changes nothing (and v6 stays quiet). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
