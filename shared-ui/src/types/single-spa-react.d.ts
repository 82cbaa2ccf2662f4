// single-spa-react ships no usable types; this is the part the portal uses.
declare module 'single-spa-react' {
  import type { ComponentType, ErrorInfo, ReactElement } from 'react';

  export interface SingleSpaReactOptions<Props> {
    React: unknown;
    ReactDOMClient: unknown;
    rootComponent: ComponentType<Props>;
    errorBoundary?: (error: Error, info: ErrorInfo, props: Props) => ReactElement;
    domElementGetter?: (props: Props) => HTMLElement;
  }

  export interface ReactAppOrParcel<Props> {
    bootstrap: (props: Props) => Promise<void>;
    mount: (props: Props) => Promise<void>;
    unmount: (props: Props) => Promise<void>;
    update?: (props: Props) => Promise<void>;
  }

  export default function singleSpaReact<Props>(options: SingleSpaReactOptions<Props>): ReactAppOrParcel<Props>;
}
