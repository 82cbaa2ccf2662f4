import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

// The portal's rich-text editor (Tiptap): the mentor's feedback and an administrator's message.
// Loaded on its own (React.lazy, see LazyRichTextEditor.tsx) so that only the pages with an editor
// pay for it. It writes only what the API keeps of rich text: paragraphs, headings, bold, italic,
// strike, lists, quotes and links.

export interface RichTextEditorProps {
  /** The HTML the editor starts with (a saved draft). */
  initialHtml: string;
  onChange: (html: string, empty: boolean) => void;
  /** The id of the element that names the editor (its label). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }
  .tiptap {
    min-height: 220px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    outline: none;
  }
  .tiptap p,
  .tiptap ul,
  .tiptap ol,
  .tiptap blockquote {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  .tiptap ul,
  .tiptap ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.background};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
`;

const ToolButton = styled.button`
  min-width: 36px;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colours.surface};
    border-color: ${({ theme }) => theme.colours.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.primarySoft};
    border-color: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.primary};
  }
`;

const NumberMarker = styled.span`
  &::before {
    content: '1. ';
    white-space: pre;
  }
`;

interface Tool {
  label: string;
  /** What the button shows (its name is the label). */
  face: string;
  /** '1.' drawn before the face: a number in the visible text would not be part of the name. */
  marker?: 'numbered';
  shortcut?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  {
    label: 'Bold',
    face: 'B',
    shortcut: 'Control+B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    face: 'I',
    shortcut: 'Control+I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    face: '• List',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    face: 'List',
    marker: 'numbered',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const faceStyle = (label: string) =>
  label === 'Bold' ? { fontWeight: 700 } : label === 'Italic' ? { fontStyle: 'italic' as const } : undefined;

/**
 * The formatting buttons: one tab stop, arrow keys move between them (the WAI-ARIA toolbar
 * pattern); each says whether its format is on where the cursor is.
 */
function FormattingToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => tool.isActive(current)),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (focused + 1) % TOOLS.length,
      ArrowLeft: (focused - 1 + TOOLS.length) % TOOLS.length,
      Home: 0,
      End: TOOLS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <Toolbar role="toolbar" aria-label="Formatting" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <ToolButton
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-label={tool.label}
          aria-pressed={active[index] ?? false}
          aria-keyshortcuts={tool.shortcut}
          title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})` : tool.label}
          tabIndex={index === focused ? 0 : -1}
          disabled={disabled}
          onFocus={() => setFocused(index)}
          // A click keeps the focus (and the cursor) in the text: the editor takes it back only
          // on the next frame, and what is typed before then would go to the button and be lost.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          <span aria-hidden="true" style={faceStyle(tool.label)}>
            {tool.marker && <NumberMarker />}
            {tool.face}
          </span>
        </ToolButton>
      ))}
    </Toolbar>
  );
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const attributes = useMemo(
    (): Record<string, string> => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(disabled ? { 'aria-disabled': 'true' } : {}),
    }),
    [labelledBy, describedBy, invalid, disabled],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML(), current.isEmpty),
  });

  // The editor is made once; what changes later (an error, saving) is passed on to it.
  useEffect(() => {
    if (!editor) return;
    editor.setEditable(!disabled, false);
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, disabled, attributes]);

  if (!editor) return null;
  return (
    <Frame $invalid={invalid}>
      <FormattingToolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </Frame>
  );
}
