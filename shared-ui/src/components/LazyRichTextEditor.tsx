import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { LoadingState } from './States';

export type { RichTextEditorProps } from './RichTextEditor';

// Tiptap is large: the editor is its own chunk, fetched when a page first shows one, so
// shared-ui's main chunk (in every remote) does not carry it.
const Editor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor (bold, italic, lists), loaded when first shown. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading the editor..." />}>
      <Editor {...props} />
    </Suspense>
  );
}
