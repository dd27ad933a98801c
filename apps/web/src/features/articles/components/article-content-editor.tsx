// The editor's own styles, in the `mantine` layer like the rest (app/styles/all.ts); they come
// with this chunk, which only the create and edit screens load.
import '@mantine/tiptap/styles.layer.css';

import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type ArticleContentEditorProps = {
  /** The HTML to start from (the article's, when editing). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  description: string;
  error?: string | null | undefined;
  disabled?: boolean;
};

/**
 * The article's content in a rich-text editor (tiptap through `@mantine/tiptap`): headings 2–4,
 * bold, italic, underline, strike, lists, quotes, code, a rule and links: what the server's
 * sanitizer keeps (features/articles/article-html.ts). Loaded lazily with the form's screens.
 */
const ArticleContentEditor = ({
  initialHtml,
  onChange,
  label,
  description,
  error,
  disabled = false,
}: ArticleContentEditorProps) => {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto'] }),
    ],
    content: initialHtml,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'article-content-editor',
      },
    },
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('articles:editor.bold'),
      italicControlLabel: t('articles:editor.italic'),
      underlineControlLabel: t('articles:editor.underline'),
      strikeControlLabel: t('articles:editor.strike'),
      clearFormattingControlLabel: t('articles:editor.clearFormatting'),
      h2ControlLabel: t('articles:editor.h2'),
      h3ControlLabel: t('articles:editor.h3'),
      h4ControlLabel: t('articles:editor.h4'),
      bulletListControlLabel: t('articles:editor.bulletList'),
      orderedListControlLabel: t('articles:editor.orderedList'),
      blockquoteControlLabel: t('articles:editor.blockquote'),
      codeControlLabel: t('articles:editor.code'),
      hrControlLabel: t('articles:editor.hr'),
      linkControlLabel: t('articles:editor.link'),
      unlinkControlLabel: t('articles:editor.unlink'),
      linkEditorInputLabel: t('articles:editor.linkInput'),
      linkEditorInputPlaceholder: t('articles:editor.linkPlaceholder'),
      linkEditorExternalLink: t('articles:editor.linkExternal'),
      linkEditorInternalLink: t('articles:editor.linkInternal'),
      linkEditorSave: t('articles:editor.linkSave'),
      undoControlLabel: t('articles:editor.undo'),
      redoControlLabel: t('articles:editor.redo'),
    }),
    [t],
  );
  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={6}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={t('articles:editor.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Code />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={260} />
      </RichTextEditor>
    </Input.Wrapper>
  );
};

export default ArticleContentEditor;
