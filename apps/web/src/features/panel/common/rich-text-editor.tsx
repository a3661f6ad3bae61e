import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './read-only.tsx';

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  ariaLabel: string;
  testId?: string | undefined;
}

/** Rich text (HTML) with the formatting the visitor's point view renders. Its own lazy chunk. */
export default function RichTextEditor({ value, onChange, ariaLabel, testId }: RichTextEditorProps) {
  const readOnly = useReadOnly();
  const editor = useEditor({
    editable: !readOnly,
    extensions: [StarterKit, Link],
    content: value,
    immediatelyRender: true,
    // A contenteditable div has no role of its own: as a multi-line textbox its label is allowed.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Another record loaded into the same form: show its text.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value) editor.commands.setContent(value, false);
  }, [editor, value]);

  const { t } = useTranslation();
  // The toolbar's names and tooltips in the manager's language (Mantine's defaults are English).
  const labels = {
    boldControlLabel: t('panel.rte.bold'),
    italicControlLabel: t('panel.rte.italic'),
    strikeControlLabel: t('panel.rte.strike'),
    h2ControlLabel: t('panel.rte.h2'),
    h3ControlLabel: t('panel.rte.h3'),
    bulletListControlLabel: t('panel.rte.bullet_list'),
    orderedListControlLabel: t('panel.rte.ordered_list'),
    blockquoteControlLabel: t('panel.rte.blockquote'),
    linkControlLabel: t('panel.rte.link'),
    unlinkControlLabel: t('panel.rte.unlink'),
    linkEditorInputLabel: t('panel.rte.link_input'),
    linkEditorInputPlaceholder: t('panel.rte.link_placeholder'),
    linkEditorExternalLink: t('panel.rte.link_external'),
    linkEditorInternalLink: t('panel.rte.link_internal'),
    linkEditorSave: t('panel.rte.link_save'),
  };

  return (
    <MantineRichTextEditor editor={editor} labels={labels}>
      <MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Bold />
          <MantineRichTextEditor.Italic />
          <MantineRichTextEditor.Strikethrough />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.H2 />
          <MantineRichTextEditor.H3 />
          <MantineRichTextEditor.BulletList />
          <MantineRichTextEditor.OrderedList />
          <MantineRichTextEditor.Blockquote />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Link />
          <MantineRichTextEditor.Unlink />
        </MantineRichTextEditor.ControlsGroup>
      </MantineRichTextEditor.Toolbar>
      <MantineRichTextEditor.Content mih={140} />
    </MantineRichTextEditor>
  );
}
