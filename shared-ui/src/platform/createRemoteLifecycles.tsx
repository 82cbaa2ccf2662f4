/// <reference path="../types/single-spa-react.d.ts" />
import type { PlatformProps } from '@qip/shared-contracts';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { ErrorState } from '../components/States';
import { theme } from '../theme/theme';
import { PlatformProvider } from './PlatformContext';
import { ROUTER_FUTURE } from './routerFuture';

export interface RemoteMountProps extends PlatformProps {
  name: string;
  /** Where single-spa mounts the remote (the shell's outlet). */
  domElement?: HTMLElement;
}

/** The message a remote shows when its own code fails while rendering. */
export const REMOTE_RENDER_FAILED = 'Something went wrong on this page. Please reload the page and try again.';

/**
 * The single-spa lifecycles of a remote: its App inside the platform context, the theme and its
 * own router (each single-spa app is a React root of its own; context does not flow from the shell).
 */
export function createRemoteLifecycles({ App }: { App: ComponentType }) {
  function RemoteRoot(props: RemoteMountProps) {
    const state = props.getState();
    const basename = state.status === 'authenticated' ? state.basePath || undefined : undefined;
    return (
      <PlatformProvider value={props}>
        <ThemeProvider theme={theme}>
          <BrowserRouter basename={basename} future={ROUTER_FUTURE}>
            <App />
          </BrowserRouter>
        </ThemeProvider>
      </PlatformProvider>
    );
  }

  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => (
      <ThemeProvider theme={theme}>
        <ErrorState message={REMOTE_RENDER_FAILED} />
      </ThemeProvider>
    ),
  });
}
