// The news editor: TipTap (ProseMirror) with the markup the api's sanitiser keeps — paragraphs,
// two heading levels, bold, italic, underline, lists, quotes, line breaks and links without a
// target — so what is written is what readers get. A toolbar of toggle buttons (each also on its
// usual shortcut: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Z…), reachable with Tab; Tab from the text leaves
// it (outside a list). Loaded on the editor's route only: the rest of the back office does not
// carry it.
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldMessage, type FieldErrorLike } from '@kraanvogel/shared/screens';
import { texts } from '@/texts';

const T = texts.news.editor;

const Box = styled.div<{ $invalid: boolean }>`
  margin: 0 0 1rem;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.error : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius};
  .ProseMirror {
    min-height: 14rem;
    padding: 0.75rem;
    outline: none;
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.colors.primary};
  }
  .ProseMirror > :first-child {
    margin-top: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.375rem;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  button:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  display: block;
  font-weight: 600;
  margin: 0 0 0.25rem;
`;

function Tool({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" title={label} aria-label={label} aria-pressed={active === undefined ? undefined : active} onClick={onClick}>
      {children}
    </button>
  );
}

function setLink(editor: Editor) {
  const current = (editor.getAttributes('link') as { href?: string }).href ?? 'https://';
  const href = window.prompt(T.linkPrompt, current);
  if (href === null) return;
  if (!href.trim() || href.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

function Toolbar({ editor }: { editor: Editor }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();
  return (
    <Bar role="group" aria-label={T.toolbar}>
      <Tool label={T.bold} active={on.bold} onClick={run((c) => c.toggleBold())}>
        <strong>B</strong>
      </Tool>
      <Tool label={T.italic} active={on.italic} onClick={run((c) => c.toggleItalic())}>
        <em>I</em>
      </Tool>
      <Tool label={T.underline} active={on.underline} onClick={run((c) => c.toggleUnderline())}>
        <u>U</u>
      </Tool>
      <Tool label={T.heading2} active={on.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
        {T.heading2}
      </Tool>
      <Tool label={T.heading3} active={on.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
        {T.heading3}
      </Tool>
      <Tool label={T.bulletList} active={on.bullet} onClick={run((c) => c.toggleBulletList())}>
        •
      </Tool>
      <Tool label={T.orderedList} active={on.ordered} onClick={run((c) => c.toggleOrderedList())}>
        {T.orderedList}
      </Tool>
      <Tool label={T.blockquote} active={on.quote} onClick={run((c) => c.toggleBlockquote())}>
        “”
      </Tool>
      <Tool label={T.link} active={on.link} onClick={() => setLink(editor)}>
        🔗
      </Tool>
      <Tool label={T.undo} onClick={run((c) => c.undo())}>
        ↶
      </Tool>
      <Tool label={T.redo} onClick={run((c) => c.redo())}>
        ↷
      </Tool>
    </Bar>
  );
}

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error: FieldErrorLike;
}

export default function RichTextEditor({ id, label, value, onChange, onBlur, error }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
  });
  // The field's state (invalid, described by its message) follows the validation.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, invalid]);
  return (
    <div>
      <Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      <Box $invalid={invalid}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </Box>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
